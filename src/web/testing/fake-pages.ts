import type { ApiCall, ApiReply } from './fake-api.ts';

// A list paged on the server (decision 0009) as the fake API answers it in hook tests: the cursor
// here is the next row's index. The API's own tests check the real cursors.

/** The query string of a request the fake API saw. */
export const paramsOf = (call: ApiCall) => new URLSearchParams(call.path.split('?')[1] ?? '');

/**
 * GET of the list: with `limit`, the page from the cursor under `key` with `nextCursor`, and the
 * total (`totalOf`, every row by default) on the first page only; without, every row.
 */
export const pagedReply =
  <R>(rows: readonly R[], key: string, totalOf: (params: URLSearchParams) => number = () => rows.length) =>
  (call: ApiCall): ApiReply => {
    const params = paramsOf(call);
    if (!params.has('limit')) return { body: { [key]: rows } };
    const limit = Number(params.get('limit'));
    const start = Number(params.get('cursor') ?? 0);
    const next = start + limit < rows.length ? String(start + limit) : null;
    return { body: { [key]: rows.slice(start, start + limit), nextCursor: next, total: params.has('cursor') ? null : totalOf(params) } };
  };
