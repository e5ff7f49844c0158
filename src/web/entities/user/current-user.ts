import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentUserSchema, type CurrentUser } from '../../../shared/users.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

// The session query: the signed-in user, or null when signed out (401). The session gate, sign-in
// and sign-out (features/auth) and every page that needs the user read this one query.
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

/** The session query itself, for the session gate (pending, error, retry). */
export const useCurrentUserQuery = () => useQuery(currentUserQueryOptions());

/** The signed-in user (already loaded by the session gate), or null when signed out. */
export function useCurrentUser(): CurrentUser | null {
  return useQuery(currentUserQueryOptions()).data ?? null;
}

/** Hides admin-only controls; the server checks the role on every write anyway. */
export function useIsAdmin(): boolean {
  return useCurrentUser()?.role === 'admin';
}
