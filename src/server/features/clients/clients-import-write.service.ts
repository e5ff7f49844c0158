import { sql } from 'drizzle-orm';
import type { ClientFields } from '../../../shared/clients.ts';
import type { Transaction } from '../../db/client.ts';
import type { ValidRow } from './csv/rows.ts';

export type ClientUpdate = { id: string; row: ValidRow };

/** One column of the chunk as an array parameter; with `onlyProvided`, null where the cell was empty. */
function column<K extends keyof ClientFields>(rows: readonly ValidRow[], field: K, onlyProvided: boolean) {
  return sql.param(rows.map((row) => (onlyProvided && !row.provided.includes(field) ? null : row.values[field])));
}

/**
 * The chunk as `unnest(…) AS v(…)`: one typed array per column, which PostgreSQL turns back
 * into rows. 12 or 13 parameters whatever the number of rows: no 65,535-parameter limit, and
 * a short statement to parse instead of one with 14,000 placeholders (several times faster
 * on PGlite, see bench/results/clients-import.md).
 */
function unnestRows(rows: readonly ValidRow[], { ids, onlyProvided }: { ids?: readonly string[]; onlyProvided: boolean }) {
  const col = <K extends keyof ClientFields>(field: K) => column(rows, field, onlyProvided);
  return sql`unnest(
      ${ids ? sql`${sql.param(ids)}::uuid[],` : sql``}
      ${col('numeroClient')}::text[],
      ${col('raisonSociale')}::text[],
      ${col('siret')}::text[],
      ${col('classification')}::classification[],
      ${col('status')}::client_status[],
      ${col('dateCloture')}::date[],
      ${col('adresse')}::text[],
      ${col('codePostal')}::text[],
      ${col('ville')}::text[],
      ${col('telephone')}::text[],
      ${col('email')}::text[],
      ${col('softwareId')}::uuid[]
    ) AS v(${ids ? sql`id,` : sql``} numero_client, raison_sociale, siret, classification, status, date_cloture,
           adresse, code_postal, ville, telephone, email, software_id)`;
}

/** Inserts the chunk in one statement. */
export async function insertClientRows({ tx, rows, userId }: { tx: Transaction; rows: readonly ValidRow[]; userId: string }) {
  if (rows.length === 0) return;
  // SPEC §3: collaborator_id is null on import; assignments are made in the table afterwards.
  await tx.execute(sql`
    INSERT INTO clients (numero_client, raison_sociale, siret, classification, status, date_cloture, adresse,
                         code_postal, ville, telephone, email, software_id, collaborator_id, updated_by)
    SELECT v.*, NULL, ${userId}::uuid FROM ${unnestRows(rows, { onlyProvided: false })}
  `);
}

/** Updates the chunk's clients in one statement, each with its row's non-empty cells only (COALESCE keeps the rest). */
export async function updateClientRows({ tx, updates, userId }: { tx: Transaction; updates: readonly ClientUpdate[]; userId: string }) {
  if (updates.length === 0) return;
  const rows = updates.map((update) => update.row);
  const ids = updates.map((update) => update.id);
  await tx.execute(sql`
    UPDATE clients AS c SET
      numero_client = COALESCE(v.numero_client, c.numero_client),
      raison_sociale = COALESCE(v.raison_sociale, c.raison_sociale),
      siret = COALESCE(v.siret, c.siret),
      classification = COALESCE(v.classification, c.classification),
      status = COALESCE(v.status, c.status),
      date_cloture = COALESCE(v.date_cloture, c.date_cloture),
      adresse = COALESCE(v.adresse, c.adresse),
      code_postal = COALESCE(v.code_postal, c.code_postal),
      ville = COALESCE(v.ville, c.ville),
      telephone = COALESCE(v.telephone, c.telephone),
      email = COALESCE(v.email, c.email),
      software_id = COALESCE(v.software_id, c.software_id),
      updated_by = ${userId},
      updated_at = now()
    FROM ${unnestRows(rows, { ids, onlyProvided: true })}
    WHERE c.id = v.id
  `);
}
