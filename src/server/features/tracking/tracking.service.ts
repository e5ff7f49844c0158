import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parisYear } from '../../../shared/dates.ts';
import type { TrackingKind, TrackingRow } from '../../../shared/tracking.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clientAuthorizations, clients, trackingYears, yearlyTracking } from '../../db/schema/index.ts';
import type { Actor } from '../../auth/acting-user.ts';

const urssaf = alias(clientAuthorizations, 'urssaf');
const year = alias(trackingYears, 'year');
const cell = alias(yearlyTracking, 'cell');
const recorded = sql.identifier('recorded');

/** SPEC §4: a client whose URSSAF habilitation is pas_necessaire has no 3 EN 1 to follow. */
const HIDDEN_WHEN_URSSAF_NOT_NEEDED: readonly TrackingKind[] = ['3en1'];

export const trackingYearEntityId = (kind: TrackingKind, y: number) => `${kind}:${y}`;

/**
 * SPEC §4: a kind with no year gets the current one (Paris calendar). Two first visits at once
 * both try; the primary key keeps one and the other does nothing.
 */
export async function ensureTrackingYear({ db, kind, actor, now = new Date() }: { db: Db; kind: TrackingKind; actor: Actor; now?: Date }) {
  const current = parisYear(now);
  // The usual case, a kind that has its years, costs one read and no transaction.
  const [existing] = await db.select({ year: trackingYears.year }).from(trackingYears).where(eq(trackingYears.kind, kind)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const created = await tx.execute(sql`
      INSERT INTO ${trackingYears} (kind, year, created_by)
      SELECT ${kind}::tracking_kind, ${current}::int, ${actor.id}::uuid
      WHERE NOT EXISTS (SELECT 1 FROM ${trackingYears} WHERE ${trackingYears.kind} = ${kind})
      ON CONFLICT DO NOTHING
      RETURNING year`);
    if (created.rows.length === 0) return;
    await recordActivity(tx, actor, [
      { entity: 'tracking_year', entityId: trackingYearEntityId(kind, current), action: 'create', field: 'year', newValue: current },
    ]);
  });
}

/** The clients a kind follows: the active ones (3 EN 1: but those whose URSSAF is not needed); `clientIds`, those only. */
export function trackedClients(kind: TrackingKind, clientIds?: readonly string[]): SQL {
  const active = and(eq(clients.status, 'actif'), clientIds ? sql`${clients.id} = ANY(${sql.param(clientIds)}::uuid[])` : undefined);
  const hidden = sql`EXISTS (
    SELECT 1 FROM ${clientAuthorizations} ${urssaf}
    WHERE ${urssaf.clientId} = ${clients.id} AND ${urssaf.kind} = 'urssaf' AND ${urssaf.status} = 'pas_necessaire'
  )`;
  return (HIDDEN_WHEN_URSSAF_NOT_NEEDED.includes(kind) ? and(active, sql`NOT ${hidden}`) : active) ?? sql`true`;
}

/** Every year of the kind, à faire: the statuses a client without any record has (read once per statement). */
export const everyYearToDo = (kind: TrackingKind): SQL =>
  sql`(SELECT coalesce(jsonb_object_agg(${year.year}::text, 'a_faire'), '{}'::jsonb) FROM ${trackingYears} ${year} WHERE ${year.kind} = ${kind})`;

/**
 * The query behind GET /api/tracking/:kind rows (exposed for the benchmark): every active
 * client with its status for every year of the kind, a_faire where no record exists. The
 * statuses are grouped once for the whole kind and laid over the kind's years, all a_faire:
 * a subquery per client cost three times as much at 10,000 clients. `clientIds` keeps those
 * clients' rows only (a live update's patch).
 */
export function listTrackingRowsQuery(kind: TrackingKind, clientIds?: readonly string[]): SQL {
  return sql`SELECT
      ${clients.id} AS "clientId",
      ${clients.raisonSociale} AS "raisonSociale",
      ${clients.siret} AS "siret",
      ${everyYearToDo(kind)} || coalesce(${recorded}.statuses, '{}'::jsonb) AS "statuses"
    FROM ${clients}
    LEFT JOIN (
      SELECT ${cell.clientId} AS client_id, jsonb_object_agg(${cell.year}::text, ${cell.status}) AS statuses
      FROM ${yearlyTracking} ${cell}
      WHERE ${cell.kind} = ${kind}
      GROUP BY ${cell.clientId}
    ) ${recorded} ON ${recorded}.client_id = ${clients.id}
    WHERE ${trackedClients(kind, clientIds)}
    ORDER BY ${clients.raisonSociale}, ${clients.id}`;
}

export async function listTrackingYears({ db, kind }: { db: DbOrTx; kind: TrackingKind }): Promise<number[]> {
  const rows = await db.select({ year: trackingYears.year }).from(trackingYears).where(eq(trackingYears.kind, kind)).orderBy(desc(trackingYears.year));
  return rows.map((row) => row.year);
}

/** Years newest first and one row per active client: the browser filters and counts them. */
export async function listTracking({
  db,
  kind,
  actor,
  clientIds,
}: {
  db: Db;
  kind: TrackingKind;
  actor: Actor;
  clientIds?: readonly string[];
}): Promise<{ years: number[]; rows: TrackingRow[] }> {
  await ensureTrackingYear({ db, kind, actor });
  const [years, { rows }] = await Promise.all([listTrackingYears({ db, kind }), db.execute<TrackingRow>(listTrackingRowsQuery(kind, clientIds))]);
  return { years, rows };
}
