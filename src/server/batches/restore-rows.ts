import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';

/** A reference column and the table (with an `id`) it points at. */
export type Reference = readonly [column: string, table: string];

/**
 * Puts rows deleted by a batch back from their JSON (`to_jsonb` of each row), ids and values as
 * they were. A reference whose target was deleted since is set to null, as the foreign key's
 * ON DELETE SET NULL would have done; `keepIf` drops the rows that cannot come back (an
 * assignment to a deleted user, a status of a deleted tracking year). Answers the restored rows'
 * `to_jsonb`. Generated columns (clients' folded name) are left to the table to compute: a row's
 * JSON holds them, but PostgreSQL refuses any value written into one.
 */
export async function restoreRows<T>({
  tx,
  table,
  rows,
  nullIfGone = [],
  keepIf,
}: {
  tx: Transaction;
  table: string;
  rows: readonly unknown[];
  nullIfGone?: readonly Reference[];
  keepIf?: SQL;
}): Promise<T[]> {
  if (rows.length === 0) return [];
  const patches = nullIfGone.map(
    ([column, target]) =>
      sql`jsonb_build_object(${column}::text, CASE WHEN EXISTS (SELECT 1 FROM ${sql.identifier(target)} x WHERE x.id = (e->>${column}::text)::uuid) THEN e->${column}::text ELSE 'null'::jsonb END)`,
  );
  const element = patches.length > 0 ? sql`e || ${sql.join(patches, sql` || `)}` : sql`e`;
  const { rows: stored } = await tx.execute<{ name: string }>(sql`
    SELECT attname AS name FROM pg_attribute
    WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
    ORDER BY attnum`);
  const columns = sql.join(stored.map(({ name }) => sql.identifier(name)), sql`, `);
  const { rows: restored } = await tx.execute<{ row: T }>(sql`
    INSERT INTO ${sql.identifier(table)} AS t (${columns})
    SELECT ${sql.join(stored.map(({ name }) => sql`r.${sql.identifier(name)}`), sql`, `)} FROM jsonb_populate_recordset(
      NULL::${sql.identifier(table)},
      (SELECT jsonb_agg(${element}) FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS e)
    ) AS r
    ${keepIf ? sql`WHERE ${keepIf}` : sql``}
    RETURNING to_jsonb(t) AS row`);
  return restored.map(({ row }) => row);
}
