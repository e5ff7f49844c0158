import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';

export type ResetPasswordInput = { newPassword: string; token: string };

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),
    // The server may end existing sessions when the password changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
