import { foldText } from '../../shared/client-search.ts';
import type { ApiCall, ApiReply } from './fake-api.ts';
import { paramsOf } from './fake-pages.ts';

// A stand-in for a client list paged on the server (decision 0009: Conformité, Facturation
// électronique) in component tests: its filters, tiles, sort and pages answered from a few rows
// the way the API answers them (server/http/client-list-page.ts), the cursor being the next row's
// index. The API's own tests check the SQL; these check what the page asks and shows.

type Row = { clientId: string; raisonSociale: string; siret?: string | null };

type ListRules<R> = {
  /** The tab's status of a row (what ?status= and the tiles read). */
  statusOf: (row: R, params: URLSearchParams) => string;
  /** The tiles' codes and, for each row, which it counts in (its status by default). */
  tiles: readonly string[];
  tilesOf?: (row: R, params: URLSearchParams) => readonly string[];
  /** The page's own filters (a category, a gap): what the tiles count too. */
  keep?: (row: R, params: URLSearchParams) => boolean;
  /** A column's key; null sorts last either way. By name without one. */
  sortKeys?: Record<string, (row: R, params: URLSearchParams) => string | null>;
};

/** The rows the filters show, in the list's order, and the tiles. */
function answer<R extends Row>(rows: readonly R[], rules: ListRules<R>, params: URLSearchParams) {
  const scoped = rows.filter((row) => rules.keep?.(row, params) ?? true);
  const status = params.get('status');
  const q = foldText(params.get('q') ?? '');
  const digits = (params.get('q') ?? '').replace(/\s+/g, '');
  const shown = scoped.filter(
    (row) =>
      (status === null || rules.statusOf(row, params) === status) &&
      (q === '' || foldText(row.raisonSociale).includes(q) || (digits !== '' && (row.siret ?? '').includes(digits))),
  );
  const keyOf = rules.sortKeys?.[params.get('sort') ?? 'client'] ?? ((row: R) => foldText(row.raisonSociale));
  const sign = params.get('order') === 'desc' ? -1 : 1;
  const sorted = shown
    .map((row) => ({ row, key: keyOf(row, params) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      return a.key < b.key ? -sign : a.key > b.key ? sign : 0;
    })
    .map((entry) => entry.row);
  const counts = Object.fromEntries(rules.tiles.map((code) => [code, 0]));
  for (const row of scoped) for (const code of rules.tilesOf?.(row, params) ?? [rules.statusOf(row, params)]) counts[code] = (counts[code] ?? 0) + 1;
  return { sorted, counts };
}


/** GET <path>: a page with `limit` (the total and tiles on the first), else every row the filters show. */
export const fakeListPages =
  <R extends Row>(rows: () => readonly R[], rules: ListRules<R>) =>
  (call: ApiCall): ApiReply => {
    const params = paramsOf(call);
    const { sorted, counts } = answer(rows(), rules, params);
    if (!params.has('limit')) return { body: { clients: sorted } };
    const limit = Number(params.get('limit'));
    const start = Number(params.get('cursor') ?? 0);
    const first = !params.has('cursor');
    return {
      body: {
        clients: sorted.slice(start, start + limit),
        nextCursor: start + limit < sorted.length ? String(start + limit) : null,
        total: first ? sorted.length : null,
        counts: first ? counts : null,
      },
    };
  };

/** GET <path>/ids: every id the filters show, in order. */
export const fakeListIds =
  <R extends Row>(rows: () => readonly R[], rules: ListRules<R>) =>
  (call: ApiCall): ApiReply => {
    const { sorted } = answer(rows(), rules, paramsOf(call));
    return { body: { ids: sorted.map((row) => row.clientId), total: sorted.length } };
  };
