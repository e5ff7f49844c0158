import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client.ts';

export const RESET_PASSWORD_PATH = '/reset-password';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<unknown>('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: RESET_PASSWORD_PATH },
      }),
  });
}
