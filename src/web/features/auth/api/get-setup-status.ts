import { queryOptions, useQuery } from '@tanstack/react-query';

import { setupStatusSchema } from '../../../../shared/users.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const setupStatusQueryKey = ['setup-status'] as const;

/** Whether the first administrator still has to be created. */
export function setupStatusQueryOptions() {
  return queryOptions({
    queryKey: setupStatusQueryKey,
    queryFn: async ({ signal }) => setupStatusSchema.parse(await apiFetch<unknown>('/api/setup', { signal })),
    staleTime: Infinity,
  });
}

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
