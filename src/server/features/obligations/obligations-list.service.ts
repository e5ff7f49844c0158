import { sql, type SQL } from 'drizzle-orm';
import { escapeLike, normalizeSearchText } from '../../../shared/search.ts';
import { monthBounds, type IsoDate } from '../../../shared/obligations/calendar.ts';
import type { ObligationIds, ObligationListQuery, ObligationPage, ObligationRow } from '../../../shared/obligations/api.ts';
import { encodeObligationCursor, type ObligationCursor } from '../../../shared/obligations/cursor.ts';
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

/** The filters as conditions on `o` (client_obligations) and `c` (clients). */
function obligationListWhere(filter: ObligationListFilter, today: IsoDate): SQL[] {
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
    where.push(sql`c.name_folded LIKE ${pattern}`);
  }
  return where;
}

const whereOf = (where: readonly SQL[]): SQL => (where.length > 0 ? sql`WHERE ${sql.join([...where], sql` AND `)}` : sql``);

/** The query behind GET /api/obligations, exposed for the benchmark that runs it bare. */
export function listObligationsQuery(filter: ObligationListFilter, today: IsoDate): SQL {
  return sql`SELECT ${obligationRowColumns} FROM ${obligationRowFrom} ${whereOf(obligationListWhere(filter, today))} ORDER BY ${obligationRowOrder}`;
}

/** The list's obligations: the users join only names who set a status, so counting and ids do without it. */
const listedRowsFrom = sql`client_obligations o JOIN clients c ON c.id = o.client_id`;

/**
 * The rows after the cursor, in the list's order: one row-value comparison over the ORDER BY's
 * own columns (obligationRowOrder), typed as they are, so the name compares under the column's
 * collation exactly as the ORDER BY sorts it.
 */
const afterCursor = (cursor: ObligationCursor): SQL =>
  sql`(o.due_date, c.raison_sociale, o.kind, o.period, o.id) > (${cursor.dueDate}::date, ${cursor.raisonSociale}::text, ${cursor.kind}::obligation_kind, ${cursor.period}::text, ${cursor.id}::uuid)`;

/** One page and one row more, to know whether another page follows. Exposed for the benchmark. */
export function obligationPageQuery(filter: ObligationListFilter, today: IsoDate, cursor: ObligationCursor | undefined, limit: number): SQL {
  const where = [...obligationListWhere(filter, today), ...(cursor ? [afterCursor(cursor)] : [])];
  return sql`SELECT ${obligationRowColumns} FROM ${obligationRowFrom} ${whereOf(where)} ORDER BY ${obligationRowOrder} LIMIT ${limit + 1}`;
}

/**
 * How many rows the filters show. Only the search reads the client (its name): without it the
 * count reads client_obligations alone (every row has its client, by the foreign key), from the
 * due-date index where the visibility map allows, instead of joining a month's 30,000 rows to
 * every client at 50,000 clients (265 ms, issue 27).
 */
const countQuery = (filter: ObligationListFilter, today: IsoDate): SQL =>
  sql`SELECT count(*)::int AS total FROM ${filter.q ? listedRowsFrom : sql`client_obligations o`} ${whereOf(obligationListWhere(filter, today))}`;

/** The obligations matching the filters, by due date, client, kind. */
export async function listObligations({ db, filter, today }: { db: DbOrTx; filter: ObligationListFilter; today: IsoDate }): Promise<ObligationRow[]> {
  return (await db.execute<ObligationRow>(listObligationsQuery(filter, today))).rows;
}

type PageRequest = { db: DbOrTx; filter: ObligationListFilter; today: IsoDate; cursor?: ObligationCursor | undefined; limit: number };

/** GET /api/obligations?limit=: the page and, on the first page only, the count, in parallel. */
export async function listObligationPage({ db, filter, today, cursor, limit }: PageRequest): Promise<ObligationPage> {
  const [page, count] = await Promise.all([
    db.execute<ObligationRow>(obligationPageQuery(filter, today, cursor, limit)),
    cursor ? null : db.execute<{ total: number }>(countQuery(filter, today)),
  ]);
  const obligations = page.rows.slice(0, limit);
  const last = obligations.at(-1);
  const more = page.rows.length > limit && last;
  return {
    obligations,
    nextCursor: more ? encodeObligationCursor({ dueDate: last.dueDate, raisonSociale: last.raisonSociale, kind: last.kind, period: last.period, id: last.id }) : null,
    total: count ? (count.rows[0]?.total ?? 0) : null,
  };
}

/**
 * GET /api/obligations/ids: the ids of the rows the filters show, in the list's order, up to
 * `limit` (« Tout sélectionner » on the paged list), and how many there are in all.
 */
export async function listObligationIds({ db, filter, today, limit }: Omit<PageRequest, 'cursor'>): Promise<ObligationIds> {
  const where = whereOf(obligationListWhere(filter, today));
  const [ids, count] = await Promise.all([
    db.execute<{ id: string }>(sql`SELECT o.id FROM ${listedRowsFrom} ${where} ORDER BY ${obligationRowOrder} LIMIT ${limit}`),
    db.execute<{ total: number }>(countQuery(filter, today)),
  ]);
  return { ids: ids.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}
