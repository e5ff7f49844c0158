import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Software } from '../../../../shared/software.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';

/** Moves the cards at once; the server then gets the full list, and a refusal puts the old order back. */
export function useReorderSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: Software[]) =>
      apiFetch<{ software: Software[] }>('/api/software/order', {
        method: 'PUT',
        body: { ids: ordered.map((s) => s.id) },
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: softwareQueryKey });
      const previous = queryClient.getQueryData<Software[]>(softwareQueryKey);
      queryClient.setQueryData<Software[]>(softwareQueryKey, ordered);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData<Software[]>(softwareQueryKey, saved.software),
    onError: (_error, _ordered, context) => queryClient.setQueryData(softwareQueryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}
