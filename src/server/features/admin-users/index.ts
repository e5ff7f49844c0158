import type { ServerFeature } from '../../feature.ts';
import { createAdminUsersRoutes } from './admin-users.routes.ts';

/** Paramètres › Utilisateurs: accounts and roles (administrators). */
export const adminUsersFeature: ServerFeature = {
  name: 'admin-users',
  routes: [{ path: '/admin/users', create: ({ db }) => createAdminUsersRoutes({ db }) }],
};
