import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { calendarTaskListSchema, taskCalendarQuerySchema, taskListQuerySchema, taskListSchema, taskRowSchema } from '../../../shared/tasks.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { getTask } from './task-row.ts';
import { listCalendarTasks } from './tasks-calendar.service.ts';
import { invalid, missing, tags } from './tasks-openapi.ts';
import { taskParamsSchema } from './tasks-params.ts';
import { createTasksWriteRoutes } from './tasks-write.routes.ts';
import { listTasks } from './tasks.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Les tâches (mine : assignées à moi ; all : le cabinet), par échéance, sans échéance en dernier',
  request: { query: taskListQuerySchema },
  responses: { 200: json(taskListSchema, 'Tâches'), 400: invalid, 401: unauthenticatedResponse },
});

const calendarRoute = createRoute({
  method: 'get',
  path: '/calendar',
  tags,
  summary: 'Les tâches ouvertes ayant au moins une occurrence entre deux dates de Paris (incluses)',
  request: { query: taskCalendarQuerySchema },
  responses: { 200: json(calendarTaskListSchema, 'Tâches du calendrier'), 400: invalid, 401: unauthenticatedResponse },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'Une tâche',
  request: { params: taskParamsSchema },
  responses: { 200: json(taskRowSchema, 'Tâche'), 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

export function createTasksRoutes({ db, appUrl }: { db: Db; appUrl: string }) {
  return (
    new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
      // The list is sent as read: 100,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => {
        const { scope, include_done: includeDone } = c.req.valid('query');
        return c.json({ tasks: await listTasks({ db, scope, includeDone, userId: actingUser(c).id }) }, 200);
      })
      .openapi(calendarRoute, async (c) => {
        const { from, to, scope } = c.req.valid('query');
        return c.json({ tasks: await listCalendarTasks({ db, from, to, scope, userId: actingUser(c).id }) }, 200);
      })
      .openapi(getRoute, async (c) => c.json(await getTask({ db, id: c.req.valid('param').id }), 200))
      .route('/', createTasksWriteRoutes({ db, appUrl }))
  );
}
