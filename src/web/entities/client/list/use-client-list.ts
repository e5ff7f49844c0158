import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';

import type { SearchableClient } from '../../../../shared/client-search.ts';
import type { AllIds } from '../../../components/selection/use-row-selection.ts';
import { useDebouncedUrlText } from '../../../lib/use-debounced-url-text.ts';
import {
  countByStatus,
  filterRows,
  nextSort,
  sortRows,
  zeroCounts,
  type RowSort,
  type SortColumn,
  type SortKeys,
} from './lib/client-rows.ts';
import { sortFromSearch, sortToSearch, type ListFilters, type SetListFilters } from './lib/list-search.ts';
import { inPortfolio, type PortfolioSearch } from './lib/portfolio.ts';
import type { Portfolio } from './use-portfolio.ts';

/** A list's URL params, how to change them, and the portfolio they name: what a page gives a tab. */
export type ListView<S extends string> = {
  filters: ListFilters<S>;
  onFiltersChange: SetListFilters<S>;
  portfolio: Portfolio;
};

/** What a page gives one tab of a tabbed client list (Habilitations, Banque, Suivi). */
export type ListTabProps<Kind extends string, S extends string> = {
  kind: Kind;
  /** The tab's name ('Impôts', 'CFE'), for labels. */
  kindLabel: string;
  view: ListView<S>;
};

/** A row of a follow-up list: one client. */
type ClientListRow = SearchableClient & { clientId: string };

/** The list's request: its rows, and what ListQueryState shows while they load or fail. */
export type ListQuery<R> = Pick<UseQueryResult<{ rows: readonly R[] }>, 'isPending' | 'isError' | 'data' | 'error'> & { refetch: () => Promise<unknown> };

/** What a list paged on the server adds (use-paged-client-list.ts). */
export type PagedListState<R> = {
  /** How many rows the filters show in all (the rows are those loaded so far). */
  total: number;
  /** The table nears its end: the next page. */
  handleNearEnd: () => void;
  /** The server's tiles, by code (a status, or a gap on Conformité's « Contrôle qualité »). */
  tileCounts: Readonly<Record<string, number>>;
  /** « Tout sélectionner » while pages remain: every id the filters show. */
  fetchAllIds: (() => Promise<AllIds>) | undefined;
  /** Every row the filters show, loaded or not (the CSV export). */
  fetchRows: () => Promise<R[]>;
};

type ClientListOptions<R extends ClientListRow, S extends string> = {
  query: ListQuery<R>;
  view: ListView<S>;
  statuses: readonly S[];
  /** The status the tiles count and filter on; none (every count 0) for Suivi without a year. */
  statusOf: ((row: R) => S) | undefined;
  /** The list's own sortable columns besides client and SIRET (stable: memoised or module-level). */
  sortKeys?: SortKeys<R>;
  /**
   * The list's own filters besides the portfolio (a category, a platform): they narrow what the
   * tiles count as the portfolio does. Memoised on the filters' values.
   */
  scope?: (row: R) => boolean;
};

const clientIdOf = (row: ClientListRow) => row.clientId;
const NO_ROWS: readonly never[] = [];

export type ClientListState<R, S extends string> = {
  query: ListQuery<R>;
  view: ListView<S>;
  search: string;
  setSearch: (value: string) => void;
  status: S | undefined;
  sort: RowSort;
  counts: Record<S, number>;
  /** Sorted, searched and filtered: what the table shows (paged: the pages loaded so far). */
  rows: readonly R[];
  /** Set when the list is paged on the server. */
  paged?: PagedListState<R>;
  handleSort: (column: SortColumn) => void;
  handleStatus: (next: S | undefined) => void;
  handleStatusToggle: (tile: S) => void;
  handlePortfolio: (changes: PortfolioSearch) => void;
};

/**
 * What a client list derives from its URL: the portfolio's rows (what the tiles count), then
 * sorted, searched and filtered on a status (what the table shows). The search box answers every
 * keystroke; the URL and the 10,000-row filter follow.
 */
export function useClientList<R extends ClientListRow, S extends string>({
  query,
  view,
  statuses,
  statusOf,
  sortKeys,
  scope,
}: ClientListOptions<R, S>): ClientListState<R, S> {
  const { filters, onFiltersChange, portfolio } = view;
  const all = query.data?.rows ?? NO_ROWS;
  const clientIds = portfolio.clientIds;
  const writeSearch = useCallback(
    (value: string) => onFiltersChange({ recherche: value.trim() ? value : undefined }, true),
    [onFiltersChange],
  );
  const [search, setSearch] = useDebouncedUrlText(filters.recherche ?? '', writeSearch);
  const deferredSearch = useDeferredValue(search);
  const status = statusOf ? filters.statut : undefined;
  const sort = sortFromSearch(filters);

  const scoped = useMemo(() => {
    const portfolioRows = inPortfolio(all, clientIds, clientIdOf);
    return scope ? portfolioRows.filter(scope) : portfolioRows;
  }, [all, clientIds, scope]);
  const counts = useMemo(
    () => (statusOf ? countByStatus(scoped, statuses, statusOf) : zeroCounts(statuses)),
    [scoped, statuses, statusOf],
  );
  const sorted = useMemo(
    () => sortRows(scoped, { column: sort.column, direction: sort.direction }, sortKeys),
    [scoped, sort.column, sort.direction, sortKeys],
  );
  const rows = useMemo(() => {
    const keep = status && statusOf ? (row: R) => statusOf(row) === status : undefined;
    return filterRows(sorted, { query: deferredSearch, keep });
  }, [sorted, deferredSearch, status, statusOf]);

  return {
    query,
    view,
    search,
    setSearch,
    status,
    sort,
    counts,
    rows,
    handleSort: (column: SortColumn) => onFiltersChange(sortToSearch(nextSort(sort, column)), false),
    handleStatus: (next: S | undefined) => onFiltersChange({ statut: next }, false),
    handleStatusToggle: (tile: S) => onFiltersChange({ statut: tile === status ? undefined : tile }, false),
    handlePortfolio: (changes: PortfolioSearch) => onFiltersChange(changes, false),
  };
}
