import { z } from 'zod';
import { clientListFilterShape, clientListPageSchema, clientListPageShape } from './client-list-page.ts';
import { refineCursorLimit } from './page-cursor.ts';
import { softwareClientRowSchema } from './software.ts';

// GET /api/software/clients's filters (decision 0009: Logiciels' « Clients actifs » is paged on the
// server; at 50,000 clients its 7.5 MB whole left the page's first content at 1.75 × the
// Dashboard's, warm): the software a card filters on, the sort, search and portfolio. The tiles
// are the software cards' counts: no tab, no status.

/** The columns the list sorts on: the table sorts its client and SIRET only. */
export const SOFTWARE_CLIENT_SORT_COLUMNS = ['client', 'siret'] as const;
export type SoftwareClientSortColumn = (typeof SOFTWARE_CLIENT_SORT_COLUMNS)[number];

const { tab: _tab, status: _status, ...filterShape } = clientListFilterShape({ tabs: ['clients'], statuses: [], sorts: SOFTWARE_CLIENT_SORT_COLUMNS });

/** GET /api/software/clients: the filters (`software`: a card's software id), and `limit` and `cursor` for a page. */
export const softwareClientPageQuerySchema = z
  .strictObject({ ...filterShape, software: z.uuid({ error: 'Logiciel inconnu (identifiant attendu)' }).optional(), ...clientListPageShape })
  .superRefine(refineCursorLimit);
export type SoftwareClientListQuery = Omit<z.infer<typeof softwareClientPageQuerySchema>, 'limit' | 'cursor'>;

/** A page; its `counts` are the scope's active clients per software id (the cards' counts within a portfolio). */
export const softwareClientPageSchema = clientListPageSchema(softwareClientRowSchema);
/** The whole list under the filters (no `limit`), as the other paged client lists answer it. */
export const softwareClientFilteredListSchema = z.object({ clients: z.array(softwareClientRowSchema) });
