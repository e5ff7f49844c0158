import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import type { ClientPage } from '../../../shared/clients-page.ts';
import type { ClientRow } from '../../../shared/clients.ts';
import { clientPagesPrefix, clientRowKey, clientsQueryKey, type ClientsResponse } from './clients-query.ts';

// A write to a client shows at once wherever the browser holds its row: the whole list (the
// pages that read it), the Clients page's loaded pages and its pinned row. The refresh that
// follows (the journal's change, staleOn) then brings the server's order and counts.

type ClientPages = InfiniteData<ClientPage, string | null>;

/** The pages with `change` applied to each page's rows; the same object when no page has the client. */
function changePages(data: ClientPages | undefined, id: string, change: (rows: ClientRow[]) => ClientRow[]): ClientPages | undefined {
  if (!data?.pages.some((page) => page.clients.some((row) => row.id === id))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, clients: change(page.clients) })) };
}

/** Rewrites one client wherever it is cached (a no-op where it is not). */
export function updateCachedClient(queryClient: QueryClient, id: string, update: (row: ClientRow) => ClientRow): void {
  const change = (rows: ClientRow[]) => rows.map((row) => (row.id === id ? update(row) : row));
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, (current) => (current ? { clients: change(current.clients) } : current));
  queryClient.setQueriesData<ClientPages>({ queryKey: clientPagesPrefix }, (current) => changePages(current, id, change));
  queryClient.setQueryData<ClientRow>(clientRowKey(id), (current) => (current ? update(current) : current));
}

export function getCachedClient(queryClient: QueryClient, id: string): ClientRow | undefined {
  const inList = queryClient.getQueryData<ClientsResponse>(clientsQueryKey)?.clients.find((row) => row.id === id);
  if (inList) return inList;
  for (const [, data] of queryClient.getQueriesData<ClientPages>({ queryKey: clientPagesPrefix })) {
    const inPage = data?.pages.flatMap((page) => page.clients).find((row) => row.id === id);
    if (inPage) return inPage;
  }
  return queryClient.getQueryData<ClientRow>(clientRowKey(id));
}

/** A client just created: first in the whole list, and its own row for the Clients page, which pins it on top. */
export function addCachedClient(queryClient: QueryClient, row: ClientRow): void {
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, (current) =>
    current ? { clients: [row, ...current.clients.filter((other) => other.id !== row.id)] } : current,
  );
  queryClient.setQueryData<ClientRow>(clientRowKey(row.id), row);
}

export function removeCachedClient(queryClient: QueryClient, id: string): void {
  const change = (rows: ClientRow[]) => rows.filter((row) => row.id !== id);
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, (current) => (current ? { clients: change(current.clients) } : current));
  queryClient.setQueriesData<ClientPages>({ queryKey: clientPagesPrefix }, (current) => changePages(current, id, change));
  queryClient.removeQueries({ queryKey: clientRowKey(id), exact: true });
}

/**
 * A request that changes the list must not be overwritten by an older refetch landing after it:
 * the Clients page's pages and row included (they sit under the list's key).
 */
export function cancelClientsRefetch(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: clientsQueryKey });
}
