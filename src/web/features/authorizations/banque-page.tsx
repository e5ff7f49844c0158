import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

import type { AuthorizationStatus } from '../../../shared/authorizations.ts';
import { AuthorizationTab } from './components/authorization-tab.tsx';
import { formatCount } from '../../components/client-list/lib/format-count.ts';
import { tabChange, type ListFilters } from '../../components/client-list/lib/list-search.ts';
import { PageTabs } from '../../components/client-list/page-tabs.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useActiveClients } from '../../lib/clients-query.ts';
import { useBankChanges } from './api/get-bank-changes.ts';
import { BANK_KIND_BY_TAB, BANQUE_TAB_LIST, BANQUE_TABS, type BanqueTab } from './banque-search.ts';
import { BankChangesPanel } from './components/bank-changes-panel.tsx';
import { countInProgress, inProgressText } from './lib/bank-change-progress.ts';

const routeApi = getRouteApi('/app/banque');

/** Banque: bank authorisations per channel, and the bank changes under way. */
export function BanquePage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const tab: BanqueTab = search.onglet ?? BANQUE_TABS[0];
  const tabLabel = BANQUE_TAB_LIST.find((item) => item.value === tab)?.label ?? tab;

  const setFilters = useCallback(
    (changes: Partial<ListFilters<AuthorizationStatus>>, replace: boolean) =>
      void navigate({ search: (previous) => ({ ...previous, ...changes }), replace }),
    [navigate],
  );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading page="banque" />
        <BanqueSubtitle tab={tab} />
      </div>
      <PageTabs
        label="Banque"
        tabs={BANQUE_TAB_LIST}
        value={tab}
        onValueChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, ...tabChange(BANQUE_TABS, next) }) })
        }
      >
        {tab === 'changement' ? (
          <BankChangesPanel />
        ) : (
          <AuthorizationTab
            key={tab}
            kind={BANK_KIND_BY_TAB[tab]}
            kindLabel={tabLabel}
            filters={search}
            onFiltersChange={setFilters}
          />
        )}
      </PageTabs>
    </div>
  );
}

/** The number of active clients, or on the changement tab the bank changes in progress. */
function BanqueSubtitle({ tab }: { tab: BanqueTab }) {
  return (
    <p className="min-h-5 text-sm text-muted-foreground" data-testid="banque-subtitle">
      {tab === 'changement' ? <InProgressCount /> : <ActiveClientsCount />}
    </p>
  );
}

function ActiveClientsCount() {
  const active = useActiveClients().data;
  return active ? formatCount(active.length, 'client actif', 'clients actifs') : '\u00a0';
}

function InProgressCount() {
  const changes = useBankChanges().data?.changes;
  return changes ? inProgressText(countInProgress(changes)) : '\u00a0';
}
