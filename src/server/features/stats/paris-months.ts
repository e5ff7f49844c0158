import { sql, type SQL } from 'drizzle-orm';
import { COMPLETED_SERIES_MONTHS } from '../../../shared/stats.ts';

export type ParisMonths = { monthLocal: SQL; firstMonthLocal: SQL; monthStart: SQL; nextMonthStart: SQL; seriesStart: SQL };

/**
 * The current month of Paris as a local timestamp (its 1st at 00:00) and as instants, and the
 * first month of the series, whatever the session's time zone. Comparing completed_at with the
 * instants is comparing its Paris date. Not a CTE joined in: PostgreSQL must see them in the
 * conditions to use them as index ranges. The instants are scalar subqueries, computed once per
 * statement (an InitPlan) rather than for each of 100,000 rows.
 */
export function parisMonths(now: Date | undefined): ParisMonths {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const monthLocal = sql`date_trunc('month', ${at} AT TIME ZONE 'Europe/Paris')`;
  const firstMonthLocal = sql`(${monthLocal} - ${sql.raw(`interval '${COMPLETED_SERIES_MONTHS - 1} months'`)})`;
  return {
    monthLocal,
    firstMonthLocal,
    monthStart: sql`(SELECT ${monthLocal} AT TIME ZONE 'Europe/Paris')`,
    nextMonthStart: sql`(SELECT (${monthLocal} + interval '1 month') AT TIME ZONE 'Europe/Paris')`,
    seriesStart: sql`(SELECT ${firstMonthLocal} AT TIME ZONE 'Europe/Paris')`,
  };
}
