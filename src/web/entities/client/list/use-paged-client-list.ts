import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { ClientListPage } from '../../../../shared/client-list-page.ts';
import { useLoadedPages } from '../../../lib/paged-list.ts';
import { useDebouncedUrlText } from '../../../lib/use-debounced-url-text.ts';
import { nextSort, zeroCounts, type SortColumn } from './lib/client-rows.ts';
import { sortFromSearch, sortToSearch } from './lib/list-search.ts';
import type { PortfolioSearch } from './lib/portfolio.ts';
import { clientListParams, fetchClientListIds, fetchClientListRows, pagedClientListQueryOptions, type OwnListParams } from './paged-client-list-query.ts';
import type { ClientListState, ListView } from './client-list-state.ts';

type PagedClientListOptions<S extends string> = {
  view: ListView<S>;
  statuses: readonly S[];
  /** The API's path ('/api/compliance') and the pages' cache prefix (['compliance', 'pages']). */
  path: string;
  prefix: readonly string[];
  /** The page's own filters, in the API's names (tab, gap, category…): they key the pages too. */
  own: OwnListParams;
};

const rowsOf = <R>(page: ClientListPage<R>) => page.clients;
const NO_ROWS: readonly never[] = [];

/**
 * A client list paged on the server (decision 0009), as its components read it (tiles, search
 * box, portfolio, sort headers, selection): the server filters, counts and sorts; the rows are
 * the pages loaded so far, the next asked for near the table's end;
 * « Tout sélectionner » asks for the ids, the export for the whole filtered list. A change (a live
 * update, a write) refreshes the loaded pages and the tiles rather than patching rows in.
 */
export function usePagedClientList<R extends { clientId: string }, S extends string>({ view, statuses, path, prefix, own }: PagedClientListOptions<S>): ClientListState<R, S> {
  const { filters, onFiltersChange } = view;
  const writeSearch = useCallback((value: string) => onFiltersChange({ recherche: value.trim() ? value : undefined }, true), [onFiltersChange]);
  const [search, setSearch] = useDebouncedUrlText(filters.recherche ?? '', writeSearch);
  const sort = sortFromSearch(filters);
  const params = clientListParams(filters, own);

  const query = useInfiniteQuery({ ...pagedClientListQueryOptions<R>(prefix, path, params), placeholderData: keepPreviousData });
  const { loaded, rows, total, hasNextPage, handleNearEnd } = useLoadedPages(query, rowsOf<R>, NO_ROWS);
  const tileCounts = query.data?.pages[0]?.counts;
  const counts = useMemo(() => ({ ...zeroCounts(statuses), ...tileCounts }) as Record<S, number>, [statuses, tileCounts]);
  const fetchAllIds = useCallback(() => fetchClientListIds(path, params), [path, params]);
  const fetchRows = useCallback(() => fetchClientListRows<R>(path, params), [path, params]);

  return {
    query: {
      isPending: query.isPending,
      isError: query.isError,
      error: query.error,
      data: loaded ? { rows } : undefined,
      refetch: query.refetch,
    },
    view,
    search,
    setSearch,
    status: filters.statut,
    sort,
    counts,
    rows,
    paged: { total, handleNearEnd, tileCounts: tileCounts ?? {}, fetchAllIds: hasNextPage ? fetchAllIds : undefined, fetchRows },
    handleSort: (column: SortColumn) => onFiltersChange(sortToSearch(nextSort(sort, column)), false),
    handleStatus: (next: S | undefined) => onFiltersChange({ statut: next }, false),
    handleStatusToggle: (tile: S) => onFiltersChange({ statut: tile === filters.statut ? undefined : tile }, false),
    handlePortfolio: (changes: PortfolioSearch) => onFiltersChange(changes, false),
  };
}
