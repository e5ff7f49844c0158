import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';
import { cancelClientsRefetch, removeCachedClient } from '../../../entities/client/clients-cache.ts';

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/clients/${id}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      await cancelClientsRefetch(queryClient);
      removeCachedClient(queryClient, id);
      // The software cards count clients.
      void queryClient.invalidateQueries({ queryKey: softwareQueryKey });
    },
  });
}
