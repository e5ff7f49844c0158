import { sql, type SQL } from 'drizzle-orm';
import type { ClientPatch } from '../../../shared/clients.ts';
import type { Transaction } from '../../db/client.ts';
import { CLIENT_FIELDS, clientColumn, type ClientField } from './client-columns.ts';

/** A client's fields as the lock reads them (as text) and a patch gives them: what the journal and the undo keep. */
export type ClientValues = Record<ClientField, string | number | null>;

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * Reads the clients and holds them until the transaction ends (in id order: two bulk writes
 * never wait on each other in a cycle), each field as text.
 */
export async function lockClients({ tx, ids }: { tx: Transaction; ids: readonly string[] }): Promise<Map<string, ClientValues>> {
  const columns = sql.join(
    CLIENT_FIELDS.map((field) => sql`${sql.identifier(clientColumn(field).name)}::text AS ${sql.identifier(field)}`),
    sql`, `,
  );
  const { rows } = await tx.execute<ClientValues & { id: string }>(sql`
    SELECT id, ${columns} FROM clients WHERE id = ANY(${sql.param(ids)}::uuid[]) ORDER BY id FOR UPDATE`);
  return new Map(rows.map(({ id, ...values }) => [id, values]));
}

/**
 * One UPDATE for every row, each with its own patch: only the fields some patch names are in
 * the statement, each as a value array and a « given » array, so a row that does not name a
 * field keeps it and one that gives null clears it. A few arrays whatever the number of rows.
 */
export async function updateClientPatches({
  tx,
  rows,
  userId,
}: {
  tx: Transaction;
  rows: readonly { id: string; patch: ClientPatch }[];
  userId: string;
}): Promise<void> {
  if (rows.length === 0) return;
  const fields = CLIENT_FIELDS.filter((field) => rows.some((row) => row.patch[field] !== undefined));
  const arrays: SQL[] = [sql`${sql.param(rows.map((row) => row.id))}::uuid[]`];
  const names: SQL[] = [sql.raw('id')];
  const sets: SQL[] = [];
  for (const [index, field] of fields.entries()) {
    const { name: column, type } = clientColumn(field);
    arrays.push(
      sql`${sql.param(rows.map((row) => asText(row.patch[field])))}::${sql.raw(type)}[]`,
      sql`${sql.param(rows.map((row) => row.patch[field] !== undefined))}::boolean[]`,
    );
    names.push(sql.raw(`v${index}`), sql.raw(`g${index}`));
    sets.push(sql.raw(`${column} = CASE WHEN v.g${index} THEN v.v${index} ELSE c.${column} END`));
  }
  await tx.execute(sql`
    UPDATE clients AS c SET ${sql.join(sets, sql`, `)}, updated_by = ${userId}::uuid, updated_at = now()
    FROM unnest(${sql.join(arrays, sql`, `)}) AS v(${sql.join(names, sql`, `)})
    WHERE c.id = v.id`);
}
