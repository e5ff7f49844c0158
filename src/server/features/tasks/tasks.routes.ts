import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { csvFileName, toExcelCsv } from '../../../shared/csv-export.ts';
import { TASK_CSV_HEADERS, taskCsvRow } from '../../../shared/task-export.ts';
import { calendarDaysSchema, taskCalendarQuerySchema, taskListQuerySchema, taskPageSchema } from '../../../shared/task-queries.ts';
import { taskFilterSchema } from '../../../shared/tasks/filter.ts';
import { taskRowSchema } from '../../../shared/tasks.ts';
import { CALENDAR_TASKS_PER_DAY } from '../../../shared/tasks/calendar-buckets.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { getTask } from './task-row.ts';
import { listCalendarDays } from './tasks-calendar.service.ts';
import { invalid, missing, tags } from './tasks-openapi.ts';
import { taskParamsSchema } from './tasks-params.ts';
import { createTasksWriteRoutes } from './tasks-write.routes.ts';
import { listTaskPage, listTasksForExport } from './tasks-list.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Une page de tâches filtrées (mine : assignées à moi ; all : le cabinet), triées par échéance (sans échéance en dernier), priorité ou création',
  description:
    'Sans cursor : la première page et total, le nombre de tâches répondant aux filtres. Avec le nextCursor de la page précédente (mêmes filtres, même tri) : la page suivante, total à null. nextCursor est null sur la dernière page.',
  request: { query: taskListQuerySchema },
  responses: { 200: json(taskPageSchema, 'Une page de tâches'), 400: invalid, 401: unauthenticatedResponse },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/export.csv',
  tags,
  summary: 'Les tâches filtrées en CSV pour Excel (UTF-8 avec BOM, `;`, JJ/MM/AAAA), dans l’ordre de la liste',
  description: 'Les filtres et le tri de GET /api/tasks, sans page : toutes les tâches qui y répondent, 100 000 au plus.',
  request: { query: taskFilterSchema },
  responses: { 200: { description: 'Fichier CSV', content: { 'text/csv': { schema: z.string() } } }, 400: invalid, 401: unauthenticatedResponse },
});

const calendarRoute = createRoute({
  method: 'get',
  path: '/calendar',
  tags,
  summary: 'Chaque jour de Paris entre deux dates (incluses) : le nombre de tâches ouvertes et les premières, filtrées comme la liste par collaborateur et par client',
  description: `Un élément par jour, dans l’ordre : total compte les tâches ouvertes du jour (chaque occurrence d’une tâche récurrente à son jour), tasks en donne les ${CALENDAR_TASKS_PER_DAY} premières dans l’ordre de la case (heure de Paris, priorité, titre). Avec full=true et from = to : toutes les tâches du jour.`,
  request: { query: taskCalendarQuerySchema },
  responses: { 200: json(calendarDaysSchema, 'Jours du calendrier'), 400: invalid, 401: unauthenticatedResponse },
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
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      // Client and assignee names are joined in; « mine » is the user's. « En retard » compares due
      // dates with now(): that page also varies by the minute, so it is at most a minute stale.
      '/': { list: 'tasks', reads: ['task', 'client', 'user'], varyBy: (c) => (c.req.query('overdue') === 'true' ? `${actingUser(c).id}.${Math.floor(Date.now() / 60_000)}` : actingUser(c).id) },
      '/calendar': { list: 'calendar', reads: ['task', 'client'], varyBy: (c) => actingUser(c).id },
    })
      .openapi(listRoute, async (c) => {
        const { cursor, limit, ...filter } = c.req.valid('query');
        return c.json(await listTaskPage({ db, filter, userId: actingUser(c).id, cursor, limit }), 200);
      })
      .openapi(exportRoute, async (c) => {
        const tasks = await listTasksForExport({ db, filter: c.req.valid('query'), userId: actingUser(c).id });
        return c.body(toExcelCsv(TASK_CSV_HEADERS, tasks.map(taskCsvRow)), 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${csvFileName('taches')}"`,
          'cache-control': 'private, no-store',
        });
      })
      // Days and their first tasks, bucketed here: a Cabinet month no longer travels whole.
      .openapi(calendarRoute, async (c) => {
        const { full, ...range } = c.req.valid('query');
        const limit = full ? Number.POSITIVE_INFINITY : CALENDAR_TASKS_PER_DAY;
        return c.json({ days: await listCalendarDays({ db, ...range, userId: actingUser(c).id, limit }) }, 200);
      })
      .openapi(getRoute, async (c) => c.json(await getTask({ db, id: c.req.valid('param').id }), 200))
      .route('/', createTasksWriteRoutes({ db, appUrl }))
  );
}
