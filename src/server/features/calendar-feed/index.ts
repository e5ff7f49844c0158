import type { ServerFeature } from '../../feature.ts';
import { createCalendarFeedPublicRoutes, createCalendarFeedRoutes } from './calendar-feed.routes.ts';

/** A personal iCal address: calendar apps read it without a session (its token is the key); its owner manages it signed in. */
export const calendarFeedFeature: ServerFeature = {
  name: 'calendar-feed',
  routes: [
    { path: '/calendar-feed/ics', public: true, create: ({ db }) => createCalendarFeedPublicRoutes({ db }) },
    { path: '/calendar-feed', create: ({ db, env }) => createCalendarFeedRoutes({ db, appUrl: env.APP_URL }) },
  ],
  secretPaths: ['/calendar-feed/ics'],
};
