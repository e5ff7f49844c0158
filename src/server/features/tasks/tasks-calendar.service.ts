import { and, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TaskCalendarRange } from '../../../shared/task-queries.ts';
import { recurrenceAnchor, TASK_PRIORITIES, type CalendarTask } from '../../../shared/tasks.ts';
import { calendarDays, type CalendarDayTasks } from '../../../shared/tasks/calendar-buckets.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { seriesFirstDueDate } from '../../db/series-first-due-date.ts';
import { parisIsoDay, parisMidnight } from '../../../shared/paris-time.ts';
import { ownerConditions } from './task-list-filter.ts';
import { pageJoins, selectCalendarTaskRow } from './task-row.ts';

/** Paris days, both included, and the list's scope, Collaborateur and client filters; « mine » is `userId`'s. */
export type CalendarFilter = TaskCalendarRange & { userId: string };

type CalendarQueryRow = Omit<CalendarTask, 'recurrenceAnchor'> & { seriesFirstDueDate: string | null; dayTotal: number | null };

/**
 * Open tasks (finished ones never show, SPEC §9) with at least one occurrence between two Paris
 * dates, in two parts joined by UNION ALL so each reads the index that fits it: one-off tasks due
 * in the range (a closed range on due_date: the Cabinet month is some 15,000 of them at the
 * reference size), and recurring series whose open occurrence is due before the range ends and
 * that were not stopped before it starts. A single OR would leave the index only the open end
 * (due before the range ends), that is most of the table.
 *
 * With `limit` (the day cells' CALENDAR_TASKS_PER_DAY), the one-off part is counted per Paris day
 * in SQL and sends only the tasks that can be among a day's first `limit` (rank by Paris minute and
 * priority ≤ limit: ties on both are all kept, the title decides among them in calendarDays), each
 * with `dayTotal`, its day's count of one-off tasks. Recurring series come whole: their days are
 * the shared rule's to give.
 */
export function calendarTasksQuery({ from, to, limit = Number.POSITIVE_INFINITY, ...owner }: CalendarFilter & { limit?: number }): SQL {
  const start = parisMidnight(from);
  const end = parisMidnight(to, 1);
  const owned = ownerConditions(owner);
  const open = and(...owned, ne(tasks.status, 'termine'), lt(tasks.dueDate, end));
  const oneOff = and(open, eq(tasks.type, 'ponctuelle'), gte(tasks.dueDate, start));
  const recurring = and(open, eq(tasks.type, 'recurrente'), or(isNull(tasks.recurrenceEndedAt), gte(tasks.recurrenceEndedAt, start)));
  const seriesFirst = sql`to_char(${seriesFirstDueDate()} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const fromTasks = pageJoins(sql`${tasks}`, { withAssignee: false });
  // One person's or one client's series (some 550 for a collaborator of the demo firm): each client
  // read by primary key, where a join hashed all 10,000 clients first (5 of the statement's 17 ms,
  // issue 27). The Cabinet's 34,000 keep the join.
  const fromSeries = pageJoins(sql`${tasks}`, { fewRows: owned.length > 0, withAssignee: false });
  const recurringPart = sql`(SELECT ${selectCalendarTaskRow}, ${seriesFirst} AS "seriesFirstDueDate", NULL::int AS "dayTotal" FROM ${fromSeries} WHERE ${recurring})`;
  // The ISO due dates (UTC, fixed width) sort as the instants do.
  if (!Number.isFinite(limit)) {
    return sql`(SELECT ${selectCalendarTaskRow}, NULL AS "seriesFirstDueDate", NULL::int AS "dayTotal" FROM ${fromTasks} WHERE ${oneOff})
      UNION ALL ${recurringPart}
      ORDER BY "dueDate", "id"`;
  }
  const local = sql`(${tasks.dueDate} AT TIME ZONE 'Europe/Paris')`;
  const priorityRank = sql`array_position(ARRAY[${sql.join(TASK_PRIORITIES.map((p) => sql`${p}`), sql`, `)}]::text[], ${tasks.priority}::text)`;
  const ranked = sql`SELECT ${tasks.id} AS id, count(*) OVER day::int AS day_total,
      rank() OVER (day ORDER BY date_trunc('minute', ${local}), ${priorityRank}) AS place
    FROM ${tasks} WHERE ${oneOff} WINDOW day AS (PARTITION BY ${local}::date)`;
  // The few leading rows are then read by primary key (LATERAL: one index lookup each, where a
  // join let the planner scan the whole table for them).
  return sql`(SELECT row.*, NULL AS "seriesFirstDueDate", ranked.day_total AS "dayTotal"
      FROM (${ranked}) ranked
      CROSS JOIN LATERAL (SELECT ${selectCalendarTaskRow} FROM ${fromTasks} WHERE ${tasks.id} = ranked.id LIMIT 1) row
      WHERE ranked.place <= ${limit})
    UNION ALL ${recurringPart}
    ORDER BY "dueDate", "id"`;
}

/** The row as the API sends it: the series' anchor in place of the query's helper columns. */
function withAnchor(row: CalendarQueryRow): CalendarTask {
  const { seriesFirstDueDate, dayTotal: _dayTotal, ...task } = row;
  if (!task.recurrenceFrequency || !task.dueDate) return { ...task, recurrenceAnchor: null };
  const first = seriesFirstDueDate ? new Date(seriesFirstDueDate) : null;
  return { ...task, recurrenceAnchor: recurrenceAnchor(new Date(task.dueDate), first, task.recurrenceFrequency).toISOString() };
}

export async function listCalendarTasks({ db, ...filter }: CalendarFilter & { db: DbOrTx }): Promise<CalendarTask[]> {
  const { rows } = await db.execute<CalendarQueryRow>(calendarTasksQuery(filter));
  return rows.map(withAnchor);
}

/**
 * GET /api/tasks/calendar: each Paris day of the range with its count and its first `limit` tasks
 * in the cell's order, bucketed here by the shared rule (shared/tasks/calendar-buckets.ts) from
 * the day's leading one-off tasks and its count (SQL) and the recurring series: a Cabinet month
 * travels as some 42 days of 3 tasks, not as its tens of thousands of rows.
 */
export async function listCalendarDays({ db, limit, ...filter }: CalendarFilter & { db: DbOrTx; limit: number }): Promise<CalendarDayTasks<CalendarTask>[]> {
  const { rows } = await db.execute<CalendarQueryRow>(calendarTasksQuery({ ...filter, limit }));
  // One-off tasks counted in SQL but not sent: their day's total, less those sent.
  const unsent = new Map<string, number>();
  for (const row of rows) {
    if (row.dayTotal === null || !row.dueDate) continue;
    const day = parisIsoDay(new Date(row.dueDate));
    unsent.set(day, (unsent.get(day) ?? row.dayTotal) - 1);
  }
  return calendarDays(rows.map(withAnchor), filter.from, filter.to, limit, unsent);
}
