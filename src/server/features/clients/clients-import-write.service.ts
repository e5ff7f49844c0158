import { sql } from 'drizzle-orm';
import type { ClientFields } from '../../../shared/clients.ts';
import type { Transaction } from '../../db/client.ts';
import { CLIENT_FIELDS, clientColumn } from './client-columns.ts';
import type { ValidRow } from './csv/rows.ts';

/** A row and the client it writes: an existing one (an update), or the id a new one gets (other features plan with it before the insert). */
export type ClientUpdate = { id: string; row: ValidRow };

type Journalled = Record<keyof ClientFields, string | null>;
/** An updated client as it was and as it is: what the journal compares. */
export type UpdatedClient = { id: string; before: Journalled; after: Journalled };

// The columns an import writes: every client field, named and typed by the Drizzle schema
// (client-columns.ts).
const COLUMN_NAMES = CLIENT_FIELDS.map((field) => clientColumn(field).name);

// As text: the drivers would turn a date into a Date in the local time zone.
const returnedAs = (table: 'o' | 'c', prefix: string) =>
  sql.join(
    CLIENT_FIELDS.map((field) => sql`${sql.raw(`${table}.${clientColumn(field).name}`)}::text AS ${sql.identifier(prefix + field)}`),
    sql`, `,
  );

/** One column of the chunk as an array parameter; with `onlyProvided`, null where the cell was empty. */
function column<K extends keyof ClientFields>(rows: readonly ValidRow[], field: K, onlyProvided: boolean) {
  return sql.param(rows.map((row) => (onlyProvided && !row.provided.includes(field) ? null : row.values[field])));
}

/**
 * The chunk as `unnest(…) AS v(…)`: one typed array per column, which PostgreSQL turns back
 * into rows, with the clients' ids. One parameter per column whatever the number of rows: no
 * 65,535-parameter limit, and a short statement to parse instead of one with 14,000
 * placeholders (several times faster, see bench/results/clients-import.md).
 */
function unnestRows(rows: readonly ValidRow[], { ids, onlyProvided }: { ids: readonly string[]; onlyProvided: boolean }) {
  const arrays = CLIENT_FIELDS.map((field) => sql`${column(rows, field, onlyProvided)}::${sql.raw(clientColumn(field).type)}[]`);
  return sql`unnest(${sql.param(ids)}::uuid[], ${sql.join(arrays, sql`, `)}) AS v(${sql.raw(['id', ...COLUMN_NAMES].join(', '))})`;
}

/** Inserts the chunk in one statement, each client with its id; answers the new clients' ids and names for the journal. */
export async function insertClientRows({ tx, inserts, userId }: { tx: Transaction; inserts: readonly ClientUpdate[]; userId: string }) {
  if (inserts.length === 0) return [];
  const rows = inserts.map((insert) => insert.row);
  const ids = inserts.map((insert) => insert.id);
  // SPEC §3: collaborator_id is null on import; assignments are made in the table afterwards.
  const inserted = await tx.execute<{ id: string; raisonSociale: string }>(sql`
    INSERT INTO clients (id, ${sql.raw(COLUMN_NAMES.join(', '))}, collaborator_id, updated_by)
    SELECT v.*, NULL, ${userId}::uuid FROM ${unnestRows(rows, { ids, onlyProvided: false })}
    RETURNING id, raison_sociale AS "raisonSociale"
  `);
  return inserted.rows;
}

/**
 * Updates the chunk's clients in one statement, each with its row's non-empty cells only
 * (COALESCE keeps the rest). The self-join `o` reads the rows as they were before the statement,
 * so each client comes back as it was and as it is.
 */
export async function updateClientRows({
  tx,
  updates,
  userId,
}: {
  tx: Transaction;
  updates: readonly ClientUpdate[];
  userId: string;
}): Promise<UpdatedClient[]> {
  if (updates.length === 0) return [];
  const rows = updates.map((update) => update.row);
  const ids = updates.map((update) => update.id);
  const updated = await tx.execute<Record<string, string | null>>(sql`
    UPDATE clients AS c SET
      ${sql.raw(COLUMN_NAMES.map((name) => `${name} = COALESCE(v.${name}, c.${name})`).join(',\n      '))},
      updated_by = ${userId},
      updated_at = now()
    FROM ${unnestRows(rows, { ids, onlyProvided: true })}, clients AS o
    WHERE c.id = v.id AND o.id = c.id
    RETURNING c.id::text AS id, ${returnedAs('o', 'old.')}, ${returnedAs('c', 'new.')}
  `);
  const pick = (row: Record<string, string | null>, prefix: string) =>
    Object.fromEntries(CLIENT_FIELDS.map((field) => [field, row[prefix + field] ?? null])) as Journalled;
  return updated.rows.map((row) => ({ id: row.id ?? '', before: pick(row, 'old.'), after: pick(row, 'new.') }));
}
