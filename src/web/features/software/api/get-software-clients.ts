import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SoftwareClientList } from '../../../../shared/software.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// « Clients actifs » of the Logiciels page: the active clients with their software, a list of its
// own (GET /api/software/clients, 7.8 MB of JSON at 50,000 clients) rather than the whole client
// list (34 MB). Its own root, not under ['software']: invalidating the software cards' counts
// after a select changes must not download the rows again. A colleague's change of a client patches
// its row in (the feature's patchedLists).

export const softwareClientsQueryKey = ['software-clients'] as const;

// Not zod-parsed: 50,000 rows from our own API, typed by the shared contract.
export const softwareClientsQueryOptions = () =>
  queryOptions({
    queryKey: softwareClientsQueryKey,
    queryFn: ({ signal }) => apiFetch<SoftwareClientList>('/api/software/clients', { signal }),
  });

export const useSoftwareClients = () => useQuery(softwareClientsQueryOptions());
