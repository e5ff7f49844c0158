import { queryOptions } from '@tanstack/react-query';

import type { HistoryEntry } from '../../../../shared/authorizations.ts';
import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/e-invoicing, as the API answers it. */
export type EInvoicingList = { clients: EInvoicingRow[] };

export const eInvoicingRootKey = ['e-invoicing'] as const;

// One list for both tabs. Not zod-parsed: 10,000 rows from our own API, typed by the shared contract.
export const eInvoicingQueryOptions = () =>
  queryOptions({
    queryKey: eInvoicingRootKey,
    queryFn: ({ signal }) => apiFetch<EInvoicingList>('/api/e-invoicing', { signal }),
  });

/** The list as the client lists read it (useClientList): its rows. Module-level, so the selection is memoised. */
export const selectRows = (list: EInvoicingList) => ({ rows: list.clients });

// Its own root, so that cancelling or invalidating the list leaves the open history alone.
export const eInvoicingHistoryRootKey = ['e-invoicing-history'] as const;
export const eInvoicingHistoryQueryKey = (clientId: string) => [...eInvoicingHistoryRootKey, clientId] as const;

export const fetchEInvoicingHistory = (clientId: string, signal: AbortSignal) =>
  apiFetch<{ entries: HistoryEntry[] }>(`/api/e-invoicing/${clientId}/history`, { signal }).then((body) => body.entries);
