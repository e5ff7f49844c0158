import { keepPreviousData, useInfiniteQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';

import { CLIENT_LIST_PAGE_SIZE, type ClientListIds, type ClientListPage } from '../../../../shared/client-list-page.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { pagedListQueryOptions } from '../../../lib/paged-list.ts';
import { sortFromSearch, type ListFilters } from './lib/list-search.ts';

// A client list paged on the server (decision 0009: Conformité, Facturation électronique) as the
// browser asks for it: the URL's status, sort, search and portfolio, and the page's own filters
// (its tab, a gap, a category), in the API's names. The same params make the page's query key and
// its prefetch's, so the request the route starts is the one the page reads.

/** The page's own params besides the list's (tab, gap, category…), undefined ones left out. */
export type OwnListParams = Readonly<Record<string, string | undefined>>;

/** The filters' query string, in a stable order (it is the cache key). */
export function clientListParams(filters: ListFilters<string>, own: OwnListParams): string {
  const { column, direction } = sortFromSearch(filters);
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ...Object.entries(own),
    ['status', filters.statut],
    ['sort', column],
    ['order', direction],
    ['q', filters.recherche?.trim() || undefined],
    // « Mes clients » is resolved by the server: a shared link shows each reader their own.
    ['mine', filters.mes ? 'true' : undefined],
    ['collaborator', filters.mes ? undefined : filters.collaborateur],
  ];
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, value);
  return params.toString();
}

/** The list's pages under `prefix`, one query per filters' string. */
export const pagedClientListQueryOptions = <R>(prefix: readonly string[], path: string, params: string) => {
  const query = new URLSearchParams(params);
  query.set('limit', String(CLIENT_LIST_PAGE_SIZE));
  return pagedListQueryOptions<ClientListPage<R>, readonly unknown[]>([...prefix, params], path, query);
};

/** Starts the first page's request (a route's prefetch); its errors are the page's to show. */
export function prefetchClientListPage(queryClient: QueryClient, prefix: readonly string[], path: string, params: string) {
  void queryClient.prefetchInfiniteQuery(pagedClientListQueryOptions(prefix, path, params)).catch(() => undefined);
}

/** GET …/ids: every client the filters show (« Tout sélectionner »). */
export const fetchClientListIds = (path: string, params: string) => apiFetch<ClientListIds>(`${path}/ids?${params}`);

/** The whole list under the filters, no page: « Exporter (CSV) » of every row they show, loaded or not. */
export const fetchClientListRows = async <R>(path: string, params: string): Promise<R[]> => (await apiFetch<{ clients: R[] }>(`${path}?${params}`)).clients;

/**
 * The first page of a paged client list under these params, from the cache the list itself fills
 * (the same request): what a page shows beside the list, its tiles' total, Suivi's years.
 */
export function useClientListFirstPage<P extends ClientListPage<unknown>>(prefix: readonly string[], path: string, params: string): P | undefined {
  return useInfiniteQuery({ ...pagedClientListQueryOptions<unknown>(prefix, path, params), placeholderData: keepPreviousData, select: firstPageOf }).data as P | undefined;
}

const firstPageOf = (data: { pages: readonly ClientListPage<unknown>[] }) => data.pages[0];

/** A paged client list's loaded pages, as its infinite query holds them. */
export type ClientListPages<R> = { pages: { clients: R[] }[]; pageParams: unknown[] };

/**
 * One client's row, changed by `update`, in every loaded page of every filters' query under
 * `prefix`: an edit shows at once; a page without the client stays the same object.
 */
export function updateCachedListRow<R extends { clientId: string }>(queryClient: QueryClient, prefix: QueryKey, clientId: string, update: (row: R) => R): void {
  queryClient.setQueriesData<ClientListPages<R>>({ queryKey: prefix }, (current) =>
    current
      ? {
          ...current,
          pages: current.pages.map((page) =>
            page.clients.some((row) => row.clientId === clientId)
              ? { ...page, clients: page.clients.map((row) => (row.clientId === clientId ? update(row) : row)) }
              : page,
          ),
        }
      : current,
  );
}

/** One client's row as the loaded pages under `prefix` hold it, if any page has it. */
export function findCachedListRow<R extends { clientId: string }>(queryClient: QueryClient, prefix: QueryKey, clientId: string): R | undefined {
  for (const [, data] of queryClient.getQueriesData<ClientListPages<R>>({ queryKey: prefix })) {
    const row = data?.pages.flatMap((page) => page.clients).find((item) => item.clientId === clientId);
    if (row) return row;
  }
  return undefined;
}
