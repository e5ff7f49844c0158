import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { BankChangeRow, BankChangeStatus, BankChangeStatusField } from '../../../../shared/bank-changes.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { bankChangesQueryKey, type BankChangeList } from './get-bank-changes.ts';

export type UpdateBankChangeInput = { id: string; field: BankChangeStatusField; status: BankChangeStatus };

const updateKey = ['bank-changes', 'update'] as const;

/** Sets one item's status at once; a failure puts back that item only. */
export function useUpdateBankChange({ onError }: { onError: (input: UpdateBankChangeInput) => void }) {
  const queryClient = useQueryClient();
  const setStatus = (id: string, field: BankChangeStatusField, status: BankChangeStatus) =>
    queryClient.setQueryData<BankChangeList>(bankChangesQueryKey, (current) =>
      current
        ? {
            ...current,
            changes: current.changes.map((change) => (change.id === id ? { ...change, [field]: status } : change)),
          }
        : current,
    );

  return useMutation({
    mutationKey: updateKey,
    mutationFn: ({ id, field, status }: UpdateBankChangeInput) =>
      apiFetch<BankChangeRow>(`/api/bank-changes/${id}`, { method: 'PATCH', body: { [field]: status } }),
    onMutate: async ({ id, field, status }) => {
      await queryClient.cancelQueries({ queryKey: bankChangesQueryKey });
      const previous = queryClient
        .getQueryData<BankChangeList>(bankChangesQueryKey)
        ?.changes.find((c) => c.id === id)?.[field];
      setStatus(id, field, status);
      return { previous };
    },
    onError: (_error, input, context) => {
      if (context?.previous) setStatus(input.id, input.field, context.previous);
      onError(input);
    },
  });
}

/** 'id:field' of every item being saved: its select stays disabled meanwhile. */
export function usePendingBankChangeUpdates(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: updateKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateBankChangeInput | undefined,
  });
  return useMemo(() => new Set(pending.flatMap((input) => (input ? [`${input.id}:${input.field}`] : []))), [pending]);
}
