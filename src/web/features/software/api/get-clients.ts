import { queryOptions } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Shared with the Clients page, which caches the same request under the same key and shape. */
export const clientsQueryKey = ['clients'] as const;
export type ClientsResponse = { clients: ClientRow[] };

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: clientsQueryKey,
    queryFn: ({ signal }) => apiFetch<ClientsResponse>('/api/clients', { signal }),
  });
