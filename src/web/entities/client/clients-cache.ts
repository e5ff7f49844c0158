import type { QueryClient } from '@tanstack/react-query';

import type { ClientRow } from '../../../shared/clients.ts';
import { clientsQueryKey, type ClientsResponse } from './clients-query.ts';

/** Rewrites one client of the cached list (a no-op when the list or the client is not there). */
export function updateCachedClient(queryClient: QueryClient, id: string, update: (row: ClientRow) => ClientRow): void {
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, (current) =>
    current ? { clients: current.clients.map((row) => (row.id === id ? update(row) : row)) } : current,
  );
}

export function getCachedClient(queryClient: QueryClient, id: string): ClientRow | undefined {
  return queryClient.getQueryData<ClientsResponse>(clientsQueryKey)?.clients.find((row) => row.id === id);
}

export function addCachedClient(queryClient: QueryClient, row: ClientRow): void {
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, (current) =>
    current ? { clients: [row, ...current.clients.filter((other) => other.id !== row.id)] } : current,
  );
}

export function removeCachedClient(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, (current) =>
    current ? { clients: current.clients.filter((row) => row.id !== id) } : current,
  );
}

/** A request that changes the list must not be overwritten by an older refetch landing after it. */
export function cancelClientsRefetch(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: clientsQueryKey });
}
