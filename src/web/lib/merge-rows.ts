/**
 * A cached list with the rows of `ids` refreshed from `fresh` (what the server now says of them):
 * each replaced in place, removed when the server no longer lists it, added at the top when new.
 * One rule for every list a live update patches row by row.
 */
export function mergeRows<T>(rows: readonly T[], ids: readonly string[], fresh: readonly T[], keyOf: (row: T) => string): T[] {
  const asked = new Set(ids);
  const latest = new Map(fresh.map((row) => [keyOf(row), row]));
  const kept = rows.flatMap((row) => {
    const key = keyOf(row);
    if (!asked.has(key)) return [row];
    const next = latest.get(key);
    latest.delete(key);
    return next ? [next] : [];
  });
  return [...latest.values(), ...kept];
}
