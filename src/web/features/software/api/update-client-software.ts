import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { SoftwareClientList } from '../../../../shared/software.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { cancelClientsRefetch, getCachedClient, updateCachedClient } from '../../../entities/client/clients-cache.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';
import { softwareClientsQueryKey } from './get-software-clients.ts';

type Variables = { clientId: string; softwareId: string | null };

/** Rewrites one client's software in the page's list (a no-op when the list or the row is not there). */
function setCachedSoftware(queryClient: QueryClient, clientId: string, softwareId: string | null): void {
  queryClient.setQueryData<SoftwareClientList>(softwareClientsQueryKey, (current) =>
    current ? { ...current, rows: current.rows.map((row) => (row.clientId === clientId ? { ...row, softwareId } : row)) } : current,
  );
}

/**
 * Sets a client's software at once in the page's list and in the shared client list when it is
 * cached (the Clients page reads it), then on the server. A failure puts back only that client's
 * previous value, so other edits made meanwhile survive.
 */
export function useUpdateClientSoftware({ onError }: { onError: (clientId: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, softwareId }: Variables) =>
      apiFetch<ClientRow>(`/api/clients/${clientId}`, { method: 'PATCH', body: { softwareId } }),
    onMutate: async ({ clientId, softwareId }) => {
      // A refetch under way would land after this change with the value from before it.
      await Promise.all([cancelClientsRefetch(queryClient), queryClient.cancelQueries({ queryKey: softwareClientsQueryKey })]);
      const row = queryClient.getQueryData<SoftwareClientList>(softwareClientsQueryKey)?.rows.find((item) => item.clientId === clientId);
      const previous = row ? row.softwareId : getCachedClient(queryClient, clientId)?.softwareId;
      setCachedSoftware(queryClient, clientId, softwareId);
      updateCachedClient(queryClient, clientId, (row) => ({ ...row, softwareId }));
      return { previous: previous ?? null };
    },
    onSuccess: (saved) => {
      setCachedSoftware(queryClient, saved.id, saved.softwareId);
      updateCachedClient(queryClient, saved.id, () => saved);
    },
    onError: (_error, { clientId }, context) => {
      const previous = context?.previous ?? null;
      setCachedSoftware(queryClient, clientId, previous);
      updateCachedClient(queryClient, clientId, (row) => ({ ...row, softwareId: previous }));
      onError(clientId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}
