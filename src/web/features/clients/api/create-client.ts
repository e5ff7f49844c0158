import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { addCachedClient, cancelClientsRefetch } from '../../../entities/client/clients-cache.ts';

/** POST with no fields: the server applies SPEC's defaults ('Nouveau client', 14 zeros). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ClientRow>('/api/clients', { method: 'POST', body: {} }),
    onSuccess: async (created) => {
      await cancelClientsRefetch(queryClient);
      addCachedClient(queryClient, created);
    },
  });
}
