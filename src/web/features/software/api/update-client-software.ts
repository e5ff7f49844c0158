import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { cancelClientsRefetch, getCachedClient, updateCachedClient } from '../../../entities/client/clients-cache.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';

type Variables = { clientId: string; softwareId: string | null };

/**
 * Sets a client's software at once in the shared client list, then on the server. A failure
 * puts back only that client's previous value, so other edits made meanwhile survive.
 */
export function useUpdateClientSoftware({ onError }: { onError: (clientId: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, softwareId }: Variables) =>
      apiFetch<ClientRow>(`/api/clients/${clientId}`, { method: 'PATCH', body: { softwareId } }),
    onMutate: async ({ clientId, softwareId }) => {
      await cancelClientsRefetch(queryClient);
      const previous = getCachedClient(queryClient, clientId)?.softwareId;
      updateCachedClient(queryClient, clientId, (row) => ({ ...row, softwareId }));
      return { previous: previous ?? null };
    },
    onSuccess: (saved) => updateCachedClient(queryClient, saved.id, () => saved),
    onError: (_error, { clientId }, context) => {
      updateCachedClient(queryClient, clientId, (row) => ({ ...row, softwareId: context?.previous ?? null }));
      onError(clientId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}
