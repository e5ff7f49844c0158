import { and, sql, type SQL } from 'drizzle-orm';
import { encodeTaskCursor, type TaskCursor, type TaskSort } from '../../../shared/task-cursor.ts';
import type { TaskFilter } from '../../../shared/tasks/filter.ts';
import { TASK_EXPORT_LIMIT } from '../../../shared/task-export.ts';
import { TASK_PAGE_MAX, type TaskPage } from '../../../shared/task-queries.ts';
import type { TaskListRow } from '../../../shared/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { taskCountsByKey } from '../../db/task-counts.ts';
import { taskListWhere } from './task-list-filter.ts';
import { afterCursor, sortKeyColumns, taskListOrder, type SortKeyColumns } from './task-list-order.ts';
import { pageJoins, selectTaskListRow } from './task-row.ts';

/** The filter (its sort included) and whose tasks « mine » are. */
export type TaskPageRequest = { filter: TaskFilter; userId: string; cursor?: TaskCursor | undefined; limit: number };

const whereOf = (where: SQL | undefined) => (where ? sql`WHERE ${where}` : sql``);

/**
 * One page, and one row more to know whether another page follows. The page is chosen from the
 * tasks alone, then joined and formatted: formatting before the LIMIT would format every match
 * (70,000 rows for the Cabinet). The subquery keeps the table's name, so the columns resolve
 * alike inside and out. Exposed for the benchmark.
 */
export function taskPageQuery({ filter, userId, cursor, limit }: TaskPageRequest): SQL {
  const where = and(taskListWhere(filter, userId), cursor ? afterCursor(cursor) : undefined);
  const order = taskListOrder(filter.sort);
  const page = sql`(SELECT * FROM ${tasks} ${whereOf(where)} ORDER BY ${order} LIMIT ${limit + 1}) AS ${tasks}`;
  return sql`SELECT ${selectTaskListRow}, ${sortKeyColumns} FROM ${pageJoins(page, { fewRows: limit <= TASK_PAGE_MAX })} ORDER BY ${order}`;
}

/**
 * The filters task_counts' keys (assignee, status, priority) answer alone; any other narrows to
 * tasks the keys cannot tell apart. Every filter is listed, so a new one must say which it is.
 */
const ANSWERED_BY_COUNTS: Record<keyof TaskFilter, boolean> = {
  scope: true,
  assignee: true,
  status: true,
  priority: true,
  include_done: true,
  sort: true,
  client: false,
  mission: false,
  type: false,
  due_from: false,
  due_to: false,
  overdue: false,
  q: false,
};

const answeredByCounts = (filter: TaskFilter) =>
  (Object.keys(ANSWERED_BY_COUNTS) as (keyof TaskFilter)[]).every((field) => ANSWERED_BY_COUNTS[field] || filter[field] === undefined || filter[field] === false);

/**
 * The counter's figure: no join, the filters only read the tasks (and the clients by id). When
 * they name only who, the status and the priority, the sums of task_counts answer under the
 * alias `tasks`, with the very same conditions (issue 27: the Cabinet's 70,000 open tasks
 * counted in 30-40 ms under the load test, a few hundred sums instead).
 */
export function taskCountQuery(filter: TaskFilter, userId: string): SQL {
  const where = whereOf(taskListWhere(filter, userId));
  if (answeredByCounts(filter)) return sql`SELECT coalesce(sum(n), 0)::int AS total FROM ${taskCountsByKey} AS tasks ${where}`;
  return sql`SELECT count(*)::int AS total FROM ${tasks} ${where}`;
}

type PageRow = TaskListRow & SortKeyColumns;

function cursorAfter(row: PageRow, sort: TaskSort): TaskCursor {
  const { id, sortDue: due, sortCreated: created, priority } = row;
  if (sort === 'created') return { sort, created, id };
  return sort === 'due' ? { sort, due, created, id } : { sort, priority, due, created, id };
}

/** GET /api/tasks: the page and, on the first page, the count, in parallel on two connections. */
export async function listTaskPage({ db, ...request }: TaskPageRequest & { db: DbOrTx }): Promise<TaskPage> {
  const [page, count] = await Promise.all([
    db.execute<PageRow>(taskPageQuery(request)),
    request.cursor ? null : db.execute<{ total: number }>(taskCountQuery(request.filter, request.userId)),
  ]);
  const rows = page.rows.slice(0, request.limit);
  const last = rows.at(-1);
  const more = page.rows.length > request.limit && last;
  return {
    tasks: rows.map(({ sortDue: _due, sortCreated: _created, ...task }) => task),
    total: count ? (count.rows[0]?.total ?? 0) : null,
    nextCursor: more ? encodeTaskCursor(cursorAfter(last, request.filter.sort)) : null,
  };
}

/** GET /api/tasks/export.csv: every task the filters keep, in the list's order, up to TASK_EXPORT_LIMIT. */
export async function listTasksForExport({ db, ...request }: Omit<TaskPageRequest, 'cursor' | 'limit'> & { db: DbOrTx }): Promise<TaskListRow[]> {
  const result = await db.execute<PageRow>(taskPageQuery({ ...request, limit: TASK_EXPORT_LIMIT }));
  return result.rows.slice(0, TASK_EXPORT_LIMIT).map(({ sortDue: _due, sortCreated: _created, ...task }) => task);
}

/**
 * GET /api/tasks/ids: the ids of every task the filters keep, in the list's order, up to `limit`
 * (« Tout sélectionner » on the paged list), and how many there are in all.
 */
export async function listTaskIds({ db, filter, userId, limit }: TaskPageRequest & { db: DbOrTx }): Promise<{ ids: string[]; total: number }> {
  const [page, count] = await Promise.all([
    db.execute<{ id: string }>(sql`SELECT id FROM ${tasks} ${whereOf(taskListWhere(filter, userId))} ORDER BY ${taskListOrder(filter.sort)} LIMIT ${limit}`),
    db.execute<{ total: number }>(taskCountQuery(filter, userId)),
  ]);
  return { ids: page.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}
