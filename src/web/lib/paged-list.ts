import { infiniteQueryOptions, type InfiniteData, type QueryKey, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { apiFetch } from './api-client.ts';

// A list paged on the server (decision 0009: Tâches, Échéances) as the browser reads it: pages
// asked one after another with the previous page's cursor, the total with the first page only.

/** A page of such a list. */
type Page = { total: number | null; nextCursor: string | null };

/**
 * The list's infinite query: `path?params`, then the same with the previous page's cursor; not
 * zod-parsed (our own API, typed by the shared contract).
 */
export const pagedListQueryOptions = <P extends Page, K extends QueryKey>(queryKey: K, path: string, params: URLSearchParams) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(params);
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<P>(`${path}?${query.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.nextCursor,
  });

/**
 * The rows of a server-paged list loaded so far, in order, how many the filters show in all, and
 * the next page asked for when the table nears its end. `rowsOf` must be stable (module-level).
 */
export function useLoadedPages<P extends Page, R>(query: UseInfiniteQueryResult<InfiniteData<P>>, rowsOf: (page: P) => readonly R[], none: readonly R[]) {
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap(rowsOf) ?? none, [pages, rowsOf, none]);
  const total = pages?.[0]?.total ?? rows.length;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const handleNearEnd = useCallback(() => {
    // A table may call again before isFetchingNextPage says so: the page under way is kept, not
    // cancelled and asked again (fetchNextPage's default).
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { loaded: pages !== undefined, rows, total, hasNextPage, handleNearEnd };
}
