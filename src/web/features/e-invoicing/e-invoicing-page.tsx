import { getRouteApi } from '@tanstack/react-router';

import { PageHeading } from '../../components/page-heading.tsx';
import { tabChange } from '../../entities/client/list/lib/list-search.ts';
import { PageTabs } from '../../entities/client/list/page-tabs.tsx';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import { EInvoicingTab } from './components/e-invoicing-tab.tsx';
import { E_INVOICING_TAB_LIST, E_INVOICING_TABS, type EInvoicingTab as Tab } from './lib/tabs.ts';

const routeApi = getRouteApi('/app/facturation-electronique');

/** Facturation électronique: each active client's readiness to receive and to issue e-invoices. */
export function EInvoicingPage() {
  const search = routeApi.useSearch();
  const tab: Tab = search.onglet ?? E_INVOICING_TABS[0];
  const tabLabel = E_INVOICING_TAB_LIST.find((item) => item.value === tab)?.label ?? tab;
  const portfolio = usePortfolio(search);
  const setFilters = useListSearchUpdate(routeApi.useNavigate());

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading />
        <p className="text-sm text-muted-foreground">
          Réception des factures électroniques par une plateforme agréée, émission et e-reporting des clients actifs
        </p>
      </div>
      <PageTabs
        label="Facturation électronique"
        tabs={E_INVOICING_TAB_LIST}
        value={tab}
        onValueChange={(next) => setFilters(tabChange(E_INVOICING_TABS, next), false)}
      >
        <EInvoicingTab key={tab} tab={tab} tabLabel={tabLabel} view={{ filters: search, onFiltersChange: setFilters, portfolio }} />
      </PageTabs>
    </div>
  );
}
