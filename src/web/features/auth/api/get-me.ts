import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentUserSchema, type CurrentUser } from '../../../../shared/users.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export const meQueryKey = ['me'] as const;

/** The session query: the signed-in user, or null when signed out (401). */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      try {
        return currentUserSchema.parse(await apiFetch<unknown>('/api/me', { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
