import { getRouteApi } from '@tanstack/react-router';

import { TabbedListPage } from '../../entities/client/list/tabbed-list-page.tsx';
import { EInvoicingTab } from './components/e-invoicing-tab.tsx';
import { E_INVOICING_TAB_LIST, E_INVOICING_TABS } from './lib/tabs.ts';

const routeApi = getRouteApi('/app/facturation-electronique');

/** Facturation électronique: each active client's readiness to receive and to issue e-invoices. */
export function EInvoicingPage() {
  return (
    <TabbedListPage
      label="Facturation électronique"
      subtitle="Réception des factures électroniques par une plateforme agréée, émission et e-reporting des clients actifs"
      tabs={E_INVOICING_TABS}
      tabList={E_INVOICING_TAB_LIST}
      search={routeApi.useSearch()}
      navigate={routeApi.useNavigate()}
    >
      {({ tab, tabLabel, view }) => <EInvoicingTab tab={tab} tabLabel={tabLabel} view={view} />}
    </TabbedListPage>
  );
}
