import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../search.ts';
import { TASK_SORTS } from '../task-cursor.ts';
import { TASK_PRIORITIES, TASK_SCOPES, TASK_STATUSES, TASK_TYPES } from '../tasks.ts';

/** The assignee filter's value for « Non assignée ». */
export const UNASSIGNED = 'none';

export const TASK_FILTER_MESSAGES = {
  scope: 'Portée inconnue (mine ou all)',
  assignee: 'Collaborateur inconnu (identifiant ou none)',
  assigneeNeedsCabinet: 'Le filtre Collaborateur s’applique à la vue Cabinet (scope=all)',
  client: 'Client inconnu (identifiant attendu)',
  mission: 'Mission inconnue (identifiant attendu)',
  status: 'Statut inconnu (a_faire, en_cours, en_attente, termine)',
  priority: 'Priorité inconnue (urgente, haute, normale, basse)',
  type: 'Type de tâche inconnu (ponctuelle ou recurrente)',
  sort: 'Tri inconnu (due, priority ou created)',
  flag: (name: string) => `${name} vaut true ou false`,
  dueFrom: 'Date « échéance du » invalide (AAAA-MM-JJ)',
  dueTo: 'Date « échéance au » invalide (AAAA-MM-JJ)',
  reversed: 'La date de fin précède la date de début',
  text: `La recherche : ${SEARCH_MAX_LENGTH} caractères au maximum`,
} as const;

const dayShape = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });

/** 'YYYY-MM-DD' naming a real day (no 30 February). */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
export const calendarDay = (message: string) => dayShape(message).refine(isCalendarDay, { error: message });

const lowerCase = (value: string) => value.toLowerCase();
export const taskScopeSchema = z.enum(TASK_SCOPES, { error: TASK_FILTER_MESSAGES.scope }).default('mine');
export const taskAssigneeSchema = z
  .union([z.literal(UNASSIGNED, { error: TASK_FILTER_MESSAGES.assignee }), z.uuid({ error: TASK_FILTER_MESSAGES.assignee })])
  .transform(lowerCase);
export const taskClientSchema = z.uuid({ error: TASK_FILTER_MESSAGES.client }).transform(lowerCase);

/** A query flag: 'true' or 'false', false when absent. */
export const taskFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: TASK_FILTER_MESSAGES.flag(name) })
    .default('false')
    .transform((v) => v === 'true');

/** 'b,a' → ['a', 'b'], each one of `values`, in their order: several values in one parameter keep URLs short. */
const listOf = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z
    .string({ error: message })
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(z.enum(values, { error: message })))
    .transform((chosen) => values.filter((value) => chosen.includes(value)));

/** The Collaborateur filter names someone else's tasks: it applies to the Cabinet only. */
const assigneeApplies = (query: { scope: string }) => query.scope === 'all';

export function refineAssignee(query: { scope: string; assignee?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.assignee !== undefined && !assigneeApplies(query)) {
    ctx.addIssue({ code: 'custom', path: ['assignee'], message: TASK_FILTER_MESSAGES.assigneeNeedsCabinet });
  }
}

// Each parameter's own check; the page's URL keeps what passes them (below), so what crosses
// parameters or needs a calendar (a 30 February) is checked in refineFilters and left to the
// server's French message.
const taskFilterFields = z.strictObject({
  scope: taskScopeSchema,
  assignee: taskAssigneeSchema.optional(),
  client: taskClientSchema.optional(),
  /** The tasks of one mission (Production): the mission sheet's link to them. */
  mission: z.uuid({ error: TASK_FILTER_MESSAGES.mission }).transform(lowerCase).optional(),
  status: listOf(TASK_STATUSES, TASK_FILTER_MESSAGES.status).optional(),
  priority: listOf(TASK_PRIORITIES, TASK_FILTER_MESSAGES.priority).optional(),
  type: z.enum(TASK_TYPES, { error: TASK_FILTER_MESSAGES.type }).optional(),
  /** Paris days, both included. */
  due_from: dayShape(TASK_FILTER_MESSAGES.dueFrom).optional(),
  due_to: dayShape(TASK_FILTER_MESSAGES.dueTo).optional(),
  overdue: taskFlag('overdue'),
  include_done: taskFlag('include_done'),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: TASK_FILTER_MESSAGES.text })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  sort: z.enum(TASK_SORTS, { error: TASK_FILTER_MESSAGES.sort }).default('due'),
});

function refineFilters(query: z.output<typeof taskFilterFields>, ctx: z.RefinementCtx) {
  refineAssignee(query, ctx);
  const { due_from: from, due_to: to } = query;
  const fromIsDay = !from || isCalendarDay(from);
  const toIsDay = !to || isCalendarDay(to);
  if (!fromIsDay) ctx.addIssue({ code: 'custom', path: ['due_from'], message: TASK_FILTER_MESSAGES.dueFrom });
  if (!toIsDay) ctx.addIssue({ code: 'custom', path: ['due_to'], message: TASK_FILTER_MESSAGES.dueTo });
  if (fromIsDay && toIsDay && from && to && to < from) {
    ctx.addIssue({ code: 'custom', path: ['due_to'], message: TASK_FILTER_MESSAGES.reversed });
  }
}

