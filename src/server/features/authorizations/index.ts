import { AUTHORIZATION_JOURNAL } from '../../../shared/authorizations.ts';
import type { ServerFeature } from '../../feature.ts';
import { createAuthorizationsBulkRoutes } from './authorizations-bulk.routes.ts';
import { createAuthorizationsRoutes } from './authorizations.routes.ts';
import { authorizationUndoers } from './authorizations-undoers.ts';

/** Habilitations and Banque's authorisation tabs: one table for the five kinds. */
export const authorizationsFeature: ServerFeature = {
  name: 'authorizations',
  routes: [
    { path: '/authorizations', create: ({ db }) => createAuthorizationsRoutes({ db }) },
    { path: '/authorizations', create: ({ db }) => createAuthorizationsBulkRoutes({ db }) },
  ],
  journal: [AUTHORIZATION_JOURNAL],
  undoers: () => authorizationUndoers,
};
