import type { ServerFeature } from '../../feature.ts';
import { createMeRoutes } from './me.routes.ts';

/** GET /api/me: who is signed in (also to a user still to set up the second factor the firm requires). */
export const meFeature: ServerFeature = {
  name: 'me',
  routes: [{ path: '/me', beforeTwoFactorSetup: true, create: () => createMeRoutes() }],
};
