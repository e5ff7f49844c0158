import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SystemInfo } from '../../../../shared/settings.ts';
import { systemInfoQueryKey } from '../../../entities/client/client-sheet-query-key.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: systemInfoQueryKey,
    queryFn: ({ signal }) => apiFetch<SystemInfo>('/api/system', { signal }),
  });

export const useSystemInfo = () => useQuery(systemInfoQueryOptions());
