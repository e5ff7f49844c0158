import { lazyRouteComponent } from '@tanstack/react-router';
import { AppWindow } from 'lucide-react';

import { SOFTWARE_JOURNAL } from '../../../shared/software.ts';
import { softwareQueryKey } from '../../entities/software/software-query.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { prefetchSoftwareClientsPage, softwareClientPagesPrefix } from './api/get-software-clients.ts';
import { readSoftwareFilters } from './use-software-filters.ts';

export const softwareFeature = {
  name: 'software',
  pages: [
    {
      path: 'software',
      label: 'Logiciels',
      component: lazyRouteComponent(() => import('./software-page.tsx'), 'SoftwarePage'),
      // The first page's request goes with the page's chunk and the session check; its errors are the page's to show.
      prefetch: (queryClient, search) => prefetchSoftwareClientsPage(queryClient, readSoftwareFilters(search)),
      nav: { icon: AppWindow, order: 40 },
    },
  ],
  journal: [SOFTWARE_JOURNAL],
  // Each software's count of clients; a client's name, SIRET, number, status, software or portfolio
  // moves its row in « Clients actifs ». The list is paged on the server (decision 0009): a change
  // refreshes the loaded pages and the tiles (a client's row may belong to a page not loaded yet)
  // rather than patching rows in.
  staleOn: {
    client: [softwareQueryKey, softwareClientPagesPrefix],
    client_collaborator: [softwareClientPagesPrefix],
    software: [softwareQueryKey],
  },
} as const satisfies FeatureDescriptor;
