import { getRouteApi } from '@tanstack/react-router';

import type { AuthorizationKind } from '../../../shared/authorizations.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { tilesTotal } from '../../entities/client/list/lib/client-rows.ts';
import { formatCount } from '../../entities/client/list/lib/format-count.ts';
import { tabChange, type ListFilters } from '../../entities/client/list/lib/list-search.ts';
import type { PortfolioSearch } from '../../entities/client/list/lib/portfolio.ts';
import { PageTabs } from '../../entities/client/list/page-tabs.tsx';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import { useAuthorizationTiles } from '../../features/authorizations/api/get-authorizations.ts';
import { AuthorizationTab } from '../../features/authorizations/components/authorization-tab.tsx';
import { BankChangesInProgress } from '../../features/bank-changes/components/bank-changes-in-progress.tsx';
import { BankChangesPanel } from '../../features/bank-changes/components/bank-changes-panel.tsx';
import { BANK_KIND_BY_TAB, BANK_TAB_LIST, BANK_TABS, type BankTab } from './bank-search.ts';

const routeApi = getRouteApi('/app/banque');
// The authorisation tabs are paged on the server, which narrows them to the portfolio itself: their
// clients' ids are fetched for the bank changes' tab only.
const EVERY_CLIENT: PortfolioSearch = {};

/**
 * Banque: bank authorisations per channel (the authorizations feature's tab) and the bank changes
 * under way (the bank-changes feature's panel). Composed here, where both features may be imported.
 */
export function BankPage() {
  const search = routeApi.useSearch();
  const tab: BankTab = search.onglet ?? BANK_TABS[0];
  const tabLabel = BANK_TAB_LIST.find((item) => item.value === tab)?.label ?? tab;

  const portfolio = usePortfolio(tab === 'changement' ? search : EVERY_CLIENT);
  const setFilters = useListSearchUpdate(routeApi.useNavigate());

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading />
        <p className="min-h-5 text-sm text-muted-foreground" data-testid="banque-subtitle">
          {tab === 'changement' ? (
            <BankChangesInProgress clientIds={portfolio.clientIds} />
          ) : (
            <ActiveClientsCount kind={BANK_KIND_BY_TAB[tab]} filters={search} />
          )}
        </p>
      </div>
      <PageTabs
        label="Banque"
        tabs={BANK_TAB_LIST}
        value={tab}
        onValueChange={(next) => setFilters(tabChange(BANK_TABS, next), false)}
      >
        {tab === 'changement' ? (
          <BankChangesPanel
            portfolio={portfolio}
            portfolioSearch={search}
            onPortfolioChange={(changes) => setFilters(changes, false)}
          />
        ) : (
          <AuthorizationTab
            key={tab}
            kind={BANK_KIND_BY_TAB[tab]}
            kindLabel={tabLabel}
            view={{ filters: search, onFiltersChange: setFilters, portfolio }}
          />
        )}
      </PageTabs>
    </div>
  );
}

/**
 * The number of active clients, the portfolio's: the tab's tiles count each of its clients once
 * by status (whatever status or search is chosen), from its first page (the tab's request, one
 * cache). Neither the whole client list (30 MB of JSON at a network's size, issue 27) nor the
 * tab's whole list is read for a count.
 */
function ActiveClientsCount({ kind, filters }: { kind: AuthorizationKind; filters: ListFilters<string> }) {
  const tiles = useAuthorizationTiles(kind, filters);
  if (!tiles) return '\u00a0';
  return formatCount(tilesTotal(tiles), 'client actif', 'clients actifs');
}
