import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';

export type SignInInput = { email: string; password: string };

export function signIn(input: SignInInput): Promise<unknown> {
  return apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Awaited so the button stays pending until the session is known and the page can render.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
