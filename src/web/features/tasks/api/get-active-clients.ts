import { useQuery } from '@tanstack/react-query';

import type { ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// Same key, request and shape as the Clients and Logiciels pages' list, so the three share one cache.
type ClientsResponse = { clients: ClientRow[] };
export type ClientOption = { id: string; name: string };

function activeClientOptions({ clients }: ClientsResponse): ClientOption[] {
  return clients
    .filter((client) => client.status === 'actif')
    .map((client) => ({ id: client.id, name: client.raisonSociale }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** The active clients a task can be linked to, by name. */
export const useActiveClients = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: ['clients'] as const,
    queryFn: ({ signal }) => apiFetch<ClientsResponse>('/api/clients', { signal }),
    select: activeClientOptions,
    enabled,
  });
