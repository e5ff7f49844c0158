import type { SearchableClient } from '../../../shared/client-search.ts';
import { filterRows } from '../../entities/client/list/lib/client-rows.ts';

/** A row with a client's name, SIRET and software: the page's own rows, or the whole client list's. */
type SoftwareRow = SearchableClient & { softwareId: string | null };

type ClientFilter = {
  /** Only clients of this software; undefined for all. */
  softwareId?: string;
  /** Matches the raison sociale (case and accents ignored) or any part of the SIRET. */
  query: string;
};

/** The client lists' search, with the software card as the list's own filter. */
export function filterClients<R extends SoftwareRow>(clients: readonly R[], { softwareId, query }: ClientFilter): readonly R[] {
  return filterRows(clients, {
    query,
    keep: softwareId === undefined ? undefined : (client) => client.softwareId === softwareId,
  });
}

/** How many of the rows each software has: a software card's count within a portfolio. */
export function countBySoftware(clients: readonly { softwareId: string | null }[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const client of clients) {
    if (client.softwareId) counts.set(client.softwareId, (counts.get(client.softwareId) ?? 0) + 1);
  }
  return counts;
}
