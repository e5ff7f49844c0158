import { z } from 'zod';
import { TASK_PRIORITIES, TASK_SCOPES, TASK_STATUSES, TASK_TYPES, taskListRowSchema } from './tasks.ts';
import { SEARCH_MAX_LENGTH } from './search.ts';
import { decodeTaskCursor, TASK_SORTS } from './task-cursor.ts';

/** Rows per page of the list: a screenful and a half, fetched again before the end is reached. */
export const TASK_PAGE_SIZE = 100;
export const TASK_PAGE_MAX = 500;
/** The assignee filter's value for « Non assignée ». */
export const UNASSIGNED = 'none';

export const TASK_QUERY_MESSAGES = {
  scope: 'Portée inconnue (mine ou all)',
  assignee: 'Collaborateur inconnu (identifiant ou none)',
  assigneeNeedsCabinet: 'Le filtre Collaborateur s’applique à la vue Cabinet (scope=all)',
  client: 'Client inconnu (identifiant attendu)',
  status: 'Statut inconnu (a_faire, en_cours, en_attente, termine)',
  priority: 'Priorité inconnue (urgente, haute, normale, basse)',
  type: 'Type de tâche inconnu (ponctuelle ou recurrente)',
  sort: 'Tri inconnu (due, priority ou created)',
  flag: (name: string) => `${name} vaut true ou false`,
  dueFrom: 'Date « échéance du » invalide (AAAA-MM-JJ)',
  dueTo: 'Date « échéance au » invalide (AAAA-MM-JJ)',
  reversed: 'La date de fin précède la date de début',
  text: `La recherche : ${SEARCH_MAX_LENGTH} caractères au maximum`,
  limit: `Taille de page : un nombre entier de 1 à ${TASK_PAGE_MAX}`,
  cursor: 'Curseur de page invalide : rechargez la liste',
  staleCursor: 'Curseur de page périmé : il a été donné pour un autre tri, rechargez la liste',
} as const;

const scopeSchema = z.enum(TASK_SCOPES, { error: TASK_QUERY_MESSAGES.scope }).default('mine');
const assigneeSchema = z.union([
  z.literal(UNASSIGNED, { error: TASK_QUERY_MESSAGES.assignee }),
  z.uuid({ error: TASK_QUERY_MESSAGES.assignee }),
]);
const clientSchema = z.uuid({ error: TASK_QUERY_MESSAGES.client });
const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: TASK_QUERY_MESSAGES.flag(name) })
    .default('false')
    .transform((v) => v === 'true');

/** 'a,b' → ['a', 'b'], each one of `values`; several values in one parameter keep URLs short. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string({ error: message })
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(z.enum(values, { error: message })));

/** 'YYYY-MM-DD' naming a real day (no 30 February). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
const calendarDay = (message: string) => z.string({ error: message }).refine(isCalendarDay, { error: message });
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The Collaborateur filter names someone else's tasks: it makes sense in the Cabinet scope only. */
function refineAssignee(query: { scope: string; assignee?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.assignee !== undefined && query.scope !== 'all') {
    ctx.addIssue({ code: 'custom', path: ['assignee'], message: TASK_QUERY_MESSAGES.assigneeNeedsCabinet });
  }
}

/** The list's filters and sort, shared by GET /api/tasks and its export. */
const taskFilterShape = {
  scope: scopeSchema,
  assignee: assigneeSchema.optional(),
  client: clientSchema.optional(),
  status: listOf(TASK_STATUSES, TASK_QUERY_MESSAGES.status).optional(),
  priority: listOf(TASK_PRIORITIES, TASK_QUERY_MESSAGES.priority).optional(),
  type: z.enum(TASK_TYPES, { error: TASK_QUERY_MESSAGES.type }).optional(),
  due_from: calendarDay(TASK_QUERY_MESSAGES.dueFrom).optional(),
  due_to: calendarDay(TASK_QUERY_MESSAGES.dueTo).optional(),
  overdue: flag('overdue'),
  include_done: flag('include_done'),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: TASK_QUERY_MESSAGES.text })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  sort: z.enum(TASK_SORTS, { error: TASK_QUERY_MESSAGES.sort }).default('due'),
};

type FilterQuery = { scope: string; assignee?: string | undefined; due_from?: string | undefined; due_to?: string | undefined };

/** The list's filters, checked together: the Collaborateur filter in the Cabinet, dates in order. */
function refineFilters(query: FilterQuery, ctx: z.RefinementCtx) {
  refineAssignee(query, ctx);
  if (query.due_from && query.due_to && query.due_to < query.due_from) {
    ctx.addIssue({ code: 'custom', path: ['due_to'], message: TASK_QUERY_MESSAGES.reversed });
  }
}

/**
 * GET /api/tasks: one page of the list. 'Mes tâches' by default (SPEC §2); finished tasks hidden
 * unless include_done=true or the status filter names them. Dates are Paris days, both included.
 * Without a cursor, the first page and the total for the filters; with the previous page's
 * nextCursor, the page after it (same filters and sort).
 */
export const taskListQuerySchema = z
  .strictObject({
    ...taskFilterShape,
    limit: z
      .string({ error: TASK_QUERY_MESSAGES.limit })
      .regex(/^\d{1,4}$/, { error: TASK_QUERY_MESSAGES.limit })
      .transform(Number)
      .pipe(z.number().min(1, { error: TASK_QUERY_MESSAGES.limit }).max(TASK_PAGE_MAX, { error: TASK_QUERY_MESSAGES.limit }))
      .default(TASK_PAGE_SIZE),
    cursor: z
      .string({ error: TASK_QUERY_MESSAGES.cursor })
      .transform((text, ctx) => {
        const cursor = decodeTaskCursor(text);
        if (!cursor) ctx.addIssue({ code: 'custom', message: TASK_QUERY_MESSAGES.cursor });
        return cursor ?? z.NEVER;
      })
      .optional(),
  })
  .superRefine((query, ctx) => {
    refineFilters(query, ctx);
    if (query.cursor && query.cursor.sort !== query.sort) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: TASK_QUERY_MESSAGES.staleCursor });
    }
  });
export type TaskListQuery = z.input<typeof taskListQuerySchema>;
export type TaskListParams = z.output<typeof taskListQuerySchema>;

/** GET /api/tasks/export.csv: the list's filters and sort, every matching task (up to TASK_EXPORT_LIMIT), no page. */
export const taskExportQuerySchema = z.strictObject(taskFilterShape).superRefine(refineFilters);
export type TaskExportQuery = z.input<typeof taskExportQuerySchema>;

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
 * weeks), with the list's Collaborateur (Cabinet only) and client filters.
 */
export const taskCalendarQuerySchema = z
  .strictObject({
    from: calendarDay('Date de début invalide (AAAA-MM-JJ)'),
    to: calendarDay('Date de fin invalide (AAAA-MM-JJ)'),
    scope: scopeSchema,
    assignee: assigneeSchema.optional(),
    client: clientSchema.optional(),
  })
  .superRefine((query, ctx) => {
    refineAssignee(query, ctx);
    const days = dayNumber(query.to) - dayNumber(query.from);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: TASK_QUERY_MESSAGES.reversed });
    else if (days >= CALENDAR_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Période limitée à 366 jours' });
  });
export type TaskCalendarQuery = z.input<typeof taskCalendarQuerySchema>;
