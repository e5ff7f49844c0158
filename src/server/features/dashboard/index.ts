import type { ServerFeature } from '../../feature.ts';
import { createDashboardRoutes } from './dashboard.routes.ts';

/** Tableau de bord: counts computed in SQL, and the lines other features give it (their dashboardSections). */
export const dashboardFeature: ServerFeature = {
  name: 'dashboard',
  routes: [{ path: '/dashboard', create: ({ db, dashboardSections }) => createDashboardRoutes({ db, sections: dashboardSections }) }],
};
