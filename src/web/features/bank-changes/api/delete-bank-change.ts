import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client.ts';
import { bankChangesQueryKey, type BankChangeList } from './get-bank-changes.ts';

export function useDeleteBankChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/bank-changes/${id}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      await queryClient.cancelQueries({ queryKey: bankChangesQueryKey });
      queryClient.setQueryData<BankChangeList>(bankChangesQueryKey, (current) =>
        current ? { ...current, changes: current.changes.filter((change) => change.id !== id) } : current,
      );
    },
  });
}
