import type { ServerFeature } from '../../feature.ts';
import { createSystemRoutes } from './system.routes.ts';

/** Paramètres › Système: the database, the version, the row counts. */
export const systemFeature: ServerFeature = {
  name: 'system',
  routes: [{ path: '/system', create: ({ db, database, version }) => createSystemRoutes({ db, databaseKind: database.kind, version }) }],
};
