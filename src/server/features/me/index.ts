import type { ServerFeature } from '../../feature.ts';
import { createMeRoutes } from './me.routes.ts';

/** GET /api/me: who is signed in. */
export const meFeature: ServerFeature = {
  name: 'me',
  routes: [{ path: '/me', create: () => createMeRoutes() }],
};
