import { lazyRouteComponent } from '@tanstack/react-router';
import { AppWindow } from 'lucide-react';

import { SOFTWARE_JOURNAL } from '../../../shared/software.ts';
import { clientRowList } from '../../entities/client/client-row-lists.ts';
import { softwareQueryKey } from '../../entities/software/software-query.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { softwareClientsQueryKey, softwareClientsQueryOptions } from './api/get-software-clients.ts';

export const softwareFeature = {
  name: 'software',
  pages: [
    {
      path: 'software',
      label: 'Logiciels',
      component: lazyRouteComponent(() => import('./software-page.tsx'), 'SoftwarePage'),
      // The active clients' request goes with the page's chunk and the session check; its errors are the page's to show.
      prefetch: (queryClient) => void queryClient.ensureQueryData(softwareClientsQueryOptions()).catch(() => undefined),
      nav: { icon: AppWindow, order: 40 },
    },
  ],
  journal: [SOFTWARE_JOURNAL],
  // Each software's count of clients; a client's name, SIRET, number, status or software moves its
  // row in « Clients actifs », which a colleague's change patches rather than reloads.
  staleOn: { client: [softwareQueryKey, softwareClientsQueryKey], software: [softwareQueryKey] },
  patchedLists: [clientRowList(softwareClientsQueryKey, '/api/software/clients', 'rows')],
  clientRowEntities: ['client'],
} as const satisfies FeatureDescriptor;
