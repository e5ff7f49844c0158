import { lazyRouteComponent } from '@tanstack/react-router';
import { ChartColumn } from 'lucide-react';

import type { FeatureDescriptor } from '../../lib/feature.ts';
import { statsQueryKey } from './api/get-stats.ts';

export const statsFeature = {
  name: 'stats',
  pages: [
    {
      path: 'stats',
      label: 'Statistiques',
      component: lazyRouteComponent(() => import('./stats-page.tsx'), 'StatsPage'),
      nav: { icon: ChartColumn, order: 90 },
    },
  ],
  staleOnAnyChange: [statsQueryKey],
} as const satisfies FeatureDescriptor;
