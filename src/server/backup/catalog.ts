import type pg from 'pg';

export type TableInfo = {
  name: string;
  /** Columns a restore writes: every stored column but the generated ones. */
  columns: string[];
  primaryKey: string[];
  /** Sequences behind serial or identity columns, reset after a restore. */
  sequences: { column: string; sequence: string }[];
  /** A GENERATED ALWAYS identity column needs OVERRIDING SYSTEM VALUE to take the saved ids. */
  identityAlways: boolean;
};

/**
 * What the backup needs of a connection: a `pg` client, or the PGlite adapter that reads a
 * previous version's folder (db/embedded/migrate-from-pglite.ts).
 */
export type Queryable = {
  query: <R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<{ rows: R[] }>;
};

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the application (schema public), read from the catalogue rather than from a
 * hand-kept list so that a new table is saved without anyone thinking of it, in foreign-key
 * order: a table comes after every table it references.
 */
export async function listTables(client: Queryable): Promise<TableInfo[]> {
  const columns = await client.query<{
    table: string;
    column: string;
    generated: boolean;
    identity_always: boolean;
    sequence: string | null;
  }>(`
    SELECT c.relname AS table, a.attname AS column, a.attgenerated <> '' AS generated,
           a.attidentity = 'a' AS identity_always,
           pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`);
  const keys = await client.query<{ table: string; column: string }>(`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey::int2[])
    WHERE n.nspname = 'public' AND i.indisprimary
    ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`);
  const references = await client.query<{ from: string; to: string; deferrable: boolean }>(`
    SELECT src.relname AS from, dst.relname AS to, k.condeferrable AS deferrable
    FROM pg_constraint k
    JOIN pg_class src ON src.oid = k.conrelid
    JOIN pg_class dst ON dst.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = src.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public'`);

  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, columns: [], primaryKey: [], sequences: [], identityAlways: false };
      tables.set(row.table, table);
    }
    if (!row.generated) table.columns.push(row.column);
    if (row.identity_always) table.identityAlways = true;
    if (row.sequence) table.sequences.push({ column: row.column, sequence: row.sequence });
  }
  for (const row of keys.rows) tables.get(row.table)?.primaryKey.push(row.column);

  const dependsOn = new Map([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { from, to, deferrable } of references.rows) {
    if (from !== to) {
      dependsOn.get(from)?.add(to);
    } else if (!deferrable) {
      // Rows of one table are inserted in one statement, in key order, not parent first.
      throw new Error(`La table ${from} se référence elle-même sans contrainte DEFERRABLE : sauvegarde non prise en charge.`);
    }
  }
  return sortByDependencies(dependsOn).map((name) => tables.get(name) as TableInfo);
}

/** Kahn's algorithm, alphabetical among tables that are ready, so the order is stable. */
function sortByDependencies(dependsOn: Map<string, Set<string>>): string[] {
  const remaining = new Map([...dependsOn].map(([name, parents]) => [name, new Set(parents)]));
  const order: string[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining].filter(([, parents]) => parents.size === 0).map(([name]) => name).sort();
    if (ready.length === 0) throw new Error(`Références circulaires entre les tables : ${[...remaining.keys()].join(', ')}`);
    for (const name of ready) {
      order.push(name);
      remaining.delete(name);
      for (const parents of remaining.values()) parents.delete(name);
    }
  }
  return order;
}
