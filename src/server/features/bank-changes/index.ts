import { BANK_CHANGE_JOURNAL } from '../../../shared/bank-changes.ts';
import type { ServerFeature } from '../../feature.ts';
import { createBankChangesRoutes } from './bank-changes.routes.ts';

/** Banque › Changement de banque. */
export const bankChangesFeature: ServerFeature = {
  name: 'bank-changes',
  routes: [{ path: '/bank-changes', create: ({ db }) => createBankChangesRoutes({ db }) }],
  journal: [BANK_CHANGE_JOURNAL],
};
