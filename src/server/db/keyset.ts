import { sql, type SQL } from 'drizzle-orm';

// Keyset paging (decision 0009): a list's ORDER BY as keys, and the rows after a cursor holding the
// last row's value of each key. The last key is unique (an id), so two rows never tie and no page
// repeats or skips one. Keys may mix directions, which a row-value comparison cannot express.

/** One key of an ORDER BY: an expression without NULLs (coalesce them), ascending or not. */
export type SortKey = { expr: SQL; desc: boolean };

export const keysetOrder = (keys: readonly SortKey[]): SQL =>
  sql.join(
    keys.map(({ expr, desc }) => (desc ? sql`${expr} DESC` : sql`${expr} ASC`)),
    sql`, `,
  );

/**
 * The rows after the cursor's `values` (one per key, cast as the key is) in the keys' order:
 * k1 > v1 OR (k1 = v1 AND (k2 > v2 OR …)), the comparison turned for descending keys. The leading
 * `k1 >= v1` repeats the first step as a plain range, the part an index scan can start from.
 */
export function afterKeys(keys: readonly SortKey[], values: readonly SQL[]): SQL {
  const step = (index: number): SQL => {
    const key = keys[index];
    const value = values[index];
    if (!key || !value) return sql`false`;
    const beyond = key.desc ? sql`${key.expr} < ${value}` : sql`${key.expr} > ${value}`;
    if (index === keys.length - 1) return beyond;
    return sql`(${beyond} OR (${key.expr} = ${value} AND ${step(index + 1)}))`;
  };
  const [first] = keys;
  const [firstValue] = values;
  if (!first || !firstValue) return sql`true`;
  const range = first.desc ? sql`${first.expr} <= ${firstValue}` : sql`${first.expr} >= ${firstValue}`;
  return sql`${range} AND ${step(0)}`;
}
