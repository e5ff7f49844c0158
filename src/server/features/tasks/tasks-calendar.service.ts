import { and, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TaskCalendarRange } from '../../../shared/task-queries.ts';
import { recurrenceAnchor, type CalendarTask } from '../../../shared/tasks.ts';
import { calendarDays, type CalendarDayTasks } from '../../../shared/tasks/calendar-buckets.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clients, tasks } from '../../db/schema/index.ts';
import { seriesFirstDueDate } from '../../db/series-first-due-date.ts';
import { parisMidnight } from '../../../shared/paris-time.ts';
import { ownerConditions } from './task-list-filter.ts';
import { selectCalendarTaskRow } from './task-row.ts';

/** Paris days, both included, and the list's scope, Collaborateur and client filters; « mine » is `userId`'s. */
export type CalendarFilter = TaskCalendarRange & { userId: string };

type CalendarQueryRow = Omit<CalendarTask, 'recurrenceAnchor'> & { seriesFirstDueDate: string | null };

/**
 * Open tasks (finished ones never show, SPEC §9) with at least one occurrence between two Paris
 * dates, in two parts joined by UNION ALL so each reads the index that fits it: one-off tasks due
 * in the range (a closed range on due_date: the Cabinet month is some 15,000 of them at the
 * reference size), and recurring series whose open occurrence is due before the range ends and
 * that were not stopped before it starts. A single OR would leave the index only the open end
 * (due before the range ends), that is most of the table.
 */
export function calendarTasksQuery({ from, to, ...owner }: CalendarFilter): SQL {
  const start = parisMidnight(from);
  const end = parisMidnight(to, 1);
  const open = and(...ownerConditions(owner), ne(tasks.status, 'termine'), lt(tasks.dueDate, end));
  const oneOff = and(open, eq(tasks.type, 'ponctuelle'), gte(tasks.dueDate, start));
  const recurring = and(open, eq(tasks.type, 'recurrente'), or(isNull(tasks.recurrenceEndedAt), gte(tasks.recurrenceEndedAt, start)));
  const seriesFirst = sql`to_char(${seriesFirstDueDate()} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const fromTasks = sql`${tasks} LEFT JOIN ${clients} ON ${clients.id} = ${tasks.clientId}`;
  // The ISO due dates (UTC, fixed width) sort as the instants do.
  return sql`(SELECT ${selectCalendarTaskRow}, NULL AS "seriesFirstDueDate" FROM ${fromTasks} WHERE ${oneOff})
    UNION ALL
    (SELECT ${selectCalendarTaskRow}, ${seriesFirst} AS "seriesFirstDueDate" FROM ${fromTasks} WHERE ${recurring})
    ORDER BY "dueDate", "id"`;
}

export async function listCalendarTasks({ db, ...filter }: CalendarFilter & { db: DbOrTx }): Promise<CalendarTask[]> {
  const { rows } = await db.execute<CalendarQueryRow>(calendarTasksQuery(filter));
  return rows.map(({ seriesFirstDueDate, ...task }) => {
    if (!task.recurrenceFrequency || !task.dueDate) return { ...task, recurrenceAnchor: null };
    const first = seriesFirstDueDate ? new Date(seriesFirstDueDate) : null;
    return { ...task, recurrenceAnchor: recurrenceAnchor(new Date(task.dueDate), first, task.recurrenceFrequency).toISOString() };
  });
}

/**
 * GET /api/tasks/calendar: each Paris day of the range with its count and its first `limit` tasks
 * in the cell's order, bucketed here by the rule the grid used to apply (shared/tasks): a Cabinet
 * month travels as some 42 days of 3 tasks, not as its tens of thousands of rows.
 */
export async function listCalendarDays({ limit, ...filter }: CalendarFilter & { db: DbOrTx; limit: number }): Promise<CalendarDayTasks<CalendarTask>[]> {
  return calendarDays(await listCalendarTasks(filter), filter.from, filter.to, limit);
}
