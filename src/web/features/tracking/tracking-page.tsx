import { getRouteApi } from '@tanstack/react-router';
import { TRACKING_KIND_LABELS, TRACKING_KINDS, type TrackingKind } from '../../../shared/tracking.ts';
import { tilesTotal } from '../../entities/client/list/lib/client-rows.ts';
import { tabChange } from '../../entities/client/list/lib/list-search.ts';
import type { PortfolioSearch } from '../../entities/client/list/lib/portfolio.ts';
import { PageTabs } from '../../entities/client/list/page-tabs.tsx';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useTrackingFirstPage } from './api/get-tracking.ts';
import { TrackingTab } from './components/tracking-tab.tsx';
import { TRACKING_TAB_LIST } from './tracking-search.ts';

const routeApi = getRouteApi('/app/suivi');
const numberFormat = new Intl.NumberFormat('fr-FR');
// The list is paged on the server, which narrows it to the portfolio itself: no client ids fetched.
const EVERY_CLIENT: PortfolioSearch = {};

/** Suivi: the yearly CFE and 3 EN 1 follow-up of the active clients. */
export function TrackingPage() {
  const search = routeApi.useSearch();
  const kind: TrackingKind = search.onglet ?? TRACKING_KINDS[0];
  const portfolio = usePortfolio(EVERY_CLIENT);
  // The same request as the tab's first page, from the cache: its tiles count the portfolio's
  // clients by the most recent year's status, so together every client this follow-up lists.
  const { years, counts } = useTrackingFirstPage(kind, search);
  const count = counts && years.length > 0 ? tilesTotal(counts) : undefined;
  const setFilters = useListSearchUpdate(routeApi.useNavigate());

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading />
        <p className="min-h-5 text-sm text-muted-foreground">
          {count === undefined ? '\u00a0' : `Suivi annuel pour ${numberFormat.format(count)} clients actifs`}
        </p>
      </div>
      <PageTabs
        label="Suivi"
        tabs={TRACKING_TAB_LIST}
        value={kind}
        onValueChange={(next) => setFilters(tabChange(TRACKING_KINDS, next), false)}
      >
        <TrackingTab
          key={kind}
          kind={kind}
          kindLabel={TRACKING_KIND_LABELS[kind]}
          view={{ filters: search, onFiltersChange: setFilters, portfolio }}
        />
      </PageTabs>
    </div>
  );
}
