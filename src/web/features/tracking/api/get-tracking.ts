import type { QueryClient } from '@tanstack/react-query';

import type { HistoryEntry } from '../../../../shared/authorizations.ts';
import type { TrackingKind } from '../../../../shared/tracking.ts';
import type { TrackingPage } from '../../../../shared/tracking-list-query.ts';
import type { ListFilters } from '../../../entities/client/list/lib/list-search.ts';
import { clientListParams, prefetchClientListPage, useClientListFirstPage } from '../../../entities/client/list/paged-client-list-query.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const trackingRootKey = ['tracking'] as const;

/**
 * A kind's list, paged on the server (decision 0009: 6.6 MB of JSON at 50,000 clients), cached
 * page by page under one key per kind and filters; a change refreshes the loaded pages.
 */
export const trackingPagesRoot = [...trackingRootKey, 'pages'] as const;
export const trackingPagesPrefix = (kind: TrackingKind) => [...trackingPagesRoot, kind] as const;
export const trackingPath = (kind: TrackingKind) => `/api/tracking/${kind}`;

/** The URL's filters as GET /api/tracking/:kind takes them (the kind is the path's). */
export const trackingListParams = (filters: ListFilters<string>) => clientListParams(filters, {});

/** The route's prefetch: the first page of the kind the URL names. */
export const prefetchTrackingPage = (queryClient: QueryClient, kind: TrackingKind, filters: ListFilters<string>) =>
  prefetchClientListPage(queryClient, trackingPagesPrefix(kind), trackingPath(kind), trackingListParams(filters));

const NO_YEARS: readonly number[] = [];

/**
 * The kind's years, newest first (the table's columns), and the tiles of the most recent year, as
 * the first page of the list under these filters gives them: the same request, from the cache.
 */
export function useTrackingFirstPage(kind: TrackingKind, filters: ListFilters<string>) {
  const first = useClientListFirstPage<TrackingPage>(trackingPagesPrefix(kind), trackingPath(kind), trackingListParams(filters));
  return { years: first?.years ?? NO_YEARS, counts: first?.counts ?? undefined };
}

export const trackingHistoryRootKey = ['tracking-history'] as const;
export const trackingHistoryQueryKey = (kind: TrackingKind, clientId: string, year: number) =>
  [...trackingHistoryRootKey, kind, clientId, year] as const;

export const fetchTrackingHistory = (kind: TrackingKind, clientId: string, year: number, signal: AbortSignal) =>
  apiFetch<{ entries: HistoryEntry[] }>(`/api/tracking/${kind}/${clientId}/${year}/history`, { signal }).then(
    (body) => body.entries,
  );
