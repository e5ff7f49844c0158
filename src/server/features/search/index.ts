import type { ServerFeature } from '../../feature.ts';
import { createSearchRoutes } from './search.routes.ts';

/** The global search box: clients, tasks and people. */
export const searchFeature: ServerFeature = {
  name: 'search',
  routes: [{ path: '/search', create: ({ db }) => createSearchRoutes({ db }) }],
};
