import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { sortByClientName } from '../../../shared/client-name-order.ts';
import { NO_RECORD, type EInvoicingRow } from '../../../shared/e-invoicing/api.ts';
import { ISSUING_DEADLINES } from '../../../shared/e-invoicing/statuses.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientEInvoicing as record, clients } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const iso = (column: AnyColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The issuing deadline of the client's category, from the one map of the rule (ISSUING_DEADLINES); null while unknown. */
const issuingDeadline = sql`CASE ${clients.categorieEntreprise} ${sql.join(
  Object.entries(ISSUING_DEADLINES).map(([category, deadline]) => sql`WHEN ${category} THEN ${deadline}`),
  sql` `,
)} END`;

/** The row's columns as the API names them, over clients and their record (NO_RECORD without one). */
const rowColumns = sql`
      ${clients.id} AS "clientId",
      ${clients.raisonSociale} AS "raisonSociale",
      ${clients.siret} AS "siret",
      ${clients.categorieEntreprise} AS "category",
      ${record.platform} AS "platform",
      ${record.platformOther} AS "platformOther",
      coalesce(${record.receptionStatus}, ${NO_RECORD.receptionStatus}) AS "receptionStatus",
      ${record.receptionDate} AS "receptionDate",
      coalesce(${record.issuingStatus}, ${NO_RECORD.issuingStatus}) AS "issuingStatus",
      ${record.issuingDate} AS "issuingDate",
      ${issuingDeadline} AS "issuingDeadline",
      ${record.eReporting} AS "eReporting",
      coalesce(${record.delegationStatus}, ${NO_RECORD.delegationStatus}) AS "delegationStatus",
      ${record.delegationDate} AS "delegationDate",
      coalesce(${record.designationStatus}, ${NO_RECORD.designationStatus}) AS "designationStatus",
      ${record.designationDate} AS "designationDate",
      ${record.directoryCheckedAt} AS "directoryCheckedAt",
      ${iso(record.lastReminderAt)} AS "lastReminderAt",
      ${record.lastReminderByName} AS "lastReminderBy",
      ${iso(record.updatedAt)} AS "updatedAt"`;

/**
 * Rows as the API sends them, aliased to its names so the driver's rows are the response (no
 * per-row mapping for 10,000 clients); a client without a record reads as NO_RECORD.
 */
function selectRows(where: SQL | undefined): SQL {
  return sql`SELECT ${rowColumns}
    FROM ${clients}
    LEFT JOIN ${record} ON ${record.clientId} = ${clients.id}
    WHERE ${where}
    ORDER BY ${clients.raisonSociale}, ${clients.id}`;
}

/**
 * Every active client's row with what the paged list orders and searches on (the folded name,
 * the client number): the source of e-invoicing-list-page.ts.
 */
export const eInvoicingRowsQuery = (): SQL =>
  sql`SELECT ${rowColumns}, ${clients.nameFolded} COLLATE "C" AS name_key, ${clients.numeroFolded} AS numero_key
    FROM ${clients}
    LEFT JOIN ${record} ON ${record.clientId} = ${clients.id}
    WHERE ${clients.status} = 'actif'`;

/**
 * GET /api/e-invoicing: every active client by raison sociale as the page orders them, accents
 * and case aside (shared/client-name-order.ts: the browser then only checks the order before its
 * first rows, instead of sorting 10,000 rows); the browser filters, counts and sorts them.
 * `clientIds` keeps those clients' rows only (a live update's patch).
 */
export async function listEInvoicing({ db, clientIds }: { db: DbOrTx; clientIds?: readonly string[] }): Promise<EInvoicingRow[]> {
  const where = and(eq(clients.status, 'actif'), clientIds ? sql`${clients.id} = ANY(${sql.param(clientIds)}::uuid[])` : undefined);
  return sortByClientName((await db.execute<EInvoicingRow>(selectRows(where))).rows);
}

/** One client's row, whatever its status (the answer of a write, which already checked it is active). */
export async function getEInvoicing({ db, clientId }: { db: DbOrTx; clientId: string }): Promise<EInvoicingRow> {
  const [row] = (await db.execute<EInvoicingRow>(selectRows(eq(clients.id, clientId)))).rows;
  if (!row) throw notFound('Client');
  return row;
}
