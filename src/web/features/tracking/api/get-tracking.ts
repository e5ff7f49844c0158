import { queryOptions, useQuery } from '@tanstack/react-query';

import type { HistoryEntry } from '../../../../shared/authorizations.ts';
import type { TrackingKind, TrackingRow } from '../../../../shared/tracking.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type TrackingList = { years: number[]; rows: TrackingRow[] };

/** Also invalidated by the URSSAF habilitation tab: pas_necessaire hides a client from 3 EN 1. */
export const trackingRootKey = ['tracking'] as const;
export const trackingQueryKey = (kind: TrackingKind) => [...trackingRootKey, kind] as const;

// Not zod-parsed: 10,000 rows from our own API, typed by the shared contract.
export const trackingQueryOptions = (kind: TrackingKind) =>
  queryOptions({
    queryKey: trackingQueryKey(kind),
    queryFn: ({ signal }) => apiFetch<TrackingList>(`/api/tracking/${kind}`, { signal }),
  });

export const useTracking = (kind: TrackingKind) => useQuery(trackingQueryOptions(kind));

export const trackingHistoryRootKey = ['tracking-history'] as const;
export const trackingHistoryQueryKey = (kind: TrackingKind, clientId: string, year: number) =>
  [...trackingHistoryRootKey, kind, clientId, year] as const;

export const fetchTrackingHistory = (kind: TrackingKind, clientId: string, year: number, signal: AbortSignal) =>
  apiFetch<{ entries: HistoryEntry[] }>(`/api/tracking/${kind}/${clientId}/${year}/history`, { signal }).then(
    (body) => body.entries,
  );
