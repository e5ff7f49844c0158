import { sql, type SQL } from 'drizzle-orm';
import { encodeClientListCursor, type ClientListCursor, type ClientListIds, type ClientListPage } from '../../shared/client-list-page.ts';
import { escapeLike, normalizeSearchText, searchDigits } from '../../shared/search.ts';
import type { DbOrTx } from '../db/client.ts';
import { afterKeys, keysetOrder, type SortKey } from '../db/keyset.ts';

// A client list paged on the server (decision 0009; shared/client-list-page.ts): a feature gives
// its rows as one subquery and its filters, tiles and sort key as conditions on it; this reads a
// page in the list's order, its total and tiles, the ids « Tout sélectionner » takes, or the whole
// list under the filters (the CSV export). Conformité and Facturation électronique use it.

/**
 * The rows, as a subquery aliased `r` by the reader: one per client, with the answer's columns
 * under the API's names, and `"clientId"`, `name_key` (the folded raison sociale, COLLATE "C":
 * clients.name_folded), `siret` and `numero_key` (the folded numéro: clients.numero_folded) for
 * the order and the search.
 */
export type ClientListSource = { rows: SQL; fields: readonly string[] };

export type ClientListRequest = {
  /** What both the table and the tiles keep (the portfolio, the page's own filters): conditions on `r`. */
  scope: readonly SQL[];
  /** What the table keeps besides (the tile's own filter, the search). */
  where: readonly SQL[];
  /** What the tiles keep besides (Conformité's gaps: the chosen level). */
  tileWhere: readonly SQL[];
  tiles: readonly { code: string; when: SQL }[];
  /**
   * The sort column's key, text (null: no value, last either way); equal keys stand by name, then
   * id. BY_NAME for the client column.
   */
  sort: { key: SQL; direction: 'asc' | 'desc' };
};

/**
 * The client column's sort key, the folded name: the list in its own order, by name then id both
 * the same way, which the clients' order index (name_folded COLLATE "C", id) reads in order, so a
 * page at 50,000 clients reads its 200 rows instead of sorting them all (40 ms, then 2).
 */
export const BY_NAME: SQL = sql`r.name_key`;

/** The client is in the collaborator's portfolio (client_collaborators), as on every client list. */
export const inPortfolioOf = (collaboratorId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM client_collaborators cc WHERE cc.client_id = r."clientId" AND cc.collaborator_id = ${collaboratorId}::uuid)`;

/** The columns the client lists' search reads: the folded raison sociale and numéro (clients.name_folded, numero_folded) and the SIRET. */
export type ClientSearchColumns = { name: SQL; numero: SQL; siret: SQL };

/** The paged lists' subquery `r` (ClientListSource). */
const LIST_SEARCH_COLUMNS: ClientSearchColumns = { name: sql`r.name_key`, numero: sql`r.numero_key`, siret: sql`r.siret` };

/**
 * Every client list's search box, the Clients page's and the paged lists' (SPEC §2 and §5, as
 * shared/client-search.ts matches it in the browser): the raison sociale or the numéro client
 * containing the text, case and accents aside, or the SIRET containing it once spaces are dropped.
 * The text is folded by the same functions as the columns (f_unaccent(lower())), so 'œ' or 'ß'
 * fold alike on both sides; % and _ stay literal. The SIRET is tried only for digits: SIRETs are
 * stored as bare digits, so no other text can be in one, and each of the two or three tests reads
 * its own trigram index (a BitmapOr of lookups when few clients match). Null when there is nothing
 * to search for (no text, or only spaces).
 */
export function clientSearchCondition(q: string | undefined, columns: ClientSearchColumns = LIST_SEARCH_COLUMNS): SQL | null {
  const text = normalizeSearchText(q ?? '');
  if (!text) return null;
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(text)})) || '%'`;
  const digits = searchDigits(text);
  const siret = digits === null ? [] : [sql`${columns.siret} LIKE ${`%${digits}%`}`];
  return sql`(${sql.join([sql`${columns.name} LIKE ${pattern}`, sql`${columns.numero} LIKE ${pattern}`, ...siret], sql` OR `)})`;
}

/** The portfolio a request names: a collaborator, or « Mes clients » resolved to the acting user. */
export function portfolioConditions({ collaborator, mine }: { collaborator?: string | undefined; mine: boolean }, userId: string): SQL[] {
  return [...(collaborator ? [inPortfolioOf(collaborator)] : []), ...(mine ? [inPortfolioOf(userId)] : [])];
}

const whereOf = (where: readonly SQL[]): SQL => (where.length > 0 ? sql`WHERE ${sql.join([...where], sql` AND `)}` : sql``);
const allOf = (conditions: readonly SQL[]): SQL => (conditions.length > 0 ? sql.join([...conditions], sql` AND `) : sql`true`);
/** The table's conditions. */
const rowsWhere = (request: ClientListRequest) => [...request.scope, ...request.where];
const keyOf = (sort: ClientListRequest['sort']) => sql`(${sort.key}) COLLATE "C"`;

