import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Dashboard } from '../../../../shared/dashboard.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Pages that change tasks or assignments can invalidate this key to refresh the dashboard. */
export const dashboardQueryKey = ['dashboard'] as const;

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => apiFetch<Dashboard>('/api/dashboard', { signal }),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
