import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Software } from '../../shared/software.ts';
import type { UserOption } from '../../shared/users.ts';
import { apiFetch } from './api-client.ts';

// Lists several pages pick from (collaborators, assignees, software). They live here, not in a
// feature, because features never import one another.

export const usersQueryKey = ['users', 'options'] as const;
export const softwareQueryKey = ['software'] as const;

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => apiFetch<{ users: UserOption[] }>('/api/users', { signal }).then((r) => r.users),
    staleTime: 60_000,
  });

export const softwareQueryOptions = () =>
  queryOptions({
    queryKey: softwareQueryKey,
    queryFn: ({ signal }) => apiFetch<{ software: Software[] }>('/api/software', { signal }).then((r) => r.software),
    staleTime: 30_000,
  });

export const useUsers = () => useQuery(usersQueryOptions());
export const useSoftware = () => useQuery(softwareQueryOptions());
