import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { SearchResults } from '../../../../shared/search.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every search answer lives under this key, for invalidation after writes. */
export const searchQueryKey = ['search'] as const;

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...searchQueryKey, q] as const,
    queryFn: ({ signal }) => apiFetch<SearchResults>(`/api/search?${new URLSearchParams({ q }).toString()}`, { signal }),
    staleTime: 10_000,
  });

/** The answer for the typed text; the previous answer stays on screen while the next one loads. */
export function useGlobalSearch(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
