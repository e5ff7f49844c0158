import type { ServerFeature } from '../../feature.ts';
import { createActivityRoutes } from './activity.routes.ts';

/** Paramètres › Journal: every feature's entries, read through the journal built from the list. */
export const activityFeature: ServerFeature = {
  name: 'activity',
  routes: [{ path: '/activity', create: ({ db, journal }) => createActivityRoutes({ db, journal }) }],
};
