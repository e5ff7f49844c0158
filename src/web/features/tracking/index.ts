import { lazyRouteComponent } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';

import { TRACKING_JOURNAL, TRACKING_KINDS, TRACKING_YEAR_JOURNAL } from '../../../shared/tracking.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { prefetchTrackingPage, trackingHistoryRootKey, trackingPagesRoot } from './api/get-tracking.ts';
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
      // The first page's request goes with the page's chunk and the session check; its errors are the page's to show.
      prefetch: (queryClient, search) => {
        const filters = validateTrackingSearch(search);
        prefetchTrackingPage(queryClient, filters.onglet ?? TRACKING_KINDS[0], filters);
      },
    },
  ],
  journal: [TRACKING_JOURNAL, TRACKING_YEAR_JOURNAL],
  // The URSSAF authorisation decides who appears in 3 EN 1; an assignment, « Mes clients ». The
  // lists are paged on the server (decision 0009): a change refreshes the loaded pages and the
  // tiles (a client's row may belong to a page not loaded yet) rather than patching rows in.
  staleOn: {
    client: [trackingPagesRoot],
    client_collaborator: [trackingPagesRoot],
    authorization: [trackingPagesRoot],
    tracking: [trackingPagesRoot, trackingHistoryRootKey],
    tracking_year: [trackingPagesRoot],
  },
} as const satisfies FeatureDescriptor;
