import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { CLIENT_PAGE_SIZE, type ClientIds, type ClientPage, type ClientSortColumn, type ClientSortOrder } from '../../../../shared/clients-page.ts';
import type { Classification, ClientRow } from '../../../../shared/clients.ts';
import { clientPagesPrefix, clientRowKey, clientsViewPrefix, type ClientsResponse } from '../../../entities/client/clients-query.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { pagedListQueryOptions } from '../../../lib/paged-list.ts';

/** What the Clients page shows, as GET /api/clients takes it: search, filters and sort. */
export type ClientListFilters = {
  q: string;
  collaborator: string | undefined;
  classification: Classification | undefined;
  sort: ClientSortColumn;
  order: ClientSortOrder;
};

/** The filters as a query string, the sort always in it: without any param GET /api/clients is the whole list. */
export function clientListParams({ q, collaborator, classification, sort, order }: ClientListFilters): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (collaborator) params.set('collaborator', collaborator);
  if (classification) params.set('classification', classification);
  params.set('sort', sort);
  params.set('order', order);
  return params.toString();
}

const pageParams = (params: string) => {
  const query = new URLSearchParams(params);
  query.set('limit', String(CLIENT_PAGE_SIZE));
  return query;
};

export const clientPagesKey = (params: string) => [...clientPagesPrefix, params] as const;

export const clientPagesQueryOptions = (params: string) =>
  pagedListQueryOptions<ClientPage, ReturnType<typeof clientPagesKey>>(clientPagesKey(params), '/api/clients', pageParams(params));

// The previous filter's rows stay on screen while the new ones load, so the grid does not flash.
export const useClientPages = (params: string) => useInfiniteQuery({ ...clientPagesQueryOptions(params), placeholderData: keepPreviousData });

/** GET /api/clients/ids: every client the filters show, for « Tout sélectionner ». */
export const fetchClientIds = (params: string) => apiFetch<ClientIds>(`/api/clients/ids?${params}`);

/** Every client the filters show, loaded or not, in the grid's order: « Exporter (CSV) ». */
export const fetchAllClients = async (params: string): Promise<ClientRow[]> => (await apiFetch<ClientsResponse>(`/api/clients?${params}`)).clients;

/** One client, the one just added, which the page keeps on top until the view changes. */
export const useClientRow = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: clientRowKey(id ?? ''),
      queryFn: ({ signal }) => apiFetch<ClientRow>(`/api/clients/${id ?? ''}`, { signal }),
      enabled: id !== null,
      retry: false,
    }),
  );

const clientCountKey = [...clientsViewPrefix, 'count'] as const;

/**
 * How many clients the firm has, whatever the filters: « (filtrés parmi N) », asked for only when
 * the view is filtered. Unfiltered, the view's own total is that number (`unfilteredTotal`): kept
 * as the count, so the first search of the page asks for its rows alone, not for the count beside.
 */
export function useClientCount({ isFiltered, unfilteredTotal }: { isFiltered: boolean; unfilteredTotal: number | undefined }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (unfilteredTotal !== undefined) queryClient.setQueryData(clientCountKey, unfilteredTotal);
  }, [queryClient, unfilteredTotal]);
  return useQuery({
    queryKey: clientCountKey,
    queryFn: async ({ signal }) => (await apiFetch<ClientPage>('/api/clients?limit=1', { signal })).total ?? 0,
    enabled: isFiltered,
  });
}
