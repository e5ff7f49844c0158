import type { ClientRow } from '../../../shared/clients.ts';
import { matchesClientQuery, prepareClientQuery } from '../../../shared/client-search.ts';

type ClientFilter = {
  /** Only clients of this software; undefined for all. */
  softwareId?: string;
  /** Matches the raison sociale (case and accents ignored) or any part of the SIRET. */
  query: string;
};

export function filterClients(clients: readonly ClientRow[], { softwareId, query }: ClientFilter): ClientRow[] {
  const prepared = prepareClientQuery(query);
  return clients.filter(
    (client) =>
      (softwareId === undefined || client.softwareId === softwareId) &&
      (prepared === null || matchesClientQuery(client, prepared)),
  );
}
