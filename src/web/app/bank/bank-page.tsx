import { getRouteApi } from '@tanstack/react-router';
import { AuthorizationTab } from './components/authorization-tab.tsx';
import { formatCount } from '../../entities/client/list/lib/format-count.ts';
import { tabChange } from '../../entities/client/list/lib/list-search.ts';
import { PageTabs } from '../../entities/client/list/page-tabs.tsx';
import { inPortfolio } from '../../entities/client/list/lib/portfolio.ts';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useActiveClients } from '../../entities/client/clients-query.ts';
import { useBankChanges } from '../bank-changes/api/get-bank-changes.ts';
import { BANK_KIND_BY_TAB, BANQUE_TAB_LIST, BANQUE_TABS, type BanqueTab } from './banque-search.ts';
import { BankChangesPanel } from '../bank-changes/components/bank-changes-panel.tsx';
import { countInProgress, inBankPortfolio, inProgressText } from '../bank-changes/lib/bank-change-progress.ts';

const routeApi = getRouteApi('/app/banque');
const clientIdOf = (client: { id: string }) => client.id;

/** Banque: bank authorisations per channel, and the bank changes under way. */
export function BanquePage() {
  const search = routeApi.useSearch();
  const tab: BanqueTab = search.onglet ?? BANQUE_TABS[0];
  const tabLabel = BANQUE_TAB_LIST.find((item) => item.value === tab)?.label ?? tab;

  const portfolio = usePortfolio(search);
  const setFilters = useListSearchUpdate(routeApi.useNavigate());

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading page="banque" />
        <BanqueSubtitle tab={tab} clientIds={portfolio.clientIds} />
      </div>
      <PageTabs
        label="Banque"
        tabs={BANQUE_TAB_LIST}
        value={tab}
        onValueChange={(next) => setFilters(tabChange(BANQUE_TABS, next), false)}
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

type Scope = { clientIds: ReadonlySet<string> | undefined };

/** The number of active clients, or on the changement tab the bank changes in progress: the portfolio's. */
function BanqueSubtitle({ tab, clientIds }: Scope & { tab: BanqueTab }) {
  return (
    <p className="min-h-5 text-sm text-muted-foreground" data-testid="banque-subtitle">
      {tab === 'changement' ? <InProgressCount clientIds={clientIds} /> : <ActiveClientsCount clientIds={clientIds} />}
    </p>
  );
}

function ActiveClientsCount({ clientIds }: Scope) {
  const active = useActiveClients().data;
  if (!active) return '\u00a0';
  return formatCount(inPortfolio(active, clientIds, clientIdOf).length, 'client actif', 'clients actifs');
}

function InProgressCount({ clientIds }: Scope) {
  const changes = useBankChanges().data?.changes;
  return changes ? inProgressText(countInProgress(inBankPortfolio(changes, clientIds))) : '\u00a0';
}
