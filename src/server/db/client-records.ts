import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

// A feature's record of one row per client (client_e_invoicing, client_kyc, engagement_letters):
// the set-based read and upsert its writes go through, whatever the number of clients.

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, { name: string }>;
const columnName = (table: PgTable, field: string) => {
  const column = columnsOf(table)[field];
  if (!column) throw new Error(`Colonne inconnue : ${getTableName(table)}.${field}`);
  return column.name;
};

/**
 * The stored rows of these clients, each field read under its own name (`select` says how, when
 * the driver's text is not the value: a numeric, an enum array). A client without a row is absent.
 */
export async function readClientRecords<R extends { clientId: string }>(
  db: DbOrTx,
  { table, fields, clientIds, select }: { table: PgTable; fields: readonly string[]; clientIds: readonly string[]; select?: (field: string) => SQL | undefined },
): Promise<Map<string, R>> {
  const { rows } = await db.execute<R>(sql`
    SELECT client_id AS "clientId", ${sql.join(
      fields.map((field) => sql`${select?.(field) ?? sql.identifier(columnName(table, field))} AS ${sql.identifier(field)}`),
      sql`, `,
    )}
    FROM ${table} WHERE client_id = ANY(${sql.param([...clientIds])}::uuid[])`);
  // The driver's rows are the records, read under the fields' names.
  return new Map((rows as unknown as R[]).map((row) => [row.clientId, row]));
}

/**
 * One upsert for all the rows: they travel as one JSON parameter, typed by the table itself
 * (jsonb_populate_recordset), so no 65,535-parameter limit and no hand-written column types. Only
 * `fields` are written (with updated_by, updated_at); the table's other columns keep their values.
 */
export async function upsertClientRecords(
  db: DbOrTx,
  { table, fields, rows, actorId }: { table: PgTable; fields: readonly string[]; rows: readonly ({ clientId: string } & Record<string, unknown>)[]; actorId: string },
): Promise<void> {
  if (rows.length === 0) return;
  const names = fields.map((field) => columnName(table, field));
  const json = rows.map((row) => Object.fromEntries([['client_id', row.clientId], ...fields.map((field, i) => [names[i], row[field]])]));
  const columns = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  await db.execute(sql`
    INSERT INTO ${table} (client_id, ${columns}, updated_by)
    SELECT v.client_id, ${sql.join(
      names.map((name) => sql`v.${sql.identifier(name)}`),
      sql`, `,
    )}, ${actorId}::uuid
    FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(json)}::jsonb) AS v
    ON CONFLICT (client_id) DO UPDATE SET
      ${sql.join(
        names.map((name) => sql`${sql.identifier(name)} = EXCLUDED.${sql.identifier(name)}`),
        sql`, `,
      )},
      updated_by = EXCLUDED.updated_by, updated_at = now()`);
}
