import { sql, type SQL } from 'drizzle-orm';
import { encodeClientCursor, type ClientCursor, type ClientIds, type ClientListQuery, type ClientPage } from '../../../shared/clients-page.ts';
import type { ClientRow } from '../../../shared/clients.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { clientListWhere } from './client-list-filter.ts';
import { afterClientCursor, clientListOrder, clientSortKey } from './client-list-order.ts';
import { selectClientRow } from './clients.service.ts';

// The Clients page's list paged on the server (decision 0009): at 50,000 clients the whole list
// is 33.6 MB of JSON, which the browser spends seconds reading.

const whereOf = (where: readonly SQL[]): SQL => (where.length > 0 ? sql`WHERE ${sql.join([...where], sql` AND `)}` : sql``);

/** One page and one row more, to know whether another page follows; each row with its sort key. Exposed for the benchmark. */
export function clientPageQuery(query: ClientListQuery, cursor: ClientCursor | undefined, limit: number): SQL {
  const where = [...clientListWhere(query), ...(cursor ? [afterClientCursor(cursor)] : [])];
  return sql`SELECT ${selectClientRow}, ${clientSortKey(query)} AS "sortKey" FROM ${clients} ${whereOf(where)}
    ORDER BY ${clientListOrder(query)} LIMIT ${limit + 1}`;
}

const countQuery = (query: ClientListQuery): SQL => sql`SELECT count(*)::int AS total FROM ${clients} ${whereOf(clientListWhere(query))}`;

/** Every client the filters keep, in the sort's order: GET /api/clients with filters and no page (the CSV export). */
export async function listFilteredClients({ db, query }: { db: DbOrTx; query: ClientListQuery }): Promise<ClientRow[]> {
  const result = await db.execute<ClientRow>(
    sql`SELECT ${selectClientRow} FROM ${clients} ${whereOf(clientListWhere(query))} ORDER BY ${clientListOrder(query)}`,
  );
  return result.rows;
}

type PageRow = ClientRow & { sortKey: string | null };

/** GET /api/clients?limit=: the page and, on the first page only, the count, in parallel. */
export async function listClientPage({ db, query, cursor, limit }: { db: DbOrTx; query: ClientListQuery; cursor?: ClientCursor | undefined; limit: number }): Promise<ClientPage> {
  const [page, count] = await Promise.all([
    db.execute<PageRow>(clientPageQuery(query, cursor, limit)),
    cursor ? null : db.execute<{ total: number }>(countQuery(query)),
  ]);
  const rows = page.rows.slice(0, limit);
  const last = rows.at(-1);
  const more = page.rows.length > limit && last;
  return {
    clients: rows.map(({ sortKey: _key, ...row }) => row),
    nextCursor: more ? encodeClientCursor({ sort: query.sort, order: query.order, key: last.sortKey, id: last.id }) : null,
    total: count ? (count.rows[0]?.total ?? 0) : null,
  };
}

/**
 * GET /api/clients/ids: the ids of the clients the filters keep, in the list's order, up to
 * `limit` (« Tout sélectionner » on the paged list), and how many there are in all.
 */
export async function listClientIds({ db, query, limit }: { db: DbOrTx; query: ClientListQuery; limit: number }): Promise<ClientIds> {
  const [ids, count] = await Promise.all([
    db.execute<{ id: string }>(sql`SELECT ${clients.id} AS id FROM ${clients} ${whereOf(clientListWhere(query))} ORDER BY ${clientListOrder(query)} LIMIT ${limit}`),
    db.execute<{ total: number }>(countQuery(query)),
  ]);
  return { ids: ids.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}
