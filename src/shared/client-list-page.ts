import { z } from 'zod';
import { CLIENT_ROWS_MESSAGES, clientRowsQuerySchema } from './client-rows-query.ts';
import { BULK_MAX_ROWS } from './bulk.ts';
import { CURSOR_WITHOUT_LIMIT, cursorParam, encodePageCursor, limitParam, refineCursorLimit } from './page-cursor.ts';
import { queryFlag } from './query-flag.ts';
import { SEARCH_MAX_LENGTH } from './search.ts';

// A client list paged on the server (decision 0009: Conformité, Facturation électronique): one row
// per client, its tab's status tiles, its sort, search, portfolio and the page's own filters read
// in SQL. Without `limit`, the whole list under the same filters (the CSV export); without any
// parameter, the whole list as before (versioned, patched by client: a live update's `clients`).

/** Rows per page of such a list, and the most a page may ask. */
export const CLIENT_LIST_PAGE_SIZE = 200;
export const CLIENT_LIST_PAGE_MAX = 500;
/** « Tout sélectionner » selects at most this many clients (the bulk actions' own limit). */
export const CLIENT_LIST_IDS_MAX = BULK_MAX_ROWS;

export const CLIENT_LIST_QUERY_MESSAGES = {
  tab: (tabs: readonly string[]) => `Onglet inconnu (${tabs.join(', ')})`,
  status: 'Statut inconnu pour cet onglet',
  sort: 'Colonne de tri inconnue',
  order: 'Ordre de tri : asc ou desc',
  collaborator: 'Collaborateur inconnu (identifiant attendu)',
  mine: 'mine vaut true ou false',
  text: `La recherche : ${SEARCH_MAX_LENGTH} caractères au maximum`,
  limit: `Taille de page : un nombre entier de 1 à ${CLIENT_LIST_PAGE_MAX}`,
  cursor: 'Curseur de page invalide : rechargez la liste',
  cursorWithoutLimit: CURSOR_WITHOUT_LIMIT,
  clients: CLIENT_ROWS_MESSAGES.ids,
} as const;

/**
 * Where the next page starts: the last row's sort key (null when it has none: those rows come
 * last), its folded name and its client id, the list's whole ORDER BY.
 */
export const clientListCursorSchema = z.strictObject({ key: z.string().max(2000).nullable(), name: z.string(), id: z.uuid() });
export type ClientListCursor = z.infer<typeof clientListCursorSchema>;
export const encodeClientListCursor = (cursor: ClientListCursor): string => encodePageCursor(cursor);

const oneOf = <T extends string>(values: readonly T[], message: string) => z.enum(values as [T, ...T[]], { error: message });

/**
 * The filters every such list takes: the tab (the first by default), its status (`statuses`: every
 * tab's; clientListRefinements checks the tab's), the sort, the search and the portfolio, and
 * `clients` (a live update's few rows). A feature adds its own filters beside them.
 */
export function clientListFilterShape<Tab extends string, Sort extends string>({ tabs, statuses, sorts }: { tabs: readonly [Tab, ...Tab[]]; statuses: readonly string[]; sorts: readonly [Sort, ...Sort[]] }) {
  return {
    tab: oneOf(tabs, CLIENT_LIST_QUERY_MESSAGES.tab(tabs)).default(tabs[0]),
    status: oneOf(statuses, CLIENT_LIST_QUERY_MESSAGES.status).optional(),
    sort: oneOf(sorts, CLIENT_LIST_QUERY_MESSAGES.sort).default(sorts[0]),
    order: z.enum(['asc', 'desc'], { error: CLIENT_LIST_QUERY_MESSAGES.order }).default('asc'),
    q: z.string().trim().max(SEARCH_MAX_LENGTH, { error: CLIENT_LIST_QUERY_MESSAGES.text }).optional(),
    collaborator: z.uuid({ error: CLIENT_LIST_QUERY_MESSAGES.collaborator }).optional(),
    mine: queryFlag(CLIENT_LIST_QUERY_MESSAGES.mine),
    clients: clientRowsQuerySchema.shape.clients,
  };
}

/** A page's params beside the filters. */
export const clientListPageShape = {
  limit: limitParam(CLIENT_LIST_PAGE_MAX, CLIENT_LIST_QUERY_MESSAGES.limit).optional(),
  // The text's length bounds the client's name: a URL stays under 8 kB.
  cursor: cursorParam(clientListCursorSchema, { message: CLIENT_LIST_QUERY_MESSAGES.cursor, maxLength: 6000 }).optional(),
};

type Refinable<Tab extends string> = { tab: Tab; status?: string | undefined; cursor?: unknown; limit?: number | undefined };

/** A status the tab does not count, a cursor without a page size: each a 400 with its French message. */
export const clientListRefinements =
  <Tab extends string>(statusesOf: (tab: Tab) => readonly string[]) =>
  (query: Refinable<Tab>, ctx: z.RefinementCtx) => {
    if (query.status !== undefined && !statusesOf(query.tab).includes(query.status)) ctx.addIssue({ code: 'custom', path: ['status'], message: CLIENT_LIST_QUERY_MESSAGES.status });
    refineCursorLimit(query, ctx);
  };

/**
 * A page: its rows, the next page's cursor (null on the last), and on the first page only the
 * number of rows the filters show (`total`) and the tab's tiles (`counts`: the portfolio's clients
 * under the page's filters, per status or gap, whatever status is chosen).
 */
export const clientListPageSchema = <R extends z.ZodType>(row: R) =>
  z.object({
    clients: z.array(row),
    nextCursor: z.string().nullable(),
    total: z.number().int().nonnegative().nullable(),
    counts: z.record(z.string(), z.number().int().nonnegative()).nullable(),
  });
export type ClientListPage<R> = { clients: R[]; nextCursor: string | null; total: number | null; counts: Record<string, number> | null };

/** GET …/ids: the ids the filters show, in the list's order (CLIENT_LIST_IDS_MAX at most), and how many in all. */
export const clientListIdsSchema = z.object({ ids: z.array(z.uuid()), total: z.number().int().nonnegative() });
export type ClientListIds = z.infer<typeof clientListIdsSchema>;
