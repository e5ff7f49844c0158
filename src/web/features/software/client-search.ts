import type { ClientRow } from '../../../shared/clients.ts';
import { filterRows } from '../../entities/client/list/lib/client-rows.ts';

type ClientFilter = {
  /** Only clients of this software; undefined for all. */
  softwareId?: string;
  /** Matches the raison sociale (case and accents ignored) or any part of the SIRET. */
  query: string;
};

/** The client lists' search, with the software card as the list's own filter. */
export function filterClients(clients: readonly ClientRow[], { softwareId, query }: ClientFilter): readonly ClientRow[] {
  return filterRows(clients, {
    query,
    keep: softwareId === undefined ? undefined : (client) => client.softwareId === softwareId,
  });
}

/** How many clients each software has, whatever their status: a software card's count. */
export function countBySoftware(clients: readonly ClientRow[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const client of clients) {
    if (client.softwareId) counts.set(client.softwareId, (counts.get(client.softwareId) ?? 0) + 1);
  }
  return counts;
}
