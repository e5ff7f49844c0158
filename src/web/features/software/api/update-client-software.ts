import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { softwareQueryKey } from '../../../lib/reference-data.ts';
import { clientsQueryKey, type ClientsResponse } from './get-clients.ts';

type Variables = { clientId: string; softwareId: string | null };

function patchRow(queryClient: QueryClient, clientId: string, patch: (row: ClientRow) => ClientRow) {
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, (current) =>
    current ? { clients: current.clients.map((row) => (row.id === clientId ? patch(row) : row)) } : current,
  );
}

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
      await queryClient.cancelQueries({ queryKey: clientsQueryKey });
      const previous = queryClient
        .getQueryData<ClientsResponse>(clientsQueryKey)
        ?.clients.find((row) => row.id === clientId)?.softwareId;
      patchRow(queryClient, clientId, (row) => ({ ...row, softwareId }));
      return { previous: previous ?? null };
    },
    onSuccess: (saved) => patchRow(queryClient, saved.id, () => saved),
    onError: (_error, { clientId }, context) => {
      patchRow(queryClient, clientId, (row) => ({ ...row, softwareId: context?.previous ?? null }));
      onError(clientId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}
