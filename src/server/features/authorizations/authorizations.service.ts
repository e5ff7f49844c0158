import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthorizationKind, AuthorizationRow } from '../../../shared/authorizations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientAuthorizations, clients } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const record = alias(clientAuthorizations, 'record');
const urssaf = alias(clientAuthorizations, 'urssaf');

/** SPEC §4: a client whose URSSAF habilitation is pas_necessaire has no bank URSSAF mandate to follow. */
const HIDDEN_WHEN_URSSAF_NOT_NEEDED: readonly AuthorizationKind[] = ['bank_urssaf'];

const urssafNotNeeded = sql`EXISTS (
  SELECT 1 FROM ${clientAuthorizations} ${urssaf}
  WHERE ${urssaf.clientId} = ${clients.id} AND ${urssaf.kind} = 'urssaf' AND ${urssaf.status} = 'pas_necessaire'
)`;

/** The row's columns under the API's names; a client without a record reads a_faire, no date. */
const rowColumns = sql`${clients.id} AS "clientId",
      ${clients.raisonSociale} AS "raisonSociale",
      ${clients.siret} AS "siret",
      coalesce(${record.status}, 'a_faire') AS "status",
      ${record.authorizationDate} AS "authorizationDate",
      to_char(${record.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

const withRecord = (kind: AuthorizationKind) =>
  sql`LEFT JOIN ${clientAuthorizations} ${record} ON ${record.clientId} = ${clients.id} AND ${record.kind} = ${kind}`;

/**
 * Rows as the API sends them, aliased to its names so the driver's rows are the response (no
 * per-row mapping for 10,000 clients).
 */
function selectRows({ kind, where }: { kind: AuthorizationKind; where: SQL | undefined }): SQL {
  return sql`SELECT ${rowColumns}
    FROM ${clients} ${withRecord(kind)}
    WHERE ${where}
    ORDER BY ${clients.raisonSociale}, ${clients.id}`;
}

/** The clients a kind lists: the active ones (bank URSSAF: but those whose URSSAF is not needed); `clientIds`, those only. */
function listedClients(kind: AuthorizationKind, clientIds?: readonly string[]): SQL | undefined {
  const active = and(eq(clients.status, 'actif'), clientIds ? sql`${clients.id} = ANY(${sql.param(clientIds)}::uuid[])` : undefined);
  return HIDDEN_WHEN_URSSAF_NOT_NEEDED.includes(kind) ? and(active, sql`NOT ${urssafNotNeeded}`) : active;
}

/**
 * The query behind GET /api/authorizations/:kind, exposed for the benchmark that runs it bare;
 * `clientIds` keeps those clients' rows only (a live update's patch).
 */
export function listAuthorizationsQuery(kind: AuthorizationKind, clientIds?: readonly string[]): SQL {
  return selectRows({ kind, where: listedClients(kind, clientIds) });
}

/**
 * The kind's rows as the whole list has them, unordered, with the folded name and the client
 * number the paged list's order and search read (server/http/client-list-page.ts).
 */
export const authorizationRowsQuery = (kind: AuthorizationKind): SQL =>
  sql`SELECT ${rowColumns},
      ${clients.nameFolded} COLLATE "C" AS name_key, ${clients.numeroFolded} AS numero_key
    FROM ${clients} ${withRecord(kind)}
    WHERE ${listedClients(kind)}`;

/** Every active client of a tab, by raison sociale: the browser filters, counts and sorts them. */
export async function listAuthorizations({
  db,
  kind,
  clientIds,
}: {
  db: DbOrTx;
  kind: AuthorizationKind;
  clientIds?: readonly string[];
}): Promise<AuthorizationRow[]> {
  return (await db.execute<AuthorizationRow>(listAuthorizationsQuery(kind, clientIds))).rows;
}

export async function getAuthorization({
  db,
  kind,
  clientId,
}: {
  db: DbOrTx;
  kind: AuthorizationKind;
  clientId: string;
}): Promise<AuthorizationRow> {
  const [row] = (await db.execute<AuthorizationRow>(selectRows({ kind, where: eq(clients.id, clientId) }))).rows;
  if (!row) throw notFound('Client');
  return row;
}
