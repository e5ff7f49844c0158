import { sql } from 'drizzle-orm';
import { deriveObligations } from '../../shared/obligations/derive.ts';
import type { Obligation } from '../../shared/obligations/kinds.ts';
import type { IsoDate } from '../../shared/obligations/calendar.ts';
import type { DbOrTx } from '../db/client.ts';
import { readClientsForObligations, type ClientForObligations } from './client-profiles.ts';
import { obligationWindow } from './obligation-window.ts';

// Lives outside src/server/features: the clients feature (create, PATCH, import), the seed and
// the obligations feature's daily job all call it, and features do not import one another.

/** Clients derived and written per statement: some 30 rows each, a few tens of thousands of array elements. */
const CLIENTS_PER_BATCH = 1000;

export type RegenerationResult = { clients: number; upserted: number; deleted: number; flagged: number };

type Derived = { clientId: string; obligation: Obligation };

/** The batch's derived rows as `unnest(…) AS d(…)`: one array per column, whatever the row count. */
function derivedRows(rows: readonly Derived[]) {
  const col = <T>(pick: (row: Derived) => T) => sql.param(rows.map(pick));
  return sql`unnest(
      ${col((r) => r.clientId)}::uuid[],
      ${col((r) => r.obligation.kind)}::obligation_kind[],
      ${col((r) => r.obligation.period)}::text[],
      ${col((r) => r.obligation.label)}::text[],
      ${col((r) => r.obligation.dueDate)}::date[],
      ${col((r) => r.obligation.estimated)}::boolean[],
      ${col((r) => r.obligation.estimateNote ?? null)}::text[],
      ${col((r) => r.obligation.toleranceDate ?? null)}::date[]
    ) AS d(client_id, kind, period, label, due_date, estimated, estimate_note, tolerance_date)`;
}

/**
 * Writes what the rules now say for these clients: new rows inserted, existing ones get the
 * derived columns (only when they differ, so a daily pass that changes nothing rewrites nothing)
 * and lose their obsolete flag. status, note, status_by and status_at are never in the SET list:
 * regeneration cannot lose what someone followed.
 */
async function upsertDerived(db: DbOrTx, rows: readonly Derived[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    INSERT INTO client_obligations AS o (client_id, kind, period, label, due_date, estimated, estimate_note, tolerance_date)
    SELECT d.* FROM ${derivedRows(rows)}
    ON CONFLICT (client_id, kind, period) DO UPDATE SET
      label = excluded.label,
      due_date = excluded.due_date,
      estimated = excluded.estimated,
      estimate_note = excluded.estimate_note,
      tolerance_date = excluded.tolerance_date,
      obsolete = false,
      updated_at = now()
    WHERE (o.label, o.due_date, o.estimated, o.estimate_note, o.tolerance_date, o.obsolete)
      IS DISTINCT FROM (excluded.label, excluded.due_date, excluded.estimated, excluded.estimate_note, excluded.tolerance_date, false)`);
  return result.rowCount ?? 0;
}

/**
 * Rows of these clients due in the window that the rules no longer give (the profile changed, or
 * the client is no longer active): removed while nobody followed them (a_faire, no note), else
 * kept and flagged obsolete. Rows due before the window (past years) are history: untouched.
 */
async function retireStale(
  db: DbOrTx,
  { clientIds, rows, from, to }: { clientIds: readonly string[]; rows: readonly Derived[]; from: IsoDate; to: IsoDate },
): Promise<{ deleted: number; flagged: number }> {
  const { rows: counts } = await db.execute<{ deleted: number; flagged: number }>(sql`
    WITH derived AS (SELECT d.client_id, d.kind, d.period FROM ${derivedRows(rows)}),
    stale AS (
      SELECT o.id, (o.status = 'a_faire' AND o.note IS NULL) AS untouched, o.obsolete
      FROM client_obligations o
      WHERE o.client_id = ANY(${sql.param([...clientIds])}::uuid[])
        AND o.due_date BETWEEN ${from}::date AND ${to}::date
        AND NOT EXISTS (SELECT 1 FROM derived d WHERE d.client_id = o.client_id AND d.kind = o.kind AND d.period = o.period)
    ),
    deleted AS (
      DELETE FROM client_obligations o USING stale s WHERE o.id = s.id AND s.untouched RETURNING o.id
    ),
    flagged AS (
      UPDATE client_obligations o SET obsolete = true, updated_at = now()
      FROM stale s WHERE o.id = s.id AND NOT s.untouched AND NOT s.obsolete RETURNING o.id
    )
    SELECT (SELECT count(*) FROM deleted)::int AS deleted, (SELECT count(*) FROM flagged)::int AS flagged`);
  return counts[0] ?? { deleted: 0, flagged: 0 };
}

function deriveBatch(batch: readonly ClientForObligations[], window: { from: IsoDate; to: IsoDate }): Derived[] {
  return batch.flatMap((client) =>
    client.active ? deriveObligations({ profile: client.profile, ...window }).map((obligation) => ({ clientId: client.id, obligation })) : [],
  );
}

/**
 * Brings the stored obligations of these clients (every client without `clientIds`) in line with
 * their profiles for the rolling window around `today` (Paris, 'YYYY-MM-DD'). Active clients get
 * what deriveObligations gives; other clients get nothing, by the same removal rule.
 *
 * Each batch of clients is one transaction: in the caller's transaction (a client write or an
 * import regenerates with it, all or nothing) it is a savepoint; on `db` (the daily job) each
 * batch commits alone, so no row stays locked for the whole pass.
 */
export async function regenerateObligations({
  db,
  clientIds,
  today,
}: {
  db: DbOrTx;
  clientIds?: readonly string[];
  today: IsoDate;
}): Promise<RegenerationResult> {
  const result: RegenerationResult = { clients: 0, upserted: 0, deleted: 0, flagged: 0 };
  const window = obligationWindow(today);
  const ids = clientIds ? [...new Set(clientIds)].sort() : await allClientIds(db);
  for (const batchIds of chunk(ids, CLIENTS_PER_BATCH)) {
    await db.transaction(async (tx) => {
      const batch = await readClientsForObligations({ db: tx, clientIds: batchIds });
      const rows = deriveBatch(batch, window);
      result.clients += batch.length;
      result.upserted += await upsertDerived(tx, rows);
      const retired = await retireStale(tx, { clientIds: batch.map((client) => client.id), rows, ...window });
      result.deleted += retired.deleted;
      result.flagged += retired.flagged;
    });
  }
  return result;
}

async function allClientIds(db: DbOrTx): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM clients ORDER BY id`);
  return rows.map((row) => row.id);
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
