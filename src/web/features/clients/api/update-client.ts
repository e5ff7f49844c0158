import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClientPatch, ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';
import { cancelClientsRefetch, getCachedClient, updateCachedClient } from '../../../entities/client/clients-cache.ts';

export type UpdateClientInput = { id: string; patch: ClientPatch };

function pick(row: ClientRow, keys: readonly (keyof ClientPatch)[]): Partial<ClientRow> {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}

/**
 * Inline edit: the cell shows the new value at once; a failure puts back only the fields this
 * request changed, so edits made meanwhile on other cells survive.
 */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: UpdateClientInput) =>
      apiFetch<ClientRow>(`/api/clients/${id}`, { method: 'PATCH', body: patch }),
    onMutate: async ({ id, patch }) => {
      await cancelClientsRefetch(queryClient);
      const keys = Object.keys(patch) as (keyof ClientPatch)[];
      const current = getCachedClient(queryClient, id);
      const previous = current ? pick(current, keys) : {};
      updateCachedClient(queryClient, id, (row) => ({ ...row, ...patch }));
      return { previous };
    },
    onSuccess: (saved, { id, patch }) => {
      // Only this request's fields (as the server normalised them) and the version stamp.
      const keys = Object.keys(patch) as (keyof ClientPatch)[];
      updateCachedClient(queryClient, id, (row) => ({ ...row, ...pick(saved, keys), updatedAt: saved.updatedAt }));
      if ('softwareId' in patch) void queryClient.invalidateQueries({ queryKey: softwareQueryKey });
    },
    onError: (_error, { id }, context) => {
      if (context) updateCachedClient(queryClient, id, (row) => ({ ...row, ...context.previous }));
    },
  });
}
