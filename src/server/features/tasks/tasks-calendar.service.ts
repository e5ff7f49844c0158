import { and, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { fromParisParts } from '../../../shared/paris-time.ts';
import { recurrenceAnchor, type CalendarTask, type TaskScope } from '../../../shared/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { fromTasks, selectTaskRow } from './task-row.ts';

export type CalendarFilter = { from: string; to: string; scope: TaskScope; userId: string };

/** Midnight in Paris at the start of a 'YYYY-MM-DD' day, `plusDays` later. */
function parisMidnight(day: string, plusDays = 0): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + plusDays));
  return fromParisParts({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: 0, minute: 0 });
}

type CalendarQueryRow = Omit<CalendarTask, 'recurrenceAnchor'> & { seriesFirstDueDate: string | null };

/**
 * Open tasks with at least one occurrence between two Paris dates: one-off tasks due in the
 * range; recurring ones due (first) before its end and not stopped before its start. Both sides
 * of the OR are ranges on due_date, so one query reads the due_date index.
 */
export function calendarTasksQuery({ from, to, scope, userId }: CalendarFilter): SQL {
  const start = parisMidnight(from);
  const end = parisMidnight(to, 1);
  const where = and(
    scope === 'mine' ? eq(tasks.assignedTo, userId) : undefined,
    ne(tasks.status, 'termine'),
    lt(tasks.dueDate, end),
    or(
      and(eq(tasks.type, 'ponctuelle'), gte(tasks.dueDate, start)),
      and(eq(tasks.type, 'recurrente'), or(isNull(tasks.recurrenceEndedAt), gte(tasks.recurrenceEndedAt, start))),
    ),
  );
  const seriesFirst = sql`CASE WHEN ${tasks.type} = 'recurrente' THEN to_char((
      SELECT min(series.due_date) FROM ${tasks} AS series WHERE series.series_id = ${tasks.seriesId}
    ) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;
  return sql`SELECT ${selectTaskRow}, ${seriesFirst} AS "seriesFirstDueDate" FROM ${fromTasks}
    WHERE ${where}
    ORDER BY ${tasks.dueDate}, ${tasks.id}`;
}

export async function listCalendarTasks({ db, ...filter }: CalendarFilter & { db: DbOrTx }): Promise<CalendarTask[]> {
  const { rows } = await db.execute<CalendarQueryRow>(calendarTasksQuery(filter));
  return rows.map(({ seriesFirstDueDate, ...task }) => {
    if (task.type !== 'recurrente' || !task.recurrenceFrequency || !task.dueDate) return { ...task, recurrenceAnchor: null };
    const first = seriesFirstDueDate ? new Date(seriesFirstDueDate) : null;
    return { ...task, recurrenceAnchor: recurrenceAnchor(new Date(task.dueDate), first, task.recurrenceFrequency).toISOString() };
  });
}
