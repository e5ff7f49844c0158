import { Fragment, type ReactNode } from 'react';

import { PageHeading } from '../../../components/page-heading.tsx';
import { tabChange, type ListSearch } from './lib/list-search.ts';
import type { PortfolioSearch } from './lib/portfolio.ts';
import { PageTabs, type PageTab } from './page-tabs.tsx';
import { useListSearchUpdate, type SearchNavigate } from './use-list-search-update.ts';
import { usePortfolio, type Portfolio } from './use-portfolio.ts';

/**
 * The tab the URL names, its label, and the filters and portfolio its list reads: a ListView
 * whose filters are the route's own (a page's extra filters included).
 */
export type ActiveListTab<Tab extends string, Search> = {
  tab: Tab;
  tabLabel: string;
  view: { filters: Search; onFiltersChange: (changes: Partial<Search>, replace: boolean) => void; portfolio: Portfolio };
};

type TabbedListPageProps<Tab extends string, Status extends string, Search extends ListSearch<Tab, Status>> = {
  /** Names the tab list for screen readers (the page's name). */
  label: string;
  /** The line under the heading. */
  subtitle: ReactNode;
  /** The tabs' values, the first being the default one the URL leaves out. */
  tabs: readonly [Tab, ...Tab[]];
  tabList: readonly PageTab<Tab>[];
  /** The route's search params and navigate (`routeApi.useSearch()`, `routeApi.useNavigate()`). */
  search: Search;
  navigate: SearchNavigate<Search>;
  /** The active tab's body; keyed by the tab, so switching starts it afresh. */
  children: (active: ActiveListTab<Tab, Search>) => ReactNode;
};

const EVERY_CLIENT: PortfolioSearch = {};

/**
 * A page of client lists, one per tab (Habilitations, Facturation électronique): the heading,
 * the tabs the URL's `onglet` names, and the active tab's list with the URL's filters and
 * portfolio. A tab change clears the search and status filter (`tabChange`).
 */
export function TabbedListPage<Tab extends string, Status extends string, Search extends ListSearch<Tab, Status>>({
  label,
  subtitle,
  tabs,
  tabList,
  search,
  navigate,
  children,
}: TabbedListPageProps<Tab, Status, Search>) {
  const tab = search.onglet ?? tabs[0];
  const tabLabel = tabList.find((item) => item.value === tab)?.label ?? tab;
  // The list is paged on the server, which narrows it to the portfolio itself: the portfolio's
  // client ids are not fetched.
  const portfolio = usePortfolio(EVERY_CLIENT);
  const setFilters = useListSearchUpdate(navigate);
  // tabChange writes ListSearch keys only, which Search extends; TypeScript cannot see that through a generic's Partial.
  const handleTabChange = (next: Tab) => setFilters(tabChange(tabs, next) as Partial<Search>, false);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading />
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
      <PageTabs label={label} tabs={tabList} value={tab} onValueChange={handleTabChange}>
        <Fragment key={tab}>{children({ tab, tabLabel, view: { filters: search, onFiltersChange: setFilters, portfolio } })}</Fragment>
      </PageTabs>
    </div>
  );
}
