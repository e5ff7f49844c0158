import { USER_JOURNAL } from '../../../shared/users.ts';
import type { ServerFeature } from '../../feature.ts';
import { createUsersRoutes } from './users.routes.ts';

/**
 * The staff list every page's pickers read. It carries the journal's « Utilisateur » entity,
 * which admin-users, profile, setup and the calendar feed write.
 */
export const usersFeature: ServerFeature = {
  name: 'users',
  routes: [{ path: '/users', create: ({ db }) => createUsersRoutes({ db }) }],
  journal: [USER_JOURNAL],
};
