import type { ServerFeature } from '../../feature.ts';
import { createNotificationsRoutes } from './notifications.routes.ts';
import { startReminderJob } from './reminder-job.ts';

/** The bell: task reminders, created by a background job (deduplicated by a unique key, so any number of instances may run it). */
export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  routes: [{ path: '/notifications', create: ({ db }) => createNotificationsRoutes({ db }) }],
  jobs: [({ db, logger }) => startReminderJob({ db, logger })],
};
