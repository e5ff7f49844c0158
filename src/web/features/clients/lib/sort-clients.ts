import type { ClientSortOrder } from '../../../../shared/clients-page.ts';
import type { SortableColumn } from './client-columns.ts';

// The sort itself runs on the server (GET /api/clients?sort=&order=, client-list-order.ts): each
// column by the text its cell shows, case and accents ignored, empty cells last.

export type SortDirection = ClientSortOrder;
export type ClientSort = { column: SortableColumn; direction: SortDirection };

export const DEFAULT_SORT: ClientSort = { column: 'raisonSociale', direction: 'asc' };
