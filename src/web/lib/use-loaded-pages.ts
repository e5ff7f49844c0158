import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** A page of a list paged on the server (decision 0009): its total comes with the first page only. */
type Page = { total: number | null };

/**
 * The rows of a server-paged list loaded so far, in order, how many the filters show in all, and
 * the next page asked for when the table nears its end (Tâches, Échéances). `rowsOf` must be
 * stable (module-level).
 */
export function useLoadedPages<P extends Page, R>(query: UseInfiniteQueryResult<InfiniteData<P>>, rowsOf: (page: P) => readonly R[], none: readonly R[]) {
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap(rowsOf) ?? none, [pages, rowsOf, none]);
  const total = pages?.[0]?.total ?? rows.length;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const handleNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { loaded: pages !== undefined, rows, total, hasNextPage, handleNearEnd };
}
