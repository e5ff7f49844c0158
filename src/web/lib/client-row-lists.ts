import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { apiFetch } from './api-client.ts';
import { mergeRows } from './merge-rows.ts';

/**
 * The lists of one row per active client (Habilitations and Banque per kind, Suivi per kind),
 * cached under [root, kind] and served at `${path}/${kind}`, whose `?clients=` answers only the
 * given clients' rows. A live update fetches those rows and patches them in rather than reloading
 * 10,000 rows for each colleague's click. The roots are repeated here because lib/ does not import
 * features (their api/ folders name the same keys).
 */
export const CLIENT_ROW_LISTS = [
  { root: 'authorizations', path: '/api/authorizations' },
  { root: 'tracking', path: '/api/tracking' },
] as const;

type RowList = { rows: { clientId: string }[] };

const isRowList = (data: unknown): data is RowList =>
  typeof data === 'object' && data !== null && Array.isArray((data as { rows?: unknown }).rows);

/**
 * Fetches the fresh rows of `clientIds` for every such list in the cache, and gives back the patch
 * to apply (after this tab's own writes have settled, see live-updates.ts).
 */
export async function fetchClientRowPatches(queryClient: QueryClient, clientIds: readonly string[]): Promise<() => void> {
  const cached = CLIENT_ROW_LISTS.flatMap(({ root, path }) =>
    queryClient
      .getQueriesData({ queryKey: [root] })
      .filter(([key, data]) => key.length === 2 && typeof key[1] === 'string' && isRowList(data))
      .map(([key]) => ({ key, url: `${path}/${String(key[1])}?clients=${clientIds.join(',')}` })),
  );
  const answers = await Promise.all(cached.map(async ({ key, url }) => ({ key, fresh: await apiFetch<RowList>(url) })));
  return () => {
    for (const { key, fresh } of answers) patchList(queryClient, key, clientIds, fresh);
  };
}

function patchList(queryClient: QueryClient, key: QueryKey, clientIds: readonly string[], fresh: RowList) {
  queryClient.setQueryData<RowList>(key, (current) =>
    current ? { ...current, ...fresh, rows: mergeRows(current.rows, clientIds, fresh.rows, (row) => row.clientId) } : current,
  );
}
