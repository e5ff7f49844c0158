import { sql, type SQL } from 'drizzle-orm';
import { tasks } from './schema/index.ts';

/**
 * The first due date of the series of the outer query's `tasks` row (what its recurrence stays
 * anchored to), as a scalar subquery: null outside a series. Shared by the calendar, the
 * iCalendar feed and the next occurrence, which must agree on it. The outer column is written
 * "tasks".series_id, qualified: Drizzle leaves a lone table's columns bare, and a bare series_id
 * would be the subquery's own.
 *
 * The GROUP BY (one group at most) is there for the plan. Without it PostgreSQL may answer a bare
 * min(), or an ORDER BY due_date LIMIT 1, by walking tasks_due_date_idx from the earliest date
 * until a row of the series turns up. On a table it has no statistics for, it does, and walks
 * most of the index for each of the 12,000 recurring tasks of the Cabinet calendar on the demo
 * firm: 11 minutes instead of 120 ms. Grouped, the way in is tasks_series_id_idx, a few rows per
 * series, whatever the statistics say.
 */
export function seriesFirstDueDate(): SQL<Date | null> {
  return sql<Date | null>`(SELECT min(series.due_date) FROM ${tasks} AS series WHERE series.series_id = ${tasks}.series_id GROUP BY series.series_id)`;
}
