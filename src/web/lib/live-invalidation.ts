import type { LiveChange } from '../../shared/live-events.ts';
import { clientsQueryKey } from './clients-query.ts';
import { obligationsRootKey } from './obligations-query.ts';

/** The first elements of TanStack Query keys: invalidating one reaches every query below it. */
export type KeyPrefix = readonly [string];

/** Pages that sum up everything (the Système tab counts rows, the journal lists writes): every write may change them. */
const EVERY_CHANGE: readonly KeyPrefix[] = [['dashboard'], ['stats'], ['activity'], ['search'], ['system']];

/**
 * What each journal entity's change makes stale, by query-key root (each feature's api/ folder
 * names its keys; the roots are repeated here because lib/ does not import features). The client
 * list itself is patched row by row (see live-updates.ts) rather than reloaded: it holds 10,000 rows.
 */
const AFFECTED: Readonly<Record<string, readonly KeyPrefix[]>> = {
  // A client's profile, closing date or status regenerates its obligations; an assignment moves
  // them in or out of a portfolio.
  client: [['tasks'], ['authorizations'], ['tracking'], ['bank-changes'], ['software'], ['client-sheet'], obligationsRootKey],
  client_collaborator: [['client-sheet'], obligationsRootKey],
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
  obligation: [obligationsRootKey, ['client-sheet']],
};

/** Entities whose rows live in the client list. */
const CLIENT_ROW_ENTITIES = new Set(['client', 'client_collaborator']);
/** Past this many clients in one change, reloading the list costs less than fetching each row. */
export const MAX_PATCHED_CLIENTS = 20;

export type LivePlan = {
  /** Reload everything: an entity this version does not know. */
  everything: boolean;
  invalidate: KeyPrefix[];
  /** Client rows to fetch and put into the cached list; null means reload the list. */
  clientRows: string[] | null;
};

export function planChange(change: LiveChange): LivePlan {
  const roots = new Map<string, KeyPrefix>(EVERY_CHANGE.map((prefix) => [prefix[0], prefix]));
  const clientIds = new Set<string>();
  let reloadClients = change.bulk === true;
  for (const { entity, clientId } of change.entities) {
    const affected = AFFECTED[entity];
    if (!affected) return { everything: true, invalidate: [], clientRows: null };
    for (const prefix of affected) roots.set(prefix[0], prefix);
    if (CLIENT_ROW_ENTITIES.has(entity)) {
      if (clientId) clientIds.add(clientId);
      else reloadClients = true;
    }
  }
  if (clientIds.size > MAX_PATCHED_CLIENTS) reloadClients = true;
  if (reloadClients) roots.set(clientsQueryKey[0], clientsQueryKey);
  const listReloaded = roots.has(clientsQueryKey[0]);
  return {
    everything: false,
    invalidate: [...roots.values()],
    clientRows: listReloaded ? null : [...clientIds],
  };
}
