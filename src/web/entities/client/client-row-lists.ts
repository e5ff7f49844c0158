import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { apiFetch } from '../../lib/api-client.ts';
import type { PatchedList } from '../../lib/feature.ts';
import { mergeRows } from '../../lib/merge-rows.ts';

// The lists whose rows belong to clients and whose API answers `?clients=<id>,<id>` with only
// those clients' rows, under the same filters: Logiciels' clients, the Échéances lists. Each
// feature names its own in its descriptor (patchedLists). A live update fetches the changed
// clients' rows and patches them in rather than reloading 10,000 rows (or a month of the firm's
// deadlines) for each colleague's click.

type ClientRows = Record<string, { clientId: string }[]>;

const hasRows = (data: unknown, field: string): data is ClientRows =>
  typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[field]);

/** The answer's rows under `field` merged into the cached list's. */
const patchRowsIn =
  (field: string): PatchedList['patch'] =>
  (current, fresh, clientIds) =>
    hasRows(current, field) && hasRows(fresh, field)
      ? { ...current, ...fresh, [field]: mergeRows(current[field] ?? [], clientIds, fresh[field] ?? [], (row) => row.clientId) }
      : current;

/** One list of one row per active client, cached under exactly `key`, served at `path` with its rows under `field`. */
export const clientRowList = (key: readonly [string], path: string, field: string): PatchedList => ({
  prefix: key,
  urlOf: (queryKey: QueryKey, clients) => (queryKey.length === 1 ? `${path}?clients=${clients}` : null),
  patch: patchRowsIn(field),
});

/**
 * Fetches the fresh rows of `clientIds` for every such list in the cache, and gives back the patch
 * to apply (after this tab's own writes have settled, see app/live/live-updates.ts).
 */
export async function fetchClientRowPatches(
  queryClient: QueryClient,
  lists: readonly PatchedList[],
  clientIds: readonly string[],
): Promise<() => void> {
  const clients = clientIds.join(',');
  const cached = lists.flatMap((list) =>
    queryClient.getQueriesData({ queryKey: list.prefix }).flatMap(([key, data]) => {
      const url = data === undefined ? null : list.urlOf(key, clients);
      return url ? [{ key, list, url }] : [];
    }),
  );
  const answers = await Promise.all(cached.map(async (entry) => ({ ...entry, fresh: await apiFetch<unknown>(entry.url) })));
  return () => {
    for (const { key, list, fresh } of answers) queryClient.setQueryData(key, (current: unknown) => list.patch(current, fresh, clientIds));
  };
}
