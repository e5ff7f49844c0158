import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

import {
  TRACKING_KIND_LABELS,
  TRACKING_KINDS,
  type TrackingKind,
  type TrackingStatus,
} from '../../../shared/tracking.ts';
import { tabChange, type ListFilters } from '../../components/client-list/lib/list-search.ts';
import { PageTabs } from '../../components/client-list/page-tabs.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useTracking } from './api/get-tracking.ts';
import { TrackingTab } from './components/tracking-tab.tsx';
import { SUIVI_TAB_LIST } from './suivi-search.ts';

const routeApi = getRouteApi('/app/suivi');
const numberFormat = new Intl.NumberFormat('fr-FR');

/** Suivi: the yearly CFE and 3 EN 1 follow-up of the active clients. */
export function SuiviPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const kind: TrackingKind = search.onglet ?? TRACKING_KINDS[0];
  // The same request as the tab's, from the cache: the clients this follow-up lists.
  const count = useTracking(kind).data?.rows.length;

  const setFilters = useCallback(
    (changes: Partial<ListFilters<TrackingStatus>>, replace: boolean) =>
      void navigate({ search: (previous) => ({ ...previous, ...changes }), replace }),
    [navigate],
  );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeading page="suivi" />
        <p className="min-h-5 text-sm text-muted-foreground">
          {count === undefined ? '\u00a0' : `Suivi annuel pour ${numberFormat.format(count)} clients actifs`}
        </p>
      </div>
      <PageTabs
        label="Suivi"
        tabs={SUIVI_TAB_LIST}
        value={kind}
        onValueChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, ...tabChange(TRACKING_KINDS, next) }) })
        }
      >
        <TrackingTab
          key={kind}
          kind={kind}
          kindLabel={TRACKING_KIND_LABELS[kind]}
          filters={search}
          onFiltersChange={setFilters}
        />
      </PageTabs>
    </div>
  );
}
