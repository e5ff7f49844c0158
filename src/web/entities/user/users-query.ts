import { queryOptions, useQuery } from '@tanstack/react-query';

import type { UserOption } from '../../../shared/users.ts';
import { apiFetch } from '../../lib/api-client.ts';

// The staff list several pages pick from (collaborators, assignees, the journal's author filter).

export const usersQueryKey = ['users', 'options'] as const;

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => apiFetch<{ users: UserOption[] }>('/api/users', { signal }).then((r) => r.users),
    staleTime: 60_000,
  });

export const useUsers = () => useQuery(usersQueryOptions());
