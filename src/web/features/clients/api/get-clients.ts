import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Shared with the Logiciels page, which caches the same request under the same key and shape. */
export const clientsQueryKey = ['clients'] as const;
export type ClientsResponse = { clients: ClientRow[] };

// Not zod-parsed: 10,000 rows from our own API, typed by the shared contract.
export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: clientsQueryKey,
    queryFn: ({ signal }) => apiFetch<ClientsResponse>('/api/clients', { signal }),
  });

export const useClients = () => useQuery(clientsQueryOptions());
