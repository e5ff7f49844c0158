import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProfileUpdate } from '../../../../shared/settings.ts';
import type { CurrentUser } from '../../../../shared/users.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';
import { usersRootKey } from '../../../entities/user/users-query.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => apiFetch<CurrentUser>('/api/profile', { method: 'PATCH', body: input }),
    onSuccess: (user) => {
      // The sidebar shows the new name at once; pickers and the users list follow.
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: usersRootKey });
    },
  });
}

type PasswordChange = { currentPassword: string; newPassword: string };

/** Better Auth's change: the other sessions end, this one goes on (with a new cookie). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) =>
      apiFetch<unknown>('/api/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } }),
  });
}
