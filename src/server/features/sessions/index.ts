import type { ServerFeature } from '../../feature.ts';
import { createSessionsRoutes } from './sessions.routes.ts';

/** « Mon profil › Sessions ouvertes » (issue 26): one's own sessions, each one closable. */
export const sessionsFeature: ServerFeature = {
  name: 'sessions',
  routes: [{ path: '/sessions', create: ({ db }) => createSessionsRoutes({ db }) }],
};
