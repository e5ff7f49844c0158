import { z } from 'zod';
import { BULK_MAX_ROWS } from './bulk.ts';
import { CLASSIFICATIONS, clientRowSchema } from './clients.ts';
import { FISCAL_PROFILE_FIELDS } from './obligations/profile.ts';
import { CURSOR_WITHOUT_LIMIT, cursorParam, encodePageCursor, limitParam } from './page-cursor.ts';
import { SEARCH_MAX_LENGTH } from './search.ts';

// GET /api/clients with filters, sort and `limit` (the Clients page at a network's size, issue 27,
// decision 0009): search, filters and sort in SQL, keyset pages, and GET /api/clients/ids for
// « Tout sélectionner ». Without any param GET /api/clients is still the whole list (versioned,
// patched by client) that the other pages read.

/** The Clients grid's sortable columns: its table's, then the fiscal profile's. */
export const CLIENT_SORT_COLUMNS = [
  'numeroClient',
  'raisonSociale',
  'siret',
  'collaborators',
  'classification',
  'status',
  'dateCloture',
  'adresse',
  'codePostal',
  'ville',
  'telephone',
  'email',
  'software',
  ...FISCAL_PROFILE_FIELDS,
] as const;
export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];
export const CLIENT_SORT_ORDERS = ['asc', 'desc'] as const;
export type ClientSortOrder = (typeof CLIENT_SORT_ORDERS)[number];

/** Rows per page of the Clients page, and the most a page may ask. */
export const CLIENT_PAGE_SIZE = 200;
export const CLIENT_PAGE_MAX = 500;
/** « Tout sélectionner » selects at most what one bulk action takes. */
export const CLIENT_IDS_MAX = BULK_MAX_ROWS;

export const CLIENT_LIST_MESSAGES = {
  text: `La recherche : ${SEARCH_MAX_LENGTH} caractères au maximum`,
  collaborator: 'Collaborateur inconnu (identifiant attendu)',
  classification: 'Classification inconnue',
  sort: 'Colonne de tri inconnue',
  order: 'Ordre de tri : asc ou desc',
  limit: `Taille de page : un nombre entier de 1 à ${CLIENT_PAGE_MAX}`,
  cursor: 'Curseur de page invalide : rechargez la liste',
  cursorWithoutLimit: CURSOR_WITHOUT_LIMIT,
  cursorOtherSort: 'Ce curseur de page suit un autre tri : rechargez la liste',
} as const;

/**
 * Where the next page starts: the sort it was written under, the last row's sort key (as the SQL
 * computes it; null for an empty cell, sorted last) and its id. Opaque to the browser.
 */
export const clientCursorSchema = z.strictObject({
  sort: z.enum(CLIENT_SORT_COLUMNS),
  order: z.enum(CLIENT_SORT_ORDERS),
  key: z.string().nullable(),
  id: z.uuid(),
});
export type ClientCursor = z.infer<typeof clientCursorSchema>;

export const encodeClientCursor = (cursor: ClientCursor): string => encodePageCursor(cursor);

/**
 * The Clients page's filters and sort. `q` matches as the page's search box always has
 * (client-search.ts): raison sociale or numéro client containing the text, case and accents
 * ignored, or a SIRET containing the digits typed. `collaborator` keeps their portfolio.
 */
const clientFilterObject = z.strictObject({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, { error: CLIENT_LIST_MESSAGES.text }).optional(),
  collaborator: z.uuid({ error: CLIENT_LIST_MESSAGES.collaborator }).optional(),
  classification: z.enum(CLASSIFICATIONS, { error: CLIENT_LIST_MESSAGES.classification }).optional(),
  sort: z.enum(CLIENT_SORT_COLUMNS, { error: CLIENT_LIST_MESSAGES.sort }).default('raisonSociale'),
  order: z.enum(CLIENT_SORT_ORDERS, { error: CLIENT_LIST_MESSAGES.order }).default('asc'),
});

/** GET /api/clients/ids takes the filters and sort alone. */
export const clientListQuerySchema = clientFilterObject;
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/**
 * GET /api/clients: with `limit`, one page (and the total without a cursor); with the previous
 * page's nextCursor (same filters and sort), the page after it. Without `limit`, every client the
 * filters keep, in the sort's order (the CSV export).
 */
export const clientPageQuerySchema = clientFilterObject
  .extend({
    limit: limitParam(CLIENT_PAGE_MAX, CLIENT_LIST_MESSAGES.limit).optional(),
    // The text's length bounds the sort key (a name, an address: whatever length an import let in).
    cursor: cursorParam(clientCursorSchema, { message: CLIENT_LIST_MESSAGES.cursor, maxLength: 6000 }).optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.cursor) return;
    if (query.limit === undefined) ctx.addIssue({ code: 'custom', path: ['cursor'], message: CLIENT_LIST_MESSAGES.cursorWithoutLimit });
    else if (query.cursor.sort !== query.sort || query.cursor.order !== query.order) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: CLIENT_LIST_MESSAGES.cursorOtherSort });
    }
  });
export type ClientPageQuery = z.infer<typeof clientPageQuerySchema>;

/** A page: `total` counts every client the filters keep, on the first page only; `nextCursor` is null on the last. */
export const clientPageSchema = z.object({
  clients: z.array(clientRowSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative().nullable(),
});
export type ClientPage = z.infer<typeof clientPageSchema>;

/** GET /api/clients/ids: the ids the filters keep, in the sort's order (CLIENT_IDS_MAX at most), and how many in all. */
export const clientIdsSchema = z.object({ ids: z.array(z.uuid()), total: z.number().int().nonnegative() });
export type ClientIds = z.infer<typeof clientIdsSchema>;
