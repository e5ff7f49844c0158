import type { UseQueryResult } from '@tanstack/react-query';

import type { AllIds } from '../../../components/selection/use-row-selection.ts';
import type { RowSort, SortColumn } from './lib/client-rows.ts';
import type { ListFilters, SetListFilters } from './lib/list-search.ts';
import type { PortfolioSearch } from './lib/portfolio.ts';
import type { Portfolio } from './use-portfolio.ts';

// The state of a client list paged on the server (decision 0009; use-paged-client-list.ts), which
// the list's components read: Habilitations, Banque, Suivi, Facturation électronique, Conformité.

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

/** The list's request: its rows, and what ListQueryState shows while they load or fail. */
export type ListQuery<R> = Pick<UseQueryResult<{ rows: readonly R[] }>, 'isPending' | 'isError' | 'data' | 'error'> & { refetch: () => Promise<unknown> };

/** What a list paged on the server adds to its rows. */
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

export type ClientListState<R, S extends string> = {
  query: ListQuery<R>;
  view: ListView<S>;
  search: string;
  setSearch: (value: string) => void;
  status: S | undefined;
  sort: RowSort;
  counts: Record<S, number>;
  /** What the table shows: the pages loaded so far, in the list's order. */
  rows: readonly R[];
  paged: PagedListState<R>;
  handleSort: (column: SortColumn) => void;
  handleStatus: (next: S | undefined) => void;
  handleStatusToggle: (tile: S) => void;
  handlePortfolio: (changes: PortfolioSearch) => void;
};
