import { DEFAULT_ROW_SORT, IDENTITY_SORT_COLUMNS, type RowSort, type SortColumn } from './client-rows.ts';
import { readPortfolioSearch, type PortfolioSearch } from './portfolio.ts';
import { searchParamText } from '../../../../lib/search-param-text.ts';

/**
 * The URL search params of a tabbed follow-up page (Habilitations, Banque, Suivi): reload, the
 * back button and a shared link show the same tab, portfolio, filter, search and sort.
 */
export type ListSearch<Tab extends string, Status extends string> = PortfolioSearch & {
  onglet?: Tab;
  statut?: Status;
  recherche?: string;
  tri?: RowSort['column'];
  ordre?: RowSort['direction'];
};

/** The part a tab reads and writes; the page owns the tab. */
export type ListFilters<Status extends string> = Omit<ListSearch<string, Status>, 'onglet'>;
export type SetListFilters<Status extends string> = (changes: Partial<ListFilters<Status>>, replace: boolean) => void;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * Keeps the known params with valid values and drops the rest; the first tab is the default.
 * `sortColumns`: the columns the list sorts on (its SortKeys' and the client and SIRET).
 */
export function createListSearchValidator<Tab extends string, Status extends string>(
  tabs: readonly Tab[],
  statuses: readonly Status[],
  sortColumns: readonly SortColumn[] = IDENTITY_SORT_COLUMNS,
) {
  return (search: Record<string, unknown>): ListSearch<Tab, Status> => {
    const result: ListSearch<Tab, Status> = readPortfolioSearch(search);
    if (isOneOf(tabs, search.onglet) && search.onglet !== tabs[0]) result.onglet = search.onglet;
    if (isOneOf(statuses, search.statut)) result.statut = search.statut;
    const recherche = searchParamText(search.recherche);
    if (recherche) result.recherche = recherche;
    if (isOneOf(sortColumns, search.tri)) result.tri = search.tri;
    if (search.ordre === 'asc' || search.ordre === 'desc') result.ordre = search.ordre;
    return result;
  };
}

export function sortFromSearch({ tri, ordre }: Pick<ListSearch<string, string>, 'tri' | 'ordre'>): RowSort {
  return { column: tri ?? DEFAULT_ROW_SORT.column, direction: ordre ?? 'asc' };
}

/** The default sort stays out of the URL. */
export function sortToSearch(sort: RowSort): Pick<ListSearch<string, string>, 'tri' | 'ordre'> {
  const isDefault = sort.column === DEFAULT_ROW_SORT.column && sort.direction === DEFAULT_ROW_SORT.direction;
  return isDefault ? { tri: undefined, ordre: undefined } : { tri: sort.column, ordre: sort.direction };
}

/**
 * Switching tab clears the search and the status filter (SPEC §2); the sort and the portfolio
 * (whose clients one follows, across tabs) stay. The first tab
 * stays out of the URL.
 */
export function tabChange<Tab extends string>(tabs: readonly Tab[], next: Tab) {
  return { onglet: next === tabs[0] ? undefined : next, statut: undefined, recherche: undefined };
}
