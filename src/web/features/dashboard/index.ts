import { lazyRouteComponent } from '@tanstack/react-router';
import { LayoutDashboard } from 'lucide-react';

import type { FeatureDescriptor } from '../../lib/feature.ts';
import { dashboardQueryKey } from './api/get-dashboard.ts';

export const dashboardFeature = {
  name: 'dashboard',
  pages: [
    {
      path: 'dashboard',
      label: 'Dashboard',
      component: lazyRouteComponent(() => import('./dashboard-page.tsx'), 'DashboardPage'),
      nav: { icon: LayoutDashboard, order: 10 },
    },
  ],
  // Its counters sum up tasks, clients and obligations.
  staleOnAnyChange: [dashboardQueryKey],
} as const satisfies FeatureDescriptor;
