import { sql, type SQL } from 'drizzle-orm';

export type ParisClock = { now: SQL; monthStart: SQL; nextMonthStart: SQL };

/**
 * The instant, and the current month of Paris as two instants (the 1st at 00:00 Paris, the next
 * 1st at 00:00 Paris), whatever the session's time zone. Comparing completed_at with these bounds
 * is comparing its Paris date. Not a CTE joined in: PostgreSQL must see them in the conditions
 * to use them as index ranges. The month bounds are scalar subqueries, so they are computed once
 * per statement (an InitPlan) rather than for each of thousands of rows.
 */
export function parisClock(now: Date | undefined): ParisClock {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const monthLocal = sql`date_trunc('month', ${at} AT TIME ZONE 'Europe/Paris')`;
  return {
    now: at,
    monthStart: sql`(SELECT ${monthLocal} AT TIME ZONE 'Europe/Paris')`,
    nextMonthStart: sql`(SELECT (${monthLocal} + interval '1 month') AT TIME ZONE 'Europe/Paris')`,
  };
}
