import { TASK_JOURNAL } from '../../../shared/tasks.ts';
import type { ServerFeature } from '../../feature.ts';
import { createTasksBulkRoutes } from './tasks-bulk.routes.ts';
import { startTaskCountsJob } from './task-counts-job.ts';
import { createTasksRoutes } from './tasks.routes.ts';
import { taskUndoers } from './tasks-undoers.ts';

/** Tâches. */
export const tasksFeature: ServerFeature = {
  name: 'tasks',
  // /tasks/bulk before /tasks/{id}.
  routes: [
    { path: '/tasks', create: ({ db, env }) => createTasksBulkRoutes({ db, appUrl: env.APP_URL }) },
    { path: '/tasks', create: ({ db, env }) => createTasksRoutes({ db, appUrl: env.APP_URL }) },
  ],
  journal: [TASK_JOURNAL],
  undoers: () => taskUndoers,
  jobs: [({ db, logger }) => startTaskCountsJob({ db, logger })],
};
