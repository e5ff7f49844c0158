import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Stats } from '../../../../shared/stats.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const statsQueryKey = ['stats'] as const;

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsQueryKey,
    queryFn: ({ signal }) => apiFetch<Stats>('/api/stats', { signal }),
  });

export const useStats = () => useQuery(statsQueryOptions());