/**
 * The list's order as keyset keys (db/keyset.ts): rows without a value last either way, the
 * column's key, then by name and id, ascending whatever the direction (ties stay by name).
 */
const sortKeys = (sort: ClientListRequest['sort']): SortKey[] =>
  sort.key === BY_NAME
    ? [
        { expr: BY_NAME, desc: sort.direction === 'desc' },
        { expr: sql`r."clientId"`, desc: sort.direction === 'desc' },
      ]
    : [
        { expr: sql`(${keyOf(sort)} IS NULL)`, desc: false },
        { expr: sql`coalesce(${keyOf(sort)}, '')`, desc: sort.direction === 'desc' },
        { expr: sql`r.name_key`, desc: false },
        { expr: sql`r."clientId"`, desc: false },
      ];

const orderOf = (sort: ClientListRequest['sort']): SQL => keysetOrder(sortKeys(sort));

/** The rows after the cursor in orderOf's order. */
const afterCursor = (sort: ClientListRequest['sort'], cursor: ClientListCursor): SQL =>
  afterKeys(
    sortKeys(sort),
    sort.key === BY_NAME
      ? [sql`${cursor.name}`, sql`${cursor.id}::uuid`]
      : [sql`${cursor.key === null}`, sql`${cursor.key ?? ''}`, sql`${cursor.name}`, sql`${cursor.id}::uuid`],
  );

const selectFields = (source: ClientListSource) => sql.join(source.fields.map((field) => sql.raw(`r."${field}"`)), sql`, `);

type Sorted = Record<string, unknown> & { sort_key: string | null; name_key: string; clientId: string };

const withoutOrder = ({ sort_key: _key, name_key: _name, ...row }: Sorted) => row;

async function countOf(db: DbOrTx, source: ClientListSource, where: readonly SQL[]): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${source.rows}) r ${whereOf(where)}`);
  return rows[0]?.total ?? 0;
}

/** The table's total and each tile's count, in one pass over the scope's rows. */
async function totalAndTiles(db: DbOrTx, source: ClientListSource, request: ClientListRequest): Promise<{ total: number; counts: Record<string, number> }> {
  const tileWhere = allOf(request.tileWhere);
  const tiles = request.tiles.map((tile, index) => sql`, count(*) FILTER (WHERE ${tileWhere} AND ${tile.when})::int AS ${sql.raw(`"t${index}"`)}`);
  const { rows } = await db.execute<Record<string, number>>(
    sql`SELECT count(*) FILTER (WHERE ${allOf(request.where)})::int AS total${sql.join(tiles, sql``)} FROM (${source.rows}) r ${whereOf(request.scope)}`,
  );
  const [counts] = rows;
  return { total: counts?.total ?? 0, counts: Object.fromEntries(request.tiles.map((tile, index) => [tile.code, counts?.[`t${index}`] ?? 0])) };
}

type PageRequest = { db: DbOrTx; source: ClientListSource; request: ClientListRequest; cursor?: ClientListCursor | undefined; limit: number };

/** One page and, without a cursor (the first page), the total and the tiles, the two reads in parallel. */
export async function readClientListPage<R>({ db, source, request, cursor, limit }: PageRequest): Promise<ClientListPage<R>> {
  const where = [...rowsWhere(request), ...(cursor ? [afterCursor(request.sort, cursor)] : [])];
  const [page, counted] = await Promise.all([
    db.execute<Sorted>(
      sql`SELECT ${selectFields(source)}, ${keyOf(request.sort)} AS sort_key, r.name_key FROM (${source.rows}) r ${whereOf(where)} ORDER BY ${orderOf(request.sort)} LIMIT ${limit + 1}`,
    ),
    cursor ? null : totalAndTiles(db, source, request),
  ]);
  const rows = page.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    clients: rows.map(withoutOrder) as R[],
    nextCursor: page.rows.length > limit && last ? encodeClientListCursor({ key: last.sort_key, name: last.name_key, id: last.clientId }) : null,
    total: counted?.total ?? null,
    counts: counted?.counts ?? null,
  };
}

/** Every row the filters show, in the list's order (the CSV export). */
export async function readClientList<R>({ db, source, request }: Omit<PageRequest, 'cursor' | 'limit'>): Promise<R[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`SELECT ${selectFields(source)} FROM (${source.rows}) r ${whereOf(rowsWhere(request))} ORDER BY ${orderOf(request.sort)}`);
  return rows as R[];
}

/** The ids the filters show, in the list's order, up to `limit` (« Tout sélectionner »), and how many in all. */
export async function readClientListIds({ db, source, request, limit }: Omit<PageRequest, 'cursor'>): Promise<ClientListIds> {
  const [ids, total] = await Promise.all([
    db.execute<{ clientId: string }>(sql`SELECT r."clientId" FROM (${source.rows}) r ${whereOf(rowsWhere(request))} ORDER BY ${orderOf(request.sort)} LIMIT ${limit}`),
    countOf(db, source, rowsWhere(request)),
  ]);
  return { ids: ids.rows.map((row) => row.clientId), total };
}
