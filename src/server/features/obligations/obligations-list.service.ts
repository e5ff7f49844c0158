import { sql, type SQL } from 'drizzle-orm';
import { escapeLike, normalizeSearchText } from '../../../shared/search.ts';
import { monthBounds, type IsoDate } from '../../../shared/obligations/calendar.ts';
import type { ObligationListQuery, ObligationRow } from '../../../shared/obligations/api.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inPortfolioOf, obligationRowColumns, obligationRowFrom, obligationRowOrder } from './obligation-row-sql.ts';

export type ObligationListFilter = Omit<ObligationListQuery, 'mine'> & {
  /** « Mes clients » already resolved to the user's id by the route. */
  portfolioOf?: string;
};

/**
 * The due dates asked for. Without dates, the current Paris month; with one bound only, that
 * bound's month completes it. « En retard » without dates is every overdue row, whatever its
 * month: the same set as the « En retard » counter.
 */
export function listRange({ from, to, overdue }: Pick<ObligationListQuery, 'from' | 'to' | 'overdue'>, today: IsoDate): { from?: IsoDate; to?: IsoDate } {
  if (!from && !to) return overdue ? {} : monthBounds(today);
  return { from: from ?? monthBounds(to ?? today).from, to: to ?? monthBounds(from ?? today).to };
}

/** The query behind GET /api/obligations, exposed for the benchmark that runs it bare. */
export function listObligationsQuery(filter: ObligationListFilter, today: IsoDate): SQL {
  const range = listRange(filter, today);
  const where: SQL[] = [];
  if (range.from) where.push(sql`o.due_date >= ${range.from}::date`);
  if (range.to) where.push(sql`o.due_date <= ${range.to}::date`);
  if (filter.clientId) where.push(sql`o.client_id = ${filter.clientId}::uuid`);
  if (filter.clients) where.push(sql`o.client_id = ANY(${sql.param(filter.clients)}::uuid[])`);
  if (filter.kind) where.push(sql`o.kind = ANY(${sql.param(filter.kind)}::obligation_kind[])`);
  if (filter.status) where.push(sql`o.status = ANY(${sql.param(filter.status)}::tracking_status[])`);
  // Obsolete rows count nowhere in the counters: not in their list either.
  if (filter.overdue) where.push(sql`o.status = 'a_faire' AND NOT o.obsolete AND o.due_date < ${today}::date`);
  if (filter.collaborator) where.push(inPortfolioOf(filter.collaborator));
  if (filter.portfolioOf) where.push(inPortfolioOf(filter.portfolioOf));
  if (filter.q) {
    const pattern = sql`'%' || f_unaccent(lower(${escapeLike(normalizeSearchText(filter.q))})) || '%'`;
    where.push(sql`f_unaccent(lower(c.raison_sociale)) LIKE ${pattern}`);
  }
  const conditions = where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  return sql`SELECT ${obligationRowColumns} FROM ${obligationRowFrom} ${conditions} ORDER BY ${obligationRowOrder}`;
}

/** The obligations matching the filters, by due date, client, kind. */
export async function listObligations({ db, filter, today }: { db: DbOrTx; filter: ObligationListFilter; today: IsoDate }): Promise<ObligationRow[]> {
  return (await db.execute<ObligationRow>(listObligationsQuery(filter, today))).rows;
}
