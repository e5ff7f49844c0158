import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
      } catch (error) {
        // A session that already ended is what signing out wanted.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      // The login screen replaces the pages first, so no page refetches what is being cleared.
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    },
  });
}
