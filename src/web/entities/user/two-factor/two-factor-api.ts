import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { twoFactorEnableResultSchema, twoFactorStatusSchema, type TwoFactorEnableResult } from '../../../../shared/two-factor.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// The signed-in user's second factor: its state (the session gate and « Mon profil » read it) and
// the steps that turn it on, both Better Auth's under /api/auth/two-factor.

export const twoFactorStatusQueryKey = ['two-factor'] as const;

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorStatusQueryKey,
    queryFn: async ({ signal }) => twoFactorStatusSchema.parse(await apiFetch<unknown>('/api/two-factor', { signal })),
  });

export const useTwoFactorStatus = (options: { enabled?: boolean } = {}) => useQuery({ ...twoFactorStatusQueryOptions(), ...options });

/** Step 1: the password; answers the app's secret (as a QR code URI) and the recovery codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async (password: string): Promise<TwoFactorEnableResult> =>
      twoFactorEnableResultSchema.parse(await apiFetch<unknown>('/api/auth/two-factor/enable', { method: 'POST', body: { password } })),
  });
}

/** Step 2: the app's first code turns it on. */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) => apiFetch<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }),
  });
}
