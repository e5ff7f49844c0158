import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client.ts';
import { cancelClientsRefetch, updateCachedClient } from '../../../entities/client/clients-cache.ts';

export type CollaboratorInput = { clientId: string; userId: string };

const path = ({ clientId, userId }: CollaboratorInput) => `/api/clients/${clientId}/collaborators/${userId}`;

function withCollaborator(ids: readonly string[], userId: string): string[] {
  return ids.includes(userId) ? [...ids] : [...ids, userId];
}

function withoutCollaborator(ids: readonly string[], userId: string): string[] {
  return ids.filter((id) => id !== userId);
}

/** Adds the chip at once; a failure removes it again. */
export function useAddCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollaboratorInput) => apiFetch<unknown>(path(input), { method: 'PUT' }),
    onMutate: async ({ clientId, userId }) => {
      await cancelClientsRefetch(queryClient);
      updateCachedClient(queryClient, clientId, (row) => ({
        ...row,
        collaboratorIds: withCollaborator(row.collaboratorIds, userId),
      }));
    },
    onError: (_error, { clientId, userId }) =>
      updateCachedClient(queryClient, clientId, (row) => ({
        ...row,
        collaboratorIds: withoutCollaborator(row.collaboratorIds, userId),
      })),
  });
}

/** Removes the chip at once; a failure puts it back. */
export function useRemoveCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollaboratorInput) => apiFetch<unknown>(path(input), { method: 'DELETE' }),
    onMutate: async ({ clientId, userId }) => {
      await cancelClientsRefetch(queryClient);
      updateCachedClient(queryClient, clientId, (row) => ({
        ...row,
        collaboratorIds: withoutCollaborator(row.collaboratorIds, userId),
      }));
    },
    onError: (_error, { clientId, userId }) =>
      updateCachedClient(queryClient, clientId, (row) => ({
        ...row,
        collaboratorIds: withCollaborator(row.collaboratorIds, userId),
      })),
  });
}
