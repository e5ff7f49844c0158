import type { ServerFeature } from '../../feature.ts';
import { createSetupRoutes } from './setup.routes.ts';

/** First run: the first administrator's account, before anyone can sign in. */
export const setupFeature: ServerFeature = {
  name: 'setup',
  routes: [{ path: '/setup', public: true, create: ({ db }) => createSetupRoutes({ db }) }],
};
