import { z } from 'zod';
import { calendarTaskSchema, taskListRowSchema } from './tasks.ts';
import { CALENDAR_TASKS_PER_DAY } from './tasks/calendar-buckets.ts';
import { cursorParam, limitParam } from './page-cursor.ts';
import { taskCursorSchema } from './task-cursor.ts';
import {
  calendarDay,
  refineAssignee,
  TASK_FILTER_MESSAGES,
  taskAssigneeSchema,
  taskClientSchema,
  taskFilterSchema,
  taskFlag,
  taskScopeSchema,
} from './tasks/filter.ts';

/** Rows per page of the list: a screenful and a half, fetched again before the end is reached. */
export const TASK_PAGE_SIZE = 100;
export const TASK_PAGE_MAX = 500;

const TASK_QUERY_MESSAGES = {
  limit: `Taille de page : un nombre entier de 1 à ${TASK_PAGE_MAX}`,
  cursor: 'Curseur de page invalide : rechargez la liste',
  staleCursor: 'Curseur de page périmé : il a été donné pour un autre tri, rechargez la liste',
} as const;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * GET /api/tasks: one page of the list, for the filter (taskFilterSchema; its export and
 * « Tout sélectionner » take the filter alone). Without a cursor, the first page and the total for
 * the filters; with the previous page's nextCursor, the page after it (same filters and sort).
 */
export const taskListQuerySchema = taskFilterSchema
  .safeExtend({
    limit: limitParam(TASK_PAGE_MAX, TASK_QUERY_MESSAGES.limit).default(TASK_PAGE_SIZE),
    cursor: cursorParam(taskCursorSchema, { message: TASK_QUERY_MESSAGES.cursor, maxLength: 400 }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.cursor && query.cursor.sort !== query.sort) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: TASK_QUERY_MESSAGES.staleCursor });
    }
  });

/**
 * A page of GET /api/tasks. `total` counts every task matching the filters; it comes with the
 * first page only (null after it: the first page's count holds for the pages fetched after it).
 * `nextCursor` is null on the last page.
 */
export const taskPageSchema = z.object({
  tasks: z.array(taskListRowSchema),
  total: z.number().int().nullable(),
  nextCursor: z.string().nullable(),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

const CALENDAR_MAX_DAYS = 366;

/**
 * GET /api/tasks/calendar: a range of Paris calendar dates, both included (a month grid: 6
 * weeks), with the list's Collaborateur (Cabinet only) and client filters. `full=true` (one day,
 * from = to) asks for every task of the day, as « + N autres » lists them.
 */
export const taskCalendarQuerySchema = z
  .strictObject({
    from: calendarDay('Date de début invalide (AAAA-MM-JJ)'),
    to: calendarDay('Date de fin invalide (AAAA-MM-JJ)'),
    scope: taskScopeSchema,
    assignee: taskAssigneeSchema.optional(),
    client: taskClientSchema.optional(),
    full: taskFlag('full'),
  })
  .superRefine((query, ctx) => {
    refineAssignee(query, ctx);
    const days = dayNumber(query.to) - dayNumber(query.from);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: TASK_FILTER_MESSAGES.reversed });
    else if (days >= CALENDAR_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Période limitée à 366 jours' });
    else if (query.full && days > 0) ctx.addIssue({ code: 'custom', path: ['full'], message: 'La liste complète se demande pour un seul jour (from = to)' });
  });
export type TaskCalendarQuery = z.output<typeof taskCalendarQuerySchema>;
/** The calendar's days and filters, without `full`: what a month (or a day's full list) is keyed on. */
export type TaskCalendarRange = Omit<TaskCalendarQuery, 'full'>;

/**
 * GET /api/tasks/calendar answers each Paris day of the range, in order: `total`, its open tasks
 * (each occurrence of a recurring task on its day), and `tasks`, the first of them in the cell's
 * order (Paris time, priority, title): CALENDAR_TASKS_PER_DAY at most, every one with full=true.
 */
export const calendarDaySchema = z.object({
  date: z.string().meta({ description: 'Jour de Paris, AAAA-MM-JJ' }),
  total: z.number().int().meta({ description: 'Tâches ouvertes du jour, occurrences des tâches récurrentes comprises' }),
  tasks: z.array(calendarTaskSchema).meta({ description: `Les ${CALENDAR_TASKS_PER_DAY} premières dans l’ordre du jour (heure, priorité, titre) ; toutes avec full=true` }),
});
export const calendarDaysSchema = z.object({ days: z.array(calendarDaySchema) });
export type CalendarDayList = z.infer<typeof calendarDaysSchema>;
