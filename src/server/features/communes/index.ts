import type { ServerFeature } from '../../feature.ts';
import { createCommunesRoutes } from './communes.routes.ts';

/** Postcode and town suggestions for the Clients table. */
export const communesFeature: ServerFeature = {
  name: 'communes',
  routes: [{ path: '/communes', create: () => createCommunesRoutes() }],
};
