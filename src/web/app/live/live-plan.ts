import type { QueryClient } from '@tanstack/react-query';

import { CLIENT_ROWS_MAX } from '../../shared/client-rows-query.ts';
import type { LiveChange } from '../../shared/live-events.ts';
import { CLIENT_ROW_LISTS } from '../entities/client/client-row-lists.ts';
import { clientsQueryKey } from '../entities/client/clients-query.ts';
import { obligationCountersPrefix, obligationListPrefix } from '../entities/obligation/obligations-query.ts';

/** The first elements of TanStack Query keys: invalidating one reaches every query below it. */
export type KeyPrefix = readonly string[];

/** Pages that sum up everything (the Système tab counts rows, the journal lists writes): every write may change them. */
const EVERY_CHANGE: readonly KeyPrefix[] = [['dashboard'], ['stats'], ['activity'], ['search'], ['system']];

/**
 * What each journal entity's change makes stale, by query-key root (each feature's api/ folder
 * names its keys; the roots are repeated here because lib/ does not import features). The client
 * list itself, and the lists of one row per client (client-row-lists.ts), are patched row by row
 * (see live-updates.ts) rather than reloaded: they hold 10,000 rows.
 */
/** The Échéances lists (the page's, the Tâches calendar's) and their counters. */
const OBLIGATIONS: readonly KeyPrefix[] = [obligationListPrefix, obligationCountersPrefix];

const AFFECTED: Readonly<Record<string, readonly KeyPrefix[]>> = {
  // A client's profile, closing date or status regenerates its obligations; an assignment moves
  // them in or out of a portfolio.
  client: [['tasks'], ['authorizations'], ['tracking'], ['bank-changes'], ['software'], ['client-sheet'], ...OBLIGATIONS],
  client_collaborator: [['client-sheet'], ...OBLIGATIONS],
  // The Tâches list refetches only the pages it has loaded (100 rows each) and its count.
  task: [['tasks'], ['notifications'], ['client-sheet']],
  // The URSSAF status decides who appears in 3 EN 1, and the bank kinds feed the bank changes.
  authorization: [['authorizations'], ['authorization-history'], ['tracking'], ['bank-changes'], ['client-sheet']],
  tracking: [['tracking'], ['tracking-history'], ['client-sheet']],
  tracking_year: [['tracking']],
  bank_change: [['bank-changes'], ['authorizations'], ['client-sheet']],
  // Deleting a software empties the clients' software cell.
  software: [['software'], clientsQueryKey, ['client-sheet']],
  user: [['users'], ['me'], ['tasks'], clientsQueryKey, ['client-sheet']],
  note: [['client-sheet']],
  // The Échéances list and counters, the Tâches calendar's obligations, the sheet's upcoming ones
  // (and the Dashboard's counter, which every change refreshes).
  obligation: [...OBLIGATIONS, ['client-sheet']],
};

/**
 * What a write of this tab to these entities makes stale (a bulk change, its undo): the same
 * table as a colleague's change, so both refresh the same queries.
 */
export function staleAfter(...entities: readonly string[]): KeyPrefix[] {
  const byKey = new Map(entities.flatMap((entity) => AFFECTED[entity] ?? []).map((prefix) => [keyOf(prefix), prefix]));
  return [...byKey.values()];
}

/** Invalidates every query below each prefix. */
export function invalidatePrefixes(queryClient: QueryClient, prefixes: readonly KeyPrefix[]): void {
  for (const queryKey of prefixes) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}

/** Entities whose rows live in the client list. */
const CLIENT_ROW_ENTITIES = new Set(['client', 'client_collaborator']);
/** Entities whose change is a client's rows in the lists patched by client (its name, status, portfolio, cells, deadlines). */
const LIST_ROW_ENTITIES = new Set(['client', 'client_collaborator', 'authorization', 'tracking', 'obligation']);
const keyOf = (prefix: KeyPrefix) => prefix.join('\u0000');
const LIST_KEYS = new Set(CLIENT_ROW_LISTS.map((list) => keyOf(list.prefix)));
/** Past this many clients in one change, reloading a list costs less than fetching its rows (the API's limit too). */
export const MAX_PATCHED_CLIENTS = CLIENT_ROWS_MAX;

export type LivePlan = {
  /** Reload everything: an entity this version does not know. */
  everything: boolean;
  invalidate: KeyPrefix[];
  /** Client rows to fetch and put into the cached list; null means reload the list. */
  clientRows: string[] | null;
  /** Clients whose rows to fetch into the lists patched by client (client-row-lists.ts); null when those lists reload. */
  listRows: string[] | null;
};

export function planChange(change: LiveChange): LivePlan {
  const roots = new Map<string, KeyPrefix>(EVERY_CHANGE.map((prefix) => [keyOf(prefix), prefix]));
  const clientIds = new Set<string>();
  const listClientIds = new Set<string>();
  let reloadClients = change.bulk === true;
  let reloadLists = change.bulk === true;
  for (const { entity, clientId } of change.entities) {
    const affected = AFFECTED[entity];
    if (!affected) return { everything: true, invalidate: [], clientRows: null, listRows: null };
    for (const prefix of affected) roots.set(keyOf(prefix), prefix);
    if (CLIENT_ROW_ENTITIES.has(entity)) {
      if (clientId) clientIds.add(clientId);
      else reloadClients = true;
    }
    if (affected.some((prefix) => LIST_KEYS.has(keyOf(prefix)))) {
      if (LIST_ROW_ENTITIES.has(entity) && clientId) listClientIds.add(clientId);
      else reloadLists = true;
    }
  }
  if (clientIds.size > MAX_PATCHED_CLIENTS) reloadClients = true;
  if (listClientIds.size > MAX_PATCHED_CLIENTS) reloadLists = true;
  if (reloadClients) roots.set(keyOf(clientsQueryKey), clientsQueryKey);
  if (!reloadLists) for (const key of LIST_KEYS) roots.delete(key);
  const listReloaded = roots.has(keyOf(clientsQueryKey));
  return {
    everything: false,
    invalidate: [...roots.values()],
    clientRows: listReloaded ? null : [...clientIds],
    listRows: reloadLists ? null : [...listClientIds],
  };
}
