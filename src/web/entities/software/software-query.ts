import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Software } from '../../../shared/software.ts';
import { apiFetch } from '../../lib/api-client.ts';

// The firm's software list: the Logiciels page, and the Clients grid's software cell and filter.

export const softwareQueryKey = ['software'] as const;

export const softwareQueryOptions = () =>
  queryOptions({
    queryKey: softwareQueryKey,
    queryFn: ({ signal }) => apiFetch<{ software: Software[] }>('/api/software', { signal }).then((r) => r.software),
    staleTime: 30_000,
  });

export const useSoftware = () => useQuery(softwareQueryOptions());
