import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { SetupAdminInput } from '../../../../shared/users.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';
import { setupStatusQueryKey } from './get-setup-status.ts';
import { signIn } from './sign-in.ts';

/** Creates the first administrator, then signs in with the same credentials. */
export function useSetupAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetupAdminInput) => {
      await apiFetch<unknown>('/api/setup', { method: 'POST', body: input });
      // From here on the account exists: a failed sign-in must land on the login form, not the setup form.
      queryClient.setQueryData(setupStatusQueryKey, { needsSetup: false });
      await signIn({ email: input.email, password: input.password });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    onError: () => queryClient.invalidateQueries({ queryKey: setupStatusQueryKey }),
  });
}
