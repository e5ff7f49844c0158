import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BankChangeRow } from '../../../../shared/bank-changes.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { bankChangesQueryKey } from './get-bank-changes.ts';

export type CreateBankChangeInput = { clientId: string; newBankName: string };

/** Resolves once the list shows the new change, so the modal closes onto it. */
export function useCreateBankChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBankChangeInput) =>
      apiFetch<BankChangeRow>('/api/bank-changes', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankChangesQueryKey }),
  });
}
