import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import type { ClientHistoryPage } from '../../../../shared/client-sheet.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { clientHistoryQueryKey } from '../../../entities/client/client-sheet-query-key.ts';

/** The client's journal page by page; each page's cursor is the last entry of the one before. */
export const clientHistoryQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: clientHistoryQueryKey(clientId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<ClientHistoryPage>(`/api/clients/${clientId}/history${pageParam === null ? '' : `?before=${pageParam}`}`, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });

export const useClientHistory = (clientId: string) => useInfiniteQuery(clientHistoryQueryOptions(clientId));
