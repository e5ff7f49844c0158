import { sql, type SQL } from 'drizzle-orm';

export type ParisMonth = { now: SQL; monthLocal: SQL; monthStart: SQL; nextMonthStart: SQL };

/**
 * The instant, and the current month of Paris as a local timestamp (its 1st at 00:00) and as two
 * instants (the 1st at 00:00 Paris, the next 1st at 00:00 Paris), whatever the session's time
 * zone: comparing completed_at with these bounds is comparing its Paris date. Not a CTE joined
 * in: PostgreSQL must see them in the conditions to use them as index ranges. The bounds are
 * scalar subqueries, so they are computed once per statement (an InitPlan), not once per row.
 * `now` is for tests that pin the clock, and for the statistics, kept per month of the server's
 * clock (stats.routes.ts); the other routes use the database's now().
 */
export function parisMonth(now: Date | undefined): ParisMonth {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const monthLocal = sql`date_trunc('month', ${at} AT TIME ZONE 'Europe/Paris')`;
  return {
    now: at,
    monthLocal,
    monthStart: sql`(SELECT ${monthLocal} AT TIME ZONE 'Europe/Paris')`,
    nextMonthStart: sql`(SELECT (${monthLocal} + interval '1 month') AT TIME ZONE 'Europe/Paris')`,
  };
}
