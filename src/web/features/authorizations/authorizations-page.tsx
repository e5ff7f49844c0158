import { getRouteApi } from '@tanstack/react-router';
import { AuthorizationTab } from './components/authorization-tab.tsx';
import { TabbedListPage } from '../../entities/client/list/tabbed-list-page.tsx';
import { AUTHORIZATIONS_TAB_LIST, AUTHORIZATIONS_TABS } from './authorizations-search.ts';

const routeApi = getRouteApi('/app/habilitation');

/** Habilitations: the firm's tax and URSSAF authorisations, one tab each. */
export function AuthorizationsPage() {
  return (
    <TabbedListPage
      label="Habilitations"
      subtitle="Habilitations fiscales et sociales des clients actifs"
      tabs={AUTHORIZATIONS_TABS}
      tabList={AUTHORIZATIONS_TAB_LIST}
      search={routeApi.useSearch()}
      navigate={routeApi.useNavigate()}
    >
      {({ tab, tabLabel, view }) => <AuthorizationTab kind={tab} kindLabel={tabLabel} view={view} />}
    </TabbedListPage>
  );
}
