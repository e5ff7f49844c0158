import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ClientRow } from '../../../shared/clients.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { compareFrench } from '../../lib/french-order.ts';

// The whole client list, sent once and then patched by live updates (app/live): the client
// pickers of Tâches and Banque read it (useActiveClients), and the writes of Logiciels and Clients
// patch it. It lives here because features never import one another. The Clients page itself reads
// its list in pages (clientsViewPrefix below, decision 0009).

export const clientsQueryKey = ['clients'] as const;
export type ClientsResponse = { clients: ClientRow[] };

/**
 * The Clients page's own queries (decision 0009: at a network's size it reads the list in pages
 * of GET /api/clients?limit=): its pages, its pinned row, its unfiltered count. Under the list's
 * key, so that whatever reloads the list reloads them; the edits patch them like the list
 * (clients-cache.ts).
 */
export const clientsViewPrefix = [...clientsQueryKey, 'view'] as const;
export const clientPagesPrefix = [...clientsViewPrefix, 'pages'] as const;
export const clientRowKey = (id: string) => [...clientsViewPrefix, 'row', id] as const;

/** Journal entities whose change, sent with a client id, is that client's row of this list: fetched and patched in. */
export const CLIENT_LIST_ENTITIES: readonly string[] = ['client', 'client_collaborator'];

// Not zod-parsed: 10,000 rows from our own API, typed by the shared contract.
export const getClientsQueryOptions = () =>
  queryOptions({
    queryKey: clientsQueryKey,
    queryFn: ({ signal }) => apiFetch<ClientsResponse>('/api/clients', { signal }),
  });

// Module-level, so TanStack Query reruns it only when the cached list changes.
const selectActive = ({ clients }: ClientsResponse): ClientRow[] =>
  clients.filter((client) => client.status === 'actif').sort((a, b) => compareFrench(a.raisonSociale, b.raisonSociale));

/** The active clients (SPEC §3) by raison sociale in French order: what a bank change or a task picks among. */
export const useActiveClients = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getClientsQueryOptions(), select: selectActive, enabled });
