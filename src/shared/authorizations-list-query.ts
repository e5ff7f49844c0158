import { z } from 'zod';
import { AUTHORIZATION_KINDS, AUTHORIZATION_STATUSES, authorizationRowSchema } from './authorizations.ts';
import { clientListFilterShape, clientListPageSchema, clientListPageShape } from './client-list-page.ts';
import { refineCursorLimit } from './page-cursor.ts';

// GET /api/authorizations/:kind's filters (decision 0009: the Habilitations and Banque lists are
// paged on the server at 50,000 clients, 8.1 MB of JSON whole): the status (what the tiles
// count), the sort, search and portfolio. The kind is the path's: no `tab` here.

/** The columns the list sorts on: the authorisation table sorts its client and SIRET only. */
export const AUTHORIZATION_SORT_COLUMNS = ['client', 'siret'] as const;
export type AuthorizationSortColumn = (typeof AUTHORIZATION_SORT_COLUMNS)[number];

const { tab: _tab, ...filterShape } = clientListFilterShape({ tabs: AUTHORIZATION_KINDS, statuses: AUTHORIZATION_STATUSES, sorts: AUTHORIZATION_SORT_COLUMNS });
const authorizationFilterObject = z.strictObject(filterShape);

/** GET /api/authorizations/:kind/ids: the filters alone. */
export const authorizationListQuerySchema = authorizationFilterObject;
export type AuthorizationListQuery = z.infer<typeof authorizationListQuerySchema>;
/** GET /api/authorizations/:kind: the filters, and `limit` and `cursor` for a page. */
export const authorizationPageQuerySchema = authorizationFilterObject.extend(clientListPageShape).superRefine(refineCursorLimit);

export const authorizationPageSchema = clientListPageSchema(authorizationRowSchema);
/** The whole list under the filters (no `limit`: the CSV export). */
export const authorizationFilteredListSchema = z.object({ clients: z.array(authorizationRowSchema) });
