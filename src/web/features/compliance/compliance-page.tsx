import { getRouteApi } from '@tanstack/react-router';

import { TabbedListPage } from '../../entities/client/list/tabbed-list-page.tsx';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { ComplianceFileSheet } from './components/compliance-file-sheet.tsx';
import { ComplianceTab } from './components/compliance-tab.tsx';
import type { ComplianceSearch } from './compliance-search.ts';
import { COMPLIANCE_TAB_LIST, COMPLIANCE_TABS } from './lib/tabs.ts';

const routeApi = getRouteApi('/app/conformite');

/** Conformité: each client's LCB-FT file and engagement letter, and the gaps the Ordre's quality control would find. */
export function CompliancePage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const setSearch = useListSearchUpdate<ComplianceSearch>(navigate);
  return (
    <>
      <TabbedListPage
        label="Conformité"
        subtitle="Vigilance LCB-FT, lettres de mission et pièces de chaque client, et les lacunes qu’un contrôle qualité relèverait"
        tabs={COMPLIANCE_TABS}
        tabList={COMPLIANCE_TAB_LIST}
        search={search}
        navigate={navigate}
      >
        {({ tab, tabLabel, view }) => <ComplianceTab tab={tab} tabLabel={tabLabel} view={view} />}
      </TabbedListPage>
      {search.client ? <ComplianceFileSheet clientId={search.client} onClose={() => setSearch({ client: undefined }, false)} /> : null}
    </>
  );
}
