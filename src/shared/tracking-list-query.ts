import { z } from 'zod';
import { clientListFilterShape, clientListPageSchema, clientListPageShape } from './client-list-page.ts';
import { refineCursorLimit } from './page-cursor.ts';
import { TRACKING_KINDS, TRACKING_STATUSES, trackingRowSchema } from './tracking.ts';

// GET /api/tracking/:kind's filters (decision 0009: the Suivi lists are paged on the server at
// 50,000 clients, 6.6 MB of JSON whole): the status of the most recent year (what the tiles
// count), the sort, search and portfolio. The kind is the path's: no `tab` here.

/** The columns the list sorts on: the Suivi table sorts its client and SIRET only. */
export const TRACKING_SORT_COLUMNS = ['client', 'siret'] as const;
export type TrackingSortColumn = (typeof TRACKING_SORT_COLUMNS)[number];

const { tab: _tab, ...filterShape } = clientListFilterShape({ tabs: TRACKING_KINDS, statuses: TRACKING_STATUSES, sorts: TRACKING_SORT_COLUMNS });
const trackingFilterObject = z.strictObject(filterShape);

/** GET /api/tracking/:kind/ids: the filters alone. */
export const trackingListQuerySchema = trackingFilterObject;
export type TrackingListQuery = z.infer<typeof trackingListQuerySchema>;
/** GET /api/tracking/:kind: the filters, and `limit` and `cursor` for a page. */
export const trackingPageQuerySchema = trackingFilterObject.extend(clientListPageShape).superRefine(refineCursorLimit);

/** A page of the list, with the kind's years (newest first: the table's columns) on every page. */
export const trackingPageSchema = clientListPageSchema(trackingRowSchema).extend({ years: z.array(z.number().int()) });
export type TrackingPage = z.infer<typeof trackingPageSchema>;
/** The whole list under the filters (no `limit`: the CSV export), with the years. */
export const trackingFilteredListSchema = z.object({ years: z.array(z.number().int()), clients: z.array(trackingRowSchema) });
