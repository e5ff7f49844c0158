import { useMutation, useQueryClient } from '@tanstack/react-query';

import { twoFactorChallengeSchema } from '../../../../shared/two-factor.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';

export type SignInInput = { email: string; password: string };

/** Signed in, or the password was right and the account's second factor is asked next. */
export type SignInResult = { twoFactor: boolean };

export async function signIn(input: SignInInput): Promise<SignInResult> {
  const answer = await apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
  return { twoFactor: twoFactorChallengeSchema.safeParse(answer).success };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Awaited so the button stays pending until the session is known and the page can render.
    onSuccess: async ({ twoFactor }) => {
      if (!twoFactor) await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
