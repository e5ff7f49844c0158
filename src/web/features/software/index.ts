import { lazyRouteComponent } from '@tanstack/react-router';
import { AppWindow } from 'lucide-react';

import { SOFTWARE_JOURNAL } from '../../../shared/software.ts';
import { softwareQueryKey } from '../../entities/software/software-query.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';

export const softwareFeature = {
  name: 'software',
  pages: [
    {
      path: 'software',
      label: 'Logiciels',
      component: lazyRouteComponent(() => import('./software-page.tsx'), 'SoftwarePage'),
      nav: { icon: AppWindow, order: 40 },
    },
  ],
  journal: [SOFTWARE_JOURNAL],
  // Each software's count of active clients.
  staleOn: { client: [softwareQueryKey], software: [softwareQueryKey] },
} as const satisfies FeatureDescriptor;
