import type { QueryClient, QueryKey } from '@tanstack/react-query';

import type { ObligationList } from '../../../shared/obligations/api.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { mergeRows } from '../../lib/merge-rows.ts';
import { obligationListPrefix } from '../obligation/obligations-query.ts';

/**
 * The lists whose rows belong to clients and whose API answers `?clients=<id>,<id>` with only
 * those clients' rows, under the same filters: Habilitations and Banque per kind, Suivi per kind,
 * the Échéances lists. A live update fetches the changed clients' rows and patches them in rather
 * than reloading 10,000 rows (or a month of the firm's deadlines) for each colleague's click. The
 * keys repeat the features' (lib/ does not import features; their api/ folders name the same keys).
 */
type PatchedList = {
  /** The query-key prefix of the cached lists. */
  prefix: readonly string[];
  /** The same list narrowed to the clients' rows, or null for a query under the prefix that is not such a list. */
  urlOf: (key: QueryKey, clients: string) => string | null;
  patch: (current: unknown, fresh: unknown, clientIds: readonly string[]) => unknown;
};

type RowList = { rows: { clientId: string }[] };

const isRowList = (data: unknown): data is RowList =>
  typeof data === 'object' && data !== null && Array.isArray((data as { rows?: unknown }).rows);

/** A list of one row per active client, cached under [root, kind] and served at `${path}/${kind}`. */
const perKindList = (root: string, path: string): PatchedList => ({
  prefix: [root],
  urlOf: (key, clients) => (key.length === 2 && typeof key[1] === 'string' ? `${path}/${key[1]}?clients=${clients}` : null),
  patch: (current, fresh, clientIds) =>
    isRowList(current) && isRowList(fresh)
      ? { ...current, ...fresh, rows: mergeRows(current.rows, clientIds, fresh.rows, (row) => row.clientId) }
      : current,
});

const isObligationList = (data: unknown): data is ObligationList =>
  typeof data === 'object' && data !== null && Array.isArray((data as { obligations?: unknown }).obligations);

/** The Échéances lists, cached under [..prefix, query string]: a client's rows replaced, then kept by due date. */
const obligationLists: PatchedList = {
  prefix: obligationListPrefix,
  urlOf: (key, clients) => (typeof key[2] === 'string' ? `/api/obligations?${key[2] ? `${key[2]}&` : ''}clients=${clients}` : null),
  patch: (current, fresh, clientIds) => {
    if (!isObligationList(current) || !isObligationList(fresh)) return current;
    const clients = new Set(clientIds);
    const asked = current.obligations.filter((row) => clients.has(row.clientId)).map((row) => row.id);
    const merged = mergeRows(current.obligations, asked, fresh.obligations, (row) => row.id);
    // Stable: rows of the same day keep the server's order (client, kind, period).
    return { obligations: merged.sort((a, b) => a.dueDate.localeCompare(b.dueDate)) };
  },
};

export const CLIENT_ROW_LISTS: readonly PatchedList[] = [perKindList('authorizations', '/api/authorizations'), perKindList('tracking', '/api/tracking'), obligationLists];

/**
 * Fetches the fresh rows of `clientIds` for every such list in the cache, and gives back the patch
 * to apply (after this tab's own writes have settled, see live-updates.ts).
 */
export async function fetchClientRowPatches(queryClient: QueryClient, clientIds: readonly string[]): Promise<() => void> {
  const clients = clientIds.join(',');
  const cached = CLIENT_ROW_LISTS.flatMap((list) =>
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
