import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

import type { AuthorizationStatus } from '../../../shared/authorizations.ts';
import { AuthorizationTab } from './components/authorization-tab.tsx';
import { tabChange, type ListFilters } from '../../components/client-list/lib/list-search.ts';
import { PageTabs } from '../../components/client-list/page-tabs.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { HABILITATION_TAB_LIST, HABILITATION_TABS, type HabilitationTab } from './habilitation-search.ts';

const routeApi = getRouteApi('/app/habilitation');

/** Habilitations: the firm's tax and URSSAF authorisations, one tab each. */
export function HabilitationPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const tab: HabilitationTab = search.onglet ?? HABILITATION_TABS[0];
  const tabLabel = HABILITATION_TAB_LIST.find((item) => item.value === tab)?.label ?? tab;

  const setFilters = useCallback(
    (changes: Partial<ListFilters<AuthorizationStatus>>, replace: boolean) =>
      void navigate({ search: (previous) => ({ ...previous, ...changes }), replace }),
    [navigate],
  );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading page="habilitation" />
        <p className="text-sm text-muted-foreground">Habilitations fiscales et sociales des clients actifs</p>
      </div>
      <PageTabs
        label="Habilitations"
        tabs={HABILITATION_TAB_LIST}
        value={tab}
        onValueChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, ...tabChange(HABILITATION_TABS, next) }) })
        }
      >
        <AuthorizationTab key={tab} kind={tab} kindLabel={tabLabel} filters={search} onFiltersChange={setFilters} />
      </PageTabs>
    </div>
  );
}
