import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import type { AuthorizationKind } from '../../../shared/authorizations.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatCount } from '../../entities/client/list/lib/format-count.ts';
import { tabChange } from '../../entities/client/list/lib/list-search.ts';
import { inPortfolio } from '../../entities/client/list/lib/portfolio.ts';
import { PageTabs } from '../../entities/client/list/page-tabs.tsx';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import { authorizationsQueryOptions } from '../../features/authorizations/api/get-authorizations.ts';
import { AuthorizationTab } from '../../features/authorizations/components/authorization-tab.tsx';
import { BankChangesInProgress } from '../../features/bank-changes/components/bank-changes-in-progress.tsx';
import { BankChangesPanel } from '../../features/bank-changes/components/bank-changes-panel.tsx';
import { BANK_KIND_BY_TAB, BANK_TAB_LIST, BANK_TABS, type BankTab } from './bank-search.ts';

const routeApi = getRouteApi('/app/banque');
const clientIdOf = (row: { clientId: string }) => row.clientId;

/**
 * Banque: bank authorisations per channel (the authorizations feature's tab) and the bank changes
 * under way (the bank-changes feature's panel). Composed here, where both features may be imported.
 */
export function BankPage() {
  const search = routeApi.useSearch();
  const tab: BankTab = search.onglet ?? BANK_TABS[0];
  const tabLabel = BANK_TAB_LIST.find((item) => item.value === tab)?.label ?? tab;

  const portfolio = usePortfolio(search);
  const setFilters = useListSearchUpdate(routeApi.useNavigate());

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading />
        <p className="min-h-5 text-sm text-muted-foreground" data-testid="banque-subtitle">
          {tab === 'changement' ? (
            <BankChangesInProgress clientIds={portfolio.clientIds} />
          ) : (
            <ActiveClientsCount kind={BANK_KIND_BY_TAB[tab]} clientIds={portfolio.clientIds} />
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
 * The number of active clients, the portfolio's: the tab's list holds one row per active client,
 * and it is the list the tab shows (one cache). The whole client list is not read for a count: at
 * a network's size it is 30 MB of JSON (issue 27).
 */
function ActiveClientsCount({ kind, clientIds }: { kind: AuthorizationKind; clientIds: ReadonlySet<string> | undefined }) {
  const rows = useQuery(authorizationsQueryOptions(kind)).data?.rows;
  if (!rows) return '\u00a0';
  return formatCount(inPortfolio(rows, clientIds, clientIdOf).length, 'client actif', 'clients actifs');
}
