import type { ServerFeature } from '../../feature.ts';
import { createHealthRoutes } from './health.routes.ts';

/** GET /api/health: the load balancer's probe, before any session. */
export const healthFeature: ServerFeature = {
  name: 'health',
  routes: [{ path: '/health', public: true, create: ({ db }) => createHealthRoutes({ db }) }],
};