/**
 * The Tâches list's filters and sort, the one rule for every side: GET /api/tasks, its export and
 * « Tout sélectionner » take them as query parameters under these names; the SQL reads the parsed
 * object as is; the browser keys its list on it and keeps it in the page's URL under French names
 * (taskFilterToUrl). 'Mes tâches' by default (SPEC §2); finished tasks hidden unless include_done
 * or the status filter names them.
 */
export const taskFilterSchema = taskFilterFields.superRefine(refineFilters);
export type TaskFilter = z.output<typeof taskFilterSchema>;
type Field = keyof TaskFilter;
const FIELDS = Object.keys(taskFilterFields.shape) as Field[];

/** The list as it opens: Mes tâches, open tasks, by due date. */
export const TASK_FILTER_DEFAULTS: TaskFilter = taskFilterSchema.parse({});

/** The filter as the API reads it (taskFilterSchema's input): lists comma-joined, flags 'true', defaults left out. */
export function taskFilterParams(filter: TaskFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filter[field];
    if (value === undefined || value === TASK_FILTER_DEFAULTS[field]) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text) params.set(field, text);
  }
  return params;
}

// ---- The Tâches page's URL ----

/** The page's URL names: French, as bookmarks and shared links have them. */
const URL_NAMES = {
  scope: 'portee',
  assignee: 'collaborateur',
  client: 'client',
  mission: 'mission',
  status: 'statut',
  priority: 'priorite',
  type: 'type',
  due_from: 'du',
  due_to: 'au',
  overdue: 'retard',
  include_done: 'terminees',
  q: 'recherche',
  sort: 'tri',
} as const satisfies Record<Field, string>;
/** The values the URL spells in French; flags are 1 there, every other value is the API's. */
const URL_WORDS: { [F in Field]?: Record<string, string> } = {
  scope: { all: 'cabinet' },
  assignee: { [UNASSIGNED]: 'aucun' },
  sort: { priority: 'priorite', created: 'creation' },
};

/** ?portee=cabinet&terminees=1&collaborateur=<id>|aucun&statut=a_faire,en_cours&tri=priorite… */
export type TaskFilterUrl = { -readonly [F in Field as (typeof URL_NAMES)[F]]?: string | 1 };

const isFlag = (field: Field) => typeof TASK_FILTER_DEFAULTS[field] === 'boolean';

/** A URL value in the API's terms, or undefined for a value the page never writes. */
function apiValue(field: Field, value: unknown): string | undefined {
  if (isFlag(field)) return value === 1 || value === '1' || value === true ? 'true' : undefined;
  if (typeof value !== 'string') return undefined;
  // A longer text is cut to what the API takes, so typing on in the search box never empties it.
  if (field === 'q') return value.slice(0, SEARCH_MAX_LENGTH);
  const words = Object.entries(URL_WORDS[field] ?? {});
  const word = words.find(([, french]) => french === value);
  if (word) return word[0];
  return words.some(([api]) => api === value) ? undefined : value;
}

/** The value if the field's check takes it; a list keeps its known values (a bookmark with a stale one). */
function fieldValue(field: Field, value: string): string | undefined {
  const schema = taskFilterFields.shape[field];
  if (schema.safeParse(value).success) return value;
  const known = value.split(',').filter((part) => {
    const parsed = schema.safeParse(part);
    return parsed.success && Array.isArray(parsed.data);
  });
  return known.length ? known.join(',') : undefined;
}

/** Leaves out the Collaborateur outside the Cabinet (the API refuses it there). */
function applicable(filter: TaskFilter): TaskFilter {
  if (assigneeApplies(filter)) return filter;
  const { assignee: _moot, ...rest } = filter;
  return rest;
}

/**
 * The filter a Tâches URL holds. Each parameter is read on its own and left out when its check
 * refuses it, so a hand-edited or stale URL never breaks the page.
 */
export function taskFilterFromUrl(search: Readonly<Record<string, unknown>>): TaskFilter {
  const query: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const value = apiValue(field, search[URL_NAMES[field]]);
    const kept = value === undefined ? undefined : fieldValue(field, value);
    if (kept !== undefined) query[field] = kept;
  }
  return applicable(taskFilterFields.parse(query));
}

/** The filter in the page's URL: every parameter named, undefined where the default applies, so writing it clears the others. */
export function taskFilterToUrl(filter: TaskFilter): TaskFilterUrl {
  const params = taskFilterParams(applicable(filter));
  const url: TaskFilterUrl = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    url[URL_NAMES[field]] = value === null ? undefined : isFlag(field) ? 1 : (URL_WORDS[field]?.[value] ?? value);
  }
  return url;
}
