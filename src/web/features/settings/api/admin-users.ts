import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminUser, AdminUserCreate, AdminUserPatch } from '../../../../shared/settings.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';
import { usersRootKey } from '../../../entities/user/users-query.ts';

// Under the 'users' key of the pickers' list, so one invalidation refreshes both.
const adminUsersQueryKey = [...usersRootKey, 'admin'] as const;

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => apiFetch<{ users: AdminUser[] }>('/api/admin/users', { signal }).then((r) => r.users),
  });

export const useAdminUsers = () => useQuery(adminUsersQueryOptions());

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUserCreate) => apiFetch<AdminUser>('/api/admin/users', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersRootKey }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminUserPatch }) =>
      apiFetch<AdminUser>(`/api/admin/users/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: async () => {
      // An admin renaming themselves here sees the sidebar follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersRootKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/admin/users/${id}`, { method: 'DELETE' }),
    // Their tasks lost their assignee and their clients a collaborator: every cached list is stale
    // (only the ones on screen refetch now).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
