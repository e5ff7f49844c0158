import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import { issuingDeadline, type CompanyCategory } from '../../../../shared/e-invoicing/statuses.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eInvoicingPagesPrefix, eInvoicingRootKey } from './get-e-invoicing.ts';
import { cachedRow, updateCachedRow } from './update-e-invoicing.ts';

export type UpdateCategoryInput = { clientId: string; category: CompanyCategory | null };

export const categoryUpdateKey = [...eInvoicingRootKey, 'category'] as const;

/**
 * The company category is a client field (its échéances follow it): PATCH /api/clients/{id}. The
 * row shows the category and its issuing deadline at once; a failure puts them back.
 */
export function useUpdateCategory({ onError }: { onError: (input: UpdateCategoryInput, error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: categoryUpdateKey,
    mutationFn: ({ clientId, category }: UpdateCategoryInput) =>
      apiFetch<ClientRow>(`/api/clients/${clientId}`, { method: 'PATCH', body: { categorieEntreprise: category } }),
    onMutate: async ({ clientId, category }) => {
      await queryClient.cancelQueries({ queryKey: eInvoicingPagesPrefix });
      const current = cachedRow(queryClient, clientId);
      updateCachedRow(queryClient, clientId, (row) => ({ ...row, category, issuingDeadline: issuingDeadline(category) }));
      return { previous: current ? { category: current.category, issuingDeadline: current.issuingDeadline } : undefined };
    },
    // The tiles, the category filter and the order are the server's: read again once the last save is in.
    onSuccess: () => {
      if (queryClient.isMutating({ mutationKey: eInvoicingRootKey }) <= 1) void queryClient.invalidateQueries({ queryKey: eInvoicingPagesPrefix });
    },
    onError: (error, input, context) => {
      const previous = context?.previous;
      if (previous) updateCachedRow(queryClient, input.clientId, (row) => ({ ...row, ...previous }));
      onError(input, error);
    },
  });
}
