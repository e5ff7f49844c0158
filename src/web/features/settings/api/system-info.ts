import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SystemInfo } from '../../../../shared/settings.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['system'] as const,
    queryFn: ({ signal }) => apiFetch<SystemInfo>('/api/system', { signal }),
  });

export const useSystemInfo = () => useQuery(systemInfoQueryOptions());
