import { getRouteApi } from '@tanstack/react-router';

import { PageHeading } from '../../components/page-heading.tsx';
import { useActiveClients } from '../../entities/client/clients-query.ts';
import { formatCount } from '../../entities/client/list/lib/format-count.ts';
import { tabChange } from '../../entities/client/list/lib/list-search.ts';
import { inPortfolio } from '../../entities/client/list/lib/portfolio.ts';
import { PageTabs } from '../../entities/client/list/page-tabs.tsx';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import { AuthorizationTab } from '../../features/authorizations/components/authorization-tab.tsx';
import { BankChangesInProgress } from '../../features/bank-changes/components/bank-changes-in-progress.tsx';
import { BankChangesPanel } from '../../features/bank-changes/components/bank-changes-panel.tsx';
import { BANK_KIND_BY_TAB, BANK_TAB_LIST, BANK_TABS, type BankTab } from './bank-search.ts';

const routeApi = getRouteApi('/app/banque');
const clientIdOf = (client: { id: string }) => client.id;

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
            <ActiveClientsCount clientIds={portfolio.clientIds} />
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

/** The number of active clients, the portfolio's. */
function ActiveClientsCount({ clientIds }: { clientIds: ReadonlySet<string> | undefined }) {
  const active = useActiveClients().data;
  if (!active) return '\u00a0';
  return formatCount(inPortfolio(active, clientIds, clientIdOf).length, 'client actif', 'clients actifs');
}
