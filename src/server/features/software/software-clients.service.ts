import { and, eq, sql, type SQL } from 'drizzle-orm';
import { sortByClientName } from '../../../shared/client-name-order.ts';
import type { SoftwareClientRow } from '../../../shared/software.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';

/** A row's columns under the API's names. */
const rowColumns = sql`${clients.id} AS "clientId",
      ${clients.raisonSociale} AS "raisonSociale",
      ${clients.siret} AS "siret",
      ${clients.numeroClient} AS "numeroClient",
      ${clients.softwareId} AS "softwareId"`;

/**
 * The rows of GET /api/software/clients, aliased to the API's names so that the driver's rows are
 * the response (no per-row mapping for 50,000 clients). Read by raison sociale then id, then put in
 * the client lists' shared order (listSoftwareClients).
 */
export function listSoftwareClientsQuery(clientIds?: readonly string[]) {
  const where = and(eq(clients.status, 'actif'), clientIds ? sql`${clients.id} = ANY(${sql.param(clientIds)}::uuid[])` : undefined);
  return sql`SELECT ${rowColumns}
    FROM ${clients}
    WHERE ${where}
    ORDER BY ${clients.raisonSociale}, ${clients.id}`;
}

/**
 * The active clients' rows as the whole list has them, unordered, with the folded name and the
 * client number the paged list's order and search read (server/http/client-list-page.ts).
 */
export const softwareClientRowsQuery = (): SQL =>
  sql`SELECT ${rowColumns},
      ${clients.nameFolded} COLLATE "C" AS name_key, ${clients.numeroFolded} AS numero_key
    FROM ${clients}
    WHERE ${eq(clients.status, 'actif')}`;

/**
 * Every active client with its software, by raison sociale as the page orders them, accents and
 * case aside (shared/client-name-order.ts: the browser then only checks the order instead of
 * sorting 50,000 rows before the first ones show). `clientIds` keeps those clients' rows only (a
 * live update's patch).
 */
export async function listSoftwareClients({ db, clientIds }: { db: DbOrTx; clientIds?: readonly string[] }): Promise<SoftwareClientRow[]> {
  return sortByClientName((await db.execute<SoftwareClientRow>(listSoftwareClientsQuery(clientIds))).rows);
}
