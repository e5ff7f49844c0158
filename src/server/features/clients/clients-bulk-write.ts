import { sql, type SQL } from 'drizzle-orm';
import type { ClientFields, ClientPatch } from '../../../shared/clients.ts';
import type { Transaction } from '../../db/client.ts';
import { IMPORTED_COLUMNS } from './clients-import-write.service.ts';

type Field = keyof ClientFields;
/** A client's fields as the lock reads them (as text) and a patch gives them: what the journal and the undo keep. */
export type ClientValues = Record<Field, string | number | null>;

const FIELDS = Object.keys(IMPORTED_COLUMNS) as Field[];

/** Each column's PostgreSQL type, for the arrays the update unnests. */
const COLUMN_TYPES: Record<Field, string> = {
  numeroClient: 'text',
  raisonSociale: 'text',
  siret: 'text',
  classification: 'classification',
  status: 'client_status',
  dateCloture: 'date',
  adresse: 'text',
  codePostal: 'text',
  ville: 'text',
  telephone: 'text',
  email: 'text',
  softwareId: 'uuid',
  regimeImposition: 'regime_imposition',
  regimeTva: 'regime_tva',
  jourTva: 'integer',
  employeur: 'employeur',
  cfeAcompte: 'oui_non',
  cvae: 'oui_non',
  dateCreation: 'date',
};

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * Reads the clients and holds them until the transaction ends (in id order: two bulk writes
 * never wait on each other in a cycle), each field as text.
 */
export async function lockClients({ tx, ids }: { tx: Transaction; ids: readonly string[] }): Promise<Map<string, ClientValues>> {
  const columns = sql.join(
    FIELDS.map((field) => sql`${sql.raw(IMPORTED_COLUMNS[field])}::text AS ${sql.identifier(field)}`),
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
  const fields = FIELDS.filter((field) => rows.some((row) => row.patch[field] !== undefined));
  const arrays: SQL[] = [sql`${sql.param(rows.map((row) => row.id))}::uuid[]`];
  const names: SQL[] = [sql.raw('id')];
  const sets: SQL[] = [];
  for (const [index, field] of fields.entries()) {
    const column = IMPORTED_COLUMNS[field];
    arrays.push(
      sql`${sql.param(rows.map((row) => asText(row.patch[field])))}::${sql.raw(COLUMN_TYPES[field])}[]`,
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
