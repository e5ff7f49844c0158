import { queryOptions, useQuery } from '@tanstack/react-query';

import type { UserOption } from '../../../shared/users.ts';
import { apiFetch } from '../../lib/api-client.ts';

// The staff list several pages pick from (collaborators, assignees, the journal's author filter).

/** Every staff list: the pickers' options here, Paramètres › Utilisateurs' rows below it. */
export const usersRootKey = ['users'] as const;
export const usersQueryKey = [...usersRootKey, 'options'] as const;

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => apiFetch<{ users: UserOption[] }>('/api/users', { signal }).then((r) => r.users),
    staleTime: 60_000,
  });

export const useUsers = () => useQuery(usersQueryOptions());
