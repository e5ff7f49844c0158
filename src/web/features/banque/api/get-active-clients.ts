import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Shared with the Clients and Logiciels pages, which cache the same request under the same key and shape. */
export const clientsQueryKey = ['clients'] as const;
export type ClientsResponse = { clients: ClientRow[] };

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: clientsQueryKey,
    queryFn: ({ signal }) => apiFetch<ClientsResponse>('/api/clients', { signal }),
  });

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The active clients, by raison sociale (SPEC §3): the bank change modal picks among them. */
export function useActiveClients() {
  const query = useQuery(clientsQueryOptions());
  const clients = query.data?.clients;
  const active = useMemo(
    () =>
      clients
        ?.filter((client) => client.status === 'actif')
        .sort((a, b) => collator.compare(a.raisonSociale, b.raisonSociale)),
    [clients],
  );
  return { ...query, active };
}
