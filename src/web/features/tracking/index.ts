import { lazyRouteComponent } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';

import { TRACKING_JOURNAL, TRACKING_KINDS, TRACKING_YEAR_JOURNAL } from '../../../shared/tracking.ts';
import { perKindList } from '../../entities/client/client-row-lists.ts';
import { tabPrefetch } from '../../entities/client/list/lib/list-search.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { trackingHistoryRootKey, trackingQueryOptions, trackingRootKey } from './api/get-tracking.ts';
import { validateTrackingSearch } from './tracking-search.ts';

export const trackingFeature = {
  name: 'tracking',
  pages: [
    {
      // Its tab, status filter, search and sort live in the URL.
      path: 'suivi',
      label: 'Suivi',
      validateSearch: validateTrackingSearch,
      component: lazyRouteComponent(() => import('./tracking-page.tsx'), 'TrackingPage'),
      nav: { icon: CalendarCheck, order: 70 },
      prefetch: tabPrefetch(TRACKING_KINDS, (queryClient, kind) => queryClient.ensureQueryData(trackingQueryOptions(kind))),
    },
  ],
  journal: [TRACKING_JOURNAL, TRACKING_YEAR_JOURNAL],
  // The URSSAF authorisation decides who appears in 3 EN 1.
  staleOn: {
    client: [trackingRootKey],
    authorization: [trackingRootKey],
    tracking: [trackingRootKey, trackingHistoryRootKey],
    tracking_year: [trackingRootKey],
  },
  patchedLists: [perKindList(trackingRootKey, '/api/tracking')],
  clientRowEntities: ['tracking'],
} as const satisfies FeatureDescriptor;
