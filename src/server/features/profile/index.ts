import type { ServerFeature } from '../../feature.ts';
import { createProfileRoutes } from './profile.routes.ts';

/** Paramètres › Profil: one's own name and password. */
export const profileFeature: ServerFeature = {
  name: 'profile',
  routes: [{ path: '/profile', create: ({ db }) => createProfileRoutes({ db }) }],
};
