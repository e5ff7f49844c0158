import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TwoFactorPolicy } from '../../../../shared/two-factor.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { twoFactorStatusQueryKey } from '../../../entities/user/two-factor/two-factor-api.ts';
import { usersRootKey } from '../../../entities/user/users-query.ts';

/** « Désactiver », with the password; Better Auth renews the session. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiFetch<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}

/** New recovery codes, with the password: the old ones stop working. */
export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { method: 'POST', body: { password } }).then(
        (answer) => answer.backupCodes,
      ),
  });
}

/** The firm's rule (admins). */
export function useUpdateTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TwoFactorPolicy) => apiFetch<TwoFactorPolicy>('/api/two-factor/policy', { method: 'PUT', body: policy }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}

/** An admin resets a user's second factor (a lost phone). */
export function useResetUserTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/admin/users/${id}/two-factor/reset`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersRootKey }),
  });
}
