import { sql, type SQL } from 'drizzle-orm';
import type { ObligationCounters } from '../../../shared/obligations/api.ts';
import { endOfWeek, monthBounds, type IsoDate } from '../../../shared/obligations/calendar.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inPortfolioOf } from './obligation-row-sql.ts';

/**
 * GET /api/obligations/counters: the Échéances page's three tiles, for one portfolio or the whole
 * firm, in one statement. Obsolete rows (no longer called for by the profile) count nowhere.
 */
export async function countObligations({
  db,
  today,
  portfolioOf,
}: {
  db: DbOrTx;
  today: IsoDate;
  portfolioOf: readonly string[];
}): Promise<ObligationCounters> {
  const month = monthBounds(today);
  const scope = sql.join([sql`NOT o.obsolete`, ...portfolioOf.map(inPortfolioOf)], sql` AND `);
  // Three counts, each over its own due-date range: the indexes on due_date read only those rows.
  const countWhere = (condition: SQL) => sql`(SELECT count(*)::int FROM client_obligations o WHERE ${condition} AND ${scope})`;
  const { rows } = await db.execute<ObligationCounters>(sql`
    SELECT
      ${countWhere(sql`o.status = 'a_faire' AND o.due_date BETWEEN ${today}::date AND ${endOfWeek(today)}::date`)} AS "dueThisWeek",
      ${countWhere(sql`o.status = 'a_faire' AND o.due_date < ${today}::date`)} AS "overdue",
      ${countWhere(sql`o.status = 'fait' AND o.due_date BETWEEN ${month.from}::date AND ${month.to}::date`)} AS "doneThisMonth"`);
  return rows[0] ?? { dueThisWeek: 0, overdue: 0, doneThisMonth: 0 };
}
