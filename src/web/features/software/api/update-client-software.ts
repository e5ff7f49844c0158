import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { SoftwareClientRow } from '../../../../shared/software.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { cancelClientsRefetch, getCachedClient, updateCachedClient } from '../../../entities/client/clients-cache.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';
import { findCachedListRow, updateCachedListRow } from '../../../entities/client/list/paged-client-list-query.ts';
import { softwareClientPagesPrefix } from './get-software-clients.ts';

type Variables = { clientId: string; softwareId: string | null };

const updateKey = ['software-clients', 'update'] as const;

/** Rewrites one client's software in every loaded page of the list (a no-op where the row is not loaded). */
const setCachedSoftware = (queryClient: QueryClient, clientId: string, softwareId: string | null) =>
  updateCachedListRow<SoftwareClientRow>(queryClient, softwareClientPagesPrefix, clientId, (row) => ({ ...row, softwareId }));

/**
 * Sets a client's software at once in the page's loaded pages and in the shared client list when
 * it is cached (the Clients page reads it), then on the server. A failure puts back only that
 * client's previous value, so other edits made meanwhile survive. Once the last pending save is
 * in, the pages (filtered on a card's software by the server) and the cards' counts are read again.
 */
export function useUpdateClientSoftware({ onError }: { onError: (clientId: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateKey,
    mutationFn: ({ clientId, softwareId }: Variables) =>
      apiFetch<ClientRow>(`/api/clients/${clientId}`, { method: 'PATCH', body: { softwareId } }),
    onMutate: async ({ clientId, softwareId }) => {
      // A refetch under way would land after this change with the value from before it.
      await Promise.all([cancelClientsRefetch(queryClient), queryClient.cancelQueries({ queryKey: softwareClientPagesPrefix })]);
      const previous = (findCachedListRow<SoftwareClientRow>(queryClient, softwareClientPagesPrefix, clientId) ?? getCachedClient(queryClient, clientId))?.softwareId;
      setCachedSoftware(queryClient, clientId, softwareId);
      updateCachedClient(queryClient, clientId, (row) => ({ ...row, softwareId }));
      return { previous: previous ?? null };
    },
    onSuccess: (saved) => {
      setCachedSoftware(queryClient, saved.id, saved.softwareId);
      updateCachedClient(queryClient, saved.id, () => saved);
      // An earlier answer would put back selects still being saved.
      if (queryClient.isMutating({ mutationKey: updateKey }) <= 1) void queryClient.invalidateQueries({ queryKey: softwareClientPagesPrefix });
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
