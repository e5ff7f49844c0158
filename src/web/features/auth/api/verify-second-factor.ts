import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';

/** The app's 6-digit code, or one of the recovery codes. */
export type SecondFactor = { kind: 'totp' | 'recovery'; code: string };

const PATHS = { totp: '/api/auth/two-factor/verify-totp', recovery: '/api/auth/two-factor/verify-backup-code' } as const;

/** The sign-in's second step: the session opens once the code is accepted. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, code }: SecondFactor) => apiFetch<unknown>(PATHS[kind], { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
