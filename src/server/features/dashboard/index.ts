import type { ServerFeature } from '../../feature.ts';
import { createDashboardRoutes } from './dashboard.routes.ts';

/** Tableau de bord: counts computed in SQL. */
export const dashboardFeature: ServerFeature = {
  name: 'dashboard',
  routes: [{ path: '/dashboard', create: ({ db }) => createDashboardRoutes({ db }) }],
};
