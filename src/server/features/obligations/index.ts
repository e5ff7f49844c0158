import { OBLIGATION_JOURNAL } from '../../../shared/obligations/journal.ts';
import { buildIdentity } from '../../build-identity.ts';
import type { ClientFollower, ServerFeature } from '../../feature.ts';
import { OBLIGATION_INPUT_FIELDS } from './obligation-inputs.ts';
import { startObligationJob } from './obligation-job.ts';
import { createObligationsRoutes } from './obligations.routes.ts';
import { obligationsSheetSection } from './obligations-sheet-section.ts';
import { regenerateObligations } from './regenerate-obligations.ts';

/** A client's deadlines follow its profile in the write's transaction: a saved profile and its deadlines are never seen out of step. */
const obligationsFollower: ClientFollower = {
  fields: OBLIGATION_INPUT_FIELDS,
  follow: async ({ tx, clientIds, today }) => {
    await regenerateObligations({ db: tx, clientIds, today });
  },
};

/**
 * Échéances: deadlines derived from each client's fiscal profile, regenerated when a client is
 * written (a follower of the clients feature's writes) and every day for the rolling window (a job:
 * every instance looks, one at a time rolls the window under an advisory lock).
 */
export const obligationsFeature: ServerFeature = {
  name: 'obligations',
  routes: [{ path: '/obligations', create: ({ db }) => createObligationsRoutes({ db }) }],
  journal: [OBLIGATION_JOURNAL],
  jobs: [({ database, logger, version }) => startObligationJob({ database, logger, build: buildIdentity(version) })],
  clientFollowers: [obligationsFollower],
  clientSheetSections: [obligationsSheetSection],
};
