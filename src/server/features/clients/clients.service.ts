import { sql, type Column, type SQL } from 'drizzle-orm';
import type { ClientPatch, ClientRow } from '../../../shared/clients.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientCollaborators, clients } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** The fields a PATCH can change: the row's own columns, as the journal compares them. */
export const clientFieldColumns = {
  numeroClient: clients.numeroClient,
  raisonSociale: clients.raisonSociale,
  siret: clients.siret,
  classification: clients.classification,
  status: clients.status,
  dateCloture: clients.dateCloture,
  adresse: clients.adresse,
  codePostal: clients.codePostal,
  ville: clients.ville,
  telephone: clients.telephone,
  email: clients.email,
  softwareId: clients.softwareId,
  regimeImposition: clients.regimeImposition,
  regimeTva: clients.regimeTva,
  jourTva: clients.jourTva,
  employeur: clients.employeur,
  cfeAcompte: clients.cfeAcompte,
  cvae: clients.cvae,
  dateCreation: clients.dateCreation,
  categorieEntreprise: clients.categorieEntreprise,
} satisfies Record<keyof ClientPatch, Column>;

/**
 * A ClientRow as PostgreSQL computes it: the assigned collaborators in the same query (one
 * primary-key lookup per client, in assignment order) and the timestamp already in ISO form.
 */
const clientRowColumns = {
  id: clients.id,
  ...clientFieldColumns,
  collaboratorIds: sql`coalesce((
    SELECT array_agg(${clientCollaborators.collaboratorId} ORDER BY ${clientCollaborators.createdAt}, ${clientCollaborators.collaboratorId})
    FROM ${clientCollaborators} WHERE ${clientCollaborators.clientId} = ${clients.id}
  ), '{}')`,
  updatedAt: sql`to_char(${clients.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
} satisfies Record<keyof ClientRow, Column | SQL>;

// Aliased to the API's names, so the driver's rows are the response as they come: no per-row
// mapping when 10,000 of them are sent (Drizzle's select would map each one again).
export const selectClientRow = sql.join(
  Object.entries(clientRowColumns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * The query behind GET /api/clients, exposed for the benchmark that runs it bare; `clientIds`
 * keeps those clients only (the list patched after a write, http/list-rows.ts).
 */
export const listClientsQuery = (clientIds?: readonly string[]) =>
  sql`SELECT ${selectClientRow} FROM ${clients}
    ${clientIds ? sql`WHERE ${clients.id} = ANY(${sql.param(clientIds)}::uuid[])` : sql``}
    ORDER BY ${clients.raisonSociale}, ${clients.id}`;

/** Every client, ordered by raison sociale: the browser filters and sorts them itself. */
export async function listClients({ db, clientIds }: { db: DbOrTx; clientIds?: readonly string[] }): Promise<ClientRow[]> {
  return (await db.execute<ClientRow>(listClientsQuery(clientIds))).rows;
}

export async function getClient({ db, id }: { db: DbOrTx; id: string }): Promise<ClientRow> {
  const [row] = (await db.execute<ClientRow>(sql`SELECT ${selectClientRow} FROM ${clients} WHERE ${clients.id} = ${id}`)).rows;
  if (!row) throw notFound('Client');
  return row;
}
