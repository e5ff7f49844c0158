import { getRouteApi } from '@tanstack/react-router';
import { AuthorizationTab } from './components/authorization-tab.tsx';
import { tabChange } from '../../entities/client/list/lib/list-search.ts';
import { PageTabs } from '../../entities/client/list/page-tabs.tsx';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { AUTHORIZATIONS_TAB_LIST, AUTHORIZATIONS_TABS, type AuthorizationsTab } from './authorizations-search.ts';

const routeApi = getRouteApi('/app/habilitation');

/** Habilitations: the firm's tax and URSSAF authorisations, one tab each. */
export function AuthorizationsPage() {
  const search = routeApi.useSearch();
  const tab: AuthorizationsTab = search.onglet ?? AUTHORIZATIONS_TABS[0];
  const tabLabel = AUTHORIZATIONS_TAB_LIST.find((item) => item.value === tab)?.label ?? tab;

  const portfolio = usePortfolio(search);
  const setFilters = useListSearchUpdate(routeApi.useNavigate());

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading />
        <p className="text-sm text-muted-foreground">Habilitations fiscales et sociales des clients actifs</p>
      </div>
      <PageTabs
        label="Habilitations"
        tabs={AUTHORIZATIONS_TAB_LIST}
        value={tab}
        onValueChange={(next) => setFilters(tabChange(AUTHORIZATIONS_TABS, next), false)}
      >
        <AuthorizationTab
          key={tab}
          kind={tab}
          kindLabel={tabLabel}
          view={{ filters: search, onFiltersChange: setFilters, portfolio }}
        />
      </PageTabs>
    </div>
  );
}
