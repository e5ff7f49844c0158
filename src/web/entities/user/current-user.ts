import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentUserSchema, type CurrentUser } from '../../../shared/users.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

// The session query, for pages that need the signed-in user (features never import the auth
// feature). Same key and same request as features/auth/api/get-me.ts, which could import it from
// here: whichever observer refetches ['me'], the result is the same.
export const currentUserQueryKey = ['me'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      try {
        return currentUserSchema.parse(await apiFetch<unknown>('/api/me', { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });

/** The signed-in user (already loaded by the session gate), or null when signed out. */
export function useCurrentUser(): CurrentUser | null {
  return useQuery(currentUserQueryOptions()).data ?? null;
}

/** Hides admin-only controls; the server checks the role on every write anyway. */
export function useIsAdmin(): boolean {
  return useCurrentUser()?.role === 'admin';
}
