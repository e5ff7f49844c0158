import { CLIENT_ROWS_MAX } from '../../../shared/client-rows-query.ts';
import type { LiveChange } from '../../../shared/live-events.ts';
import { CLIENT_LIST_ENTITIES, clientsQueryKey } from '../../entities/client/clients-query.ts';
import type { FeatureDescriptor, KeyPrefix, PatchedList } from '../../lib/feature.ts';

/** Past this many clients in one change, reloading a list costs less than fetching its rows (the API's limit too). */
export const MAX_PATCHED_CLIENTS = CLIENT_ROWS_MAX;

export type LivePlan = {
  /** Reload everything: an entity this version does not know. */
  everything: boolean;
  invalidate: KeyPrefix[];
  /** Client rows to fetch and put into the cached list; null means reload the list. */
  clientRows: string[] | null;
  /** Clients whose rows to fetch into the patched lists; null when those lists reload. */
  listRows: string[] | null;
};

/** What the features' descriptors say about changes, gathered once: how this tab follows the journal. */
export type LiveTable = {
  /** Which queries a change makes stale (a colleague's, or this tab's bulk write): the features' staleOn, merged. */
  staleAfter: (entities: readonly string[]) => KeyPrefix[];
  planChange: (change: LiveChange) => LivePlan;
  /** The lists of one row per client, patched by client rather than reloaded (each feature's patchedLists). */
  patchedLists: readonly PatchedList[];
};

const keyOf = (prefix: KeyPrefix) => prefix.join('\u0000');

const byKey = (prefixes: readonly KeyPrefix[]) => new Map(prefixes.map((prefix) => [keyOf(prefix), prefix]));

/** A code in staleOn or clientRowEntities that no feature journals is a typo: it would never match a change. */
function checkEntities(features: readonly FeatureDescriptor[], journaled: ReadonlySet<string>): void {
  for (const feature of features) {
    const named = [...Object.keys(feature.staleOn ?? {}), ...(feature.clientRowEntities ?? [])];
    const unknown = named.find((entity) => !journaled.has(entity));
    if (unknown) throw new Error(`La fonctionnalité ${feature.name} nomme l’entité « ${unknown} », qu’aucune fonctionnalité ne journalise.`);
  }
}

export function buildLiveTable(features: readonly FeatureDescriptor[]): LiveTable {
  const journaled = new Set(features.flatMap((feature) => (feature.journal ?? []).map(({ entity }) => entity)));
  checkEntities(features, journaled);
  /** Per journal entity, every feature's queries its change makes stale; an entity missing here reloads everything. */
  const affected = new Map<string, KeyPrefix[]>([...journaled].map((entity) => [entity, []]));
  for (const feature of features) {
    for (const [entity, prefixes] of Object.entries(feature.staleOn ?? {})) affected.get(entity)?.push(...prefixes);
  }
  /** Pages that sum up everything (the Système tab counts rows, the journal lists writes): every write may change them. */
  const everyChange = features.flatMap((feature) => feature.staleOnAnyChange ?? []);
  const patchedLists = features.flatMap((feature) => feature.patchedLists ?? []);
  /** Entities whose change is a client's rows in the patched lists (its name, status, portfolio, cells, deadlines). */
  const listRowEntities = new Set(features.flatMap((feature) => feature.clientRowEntities ?? []));
  const clientListEntities = new Set(CLIENT_LIST_ENTITIES);
  const listKeys = new Set(patchedLists.map((list) => keyOf(list.prefix)));

  // Each set of entities asked for gets the same array back, so a hook may depend on it.
  const staleCache = new Map<string, KeyPrefix[]>();
  const staleAfter = (entities: readonly string[]): KeyPrefix[] => {
    const cacheKey = entities.join('\u0000');
    const cached = staleCache.get(cacheKey);
    if (cached) return cached;
    const stale = [...byKey(entities.flatMap((entity) => affected.get(entity) ?? [])).values()];
    staleCache.set(cacheKey, stale);
    return stale;
  };

  const planChange = (change: LiveChange): LivePlan => {
    const roots = byKey(everyChange);
    const clientIds = new Set<string>();
    const listClientIds = new Set<string>();
    let reloadClients = change.bulk === true;
    let reloadLists = change.bulk === true;
    for (const { entity, clientId } of change.entities) {
      const prefixes = affected.get(entity);
      if (!prefixes) return { everything: true, invalidate: [], clientRows: null, listRows: null };
      for (const prefix of prefixes) roots.set(keyOf(prefix), prefix);
      if (clientListEntities.has(entity)) {
        if (clientId) clientIds.add(clientId);
        else reloadClients = true;
      }
      if (prefixes.some((prefix) => listKeys.has(keyOf(prefix)))) {
        if (listRowEntities.has(entity) && clientId) listClientIds.add(clientId);
        else reloadLists = true;
      }
    }
    if (clientIds.size > MAX_PATCHED_CLIENTS) reloadClients = true;
    if (listClientIds.size > MAX_PATCHED_CLIENTS) reloadLists = true;
    if (reloadClients) roots.set(keyOf(clientsQueryKey), clientsQueryKey);
    if (!reloadLists) for (const key of listKeys) roots.delete(key);
    const listReloaded = roots.has(keyOf(clientsQueryKey));
    return {
      everything: false,
      invalidate: [...roots.values()],
      clientRows: listReloaded ? null : [...clientIds],
      listRows: reloadLists ? null : [...listClientIds],
    };
  };

  return { staleAfter, planChange, patchedLists };
}
