import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { openSessionListSchema } from '../../../../shared/sessions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const sessionsQueryKey = ['sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: async ({ signal }) => openSessionListSchema.parse(await apiFetch<unknown>('/api/sessions', { signal })).sessions,
  });

export const useOpenSessions = () => useQuery(sessionsQueryOptions());

/** « Se déconnecter » on one session, or on every other one. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | 'others') =>
      target === 'others'
        ? apiFetch<unknown>('/api/sessions/revoke-others', { method: 'POST', body: {} })
        : apiFetch<unknown>(`/api/sessions/${target.id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
