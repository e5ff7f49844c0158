import { useQuery } from '@tanstack/react-query';

import { getClientsQueryOptions, type ClientsResponse } from '../../../entities/client/clients-query.ts';

const selectNames = ({ clients }: ClientsResponse): ReadonlyMap<string, string> =>
  new Map(clients.map((client) => [client.id, client.raisonSociale]));

/**
 * The raison sociale of each client, inactive ones included: a skipped client is named, not
 * shown as an id. Read from the shared client list (entities/client), only when there is one to name.
 */
export function useReminderClientNames({ enabled }: { enabled: boolean }): ReadonlyMap<string, string> | undefined {
  return useQuery({ ...getClientsQueryOptions(), select: selectNames, enabled }).data;
}
