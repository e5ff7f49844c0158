import type { ServerFeature } from '../../feature.ts';
import { createStatsRoutes } from './stats.routes.ts';

/** Statistiques: aggregates computed in SQL. */
export const statsFeature: ServerFeature = {
  name: 'stats',
  routes: [{ path: '/stats', create: ({ db }) => createStatsRoutes({ db }) }],
};
