import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { deriveObligations } from '../../../shared/obligations/derive.ts';
import { FED_OBLIGATION_KINDS, type Obligation } from '../../../shared/obligations/kinds.ts';
import type { IsoDate } from '../../../shared/obligations/calendar.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readClientsForObligations, type ClientForObligations } from './client-profiles.ts';
import { obligationWindow } from './obligation-window.ts';

// Called by this feature's client follower (in the transaction of a client's creation, PATCH,
// bulk update or import: index.ts), its daily job and the demo seed (through the follower).

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

/** The derived columns, stored (o) against derived (d): equal means nothing to write. */
const unchanged = (o: string, d: string) =>
  sql.raw(`(${o}.label, ${o}.due_date, ${o}.estimated, ${o}.estimate_note, ${o}.tolerance_date, ${o}.obsolete)
    IS NOT DISTINCT FROM (${d}.label, ${d}.due_date, ${d}.estimated, ${d}.estimate_note, ${d}.tolerance_date, false)`);

/**
 * One statement per batch, so the derived rows cross the wire once:
 * - `written`: what the rules now say, inserted, or written over the derived columns of the row
 *   already there (clearing its obsolete flag). Rows already as derived are left out before the
 *   upsert (the join on the key): ON CONFLICT would lock each of them, and a daily pass that finds
 *   nothing to change would then rewrite every page of the table. status, note, status_by and
 *   status_at are never in the SET list: regeneration cannot lose what someone followed.
 * - `stale`: rows of these clients due in the window that the rules no longer give (the profile
 *   changed, or the client is no longer active): removed while nobody followed them (a_faire, no
 *   note), else kept and flagged obsolete. Rows due before the window (past years) are history.
 *   Kinds another feature feeds (FED_OBLIGATION_KINDS: the Revue LCB-FT) are its to remove.
 * The two touch different rows (stale ones are not derived), so one snapshot serves both.
 */
async function writeBatch(
  db: DbOrTx,
  { clientIds, rows, from, to }: { clientIds: readonly string[]; rows: readonly Derived[]; from: IsoDate; to: IsoDate },
): Promise<{ upserted: number; deleted: number; flagged: number }> {
  const ids = sql`${sql.param([...clientIds])}::uuid[]`;
  const { rows: counts } = await db.execute<{ upserted: number; deleted: number; flagged: number }>(sql`
    WITH d AS MATERIALIZED (SELECT * FROM ${derivedRows(rows)}),
    written AS (
      INSERT INTO client_obligations AS o (client_id, kind, period, label, due_date, estimated, estimate_note, tolerance_date)
      SELECT d.client_id, d.kind, d.period, d.label, d.due_date, d.estimated, d.estimate_note, d.tolerance_date
      FROM d
      LEFT JOIN client_obligations cur
        ON cur.client_id = ANY(${ids}) AND cur.client_id = d.client_id AND cur.kind = d.kind AND cur.period = d.period
      WHERE cur.id IS NULL OR NOT ${unchanged('cur', 'd')}
      ON CONFLICT (client_id, kind, period) DO UPDATE SET
        label = excluded.label,
        due_date = excluded.due_date,
        estimated = excluded.estimated,
        estimate_note = excluded.estimate_note,
        tolerance_date = excluded.tolerance_date,
        obsolete = false,
        updated_at = now()
      WHERE NOT ${unchanged('o', 'excluded')}
      RETURNING 1
    ),
    stale AS (
      SELECT o.id, (o.status = 'a_faire' AND o.note IS NULL) AS untouched, o.obsolete
      FROM client_obligations o
      WHERE o.client_id = ANY(${ids})
        AND o.due_date BETWEEN ${from}::date AND ${to}::date
        AND o.kind <> ALL(${sql.param([...FED_OBLIGATION_KINDS])}::obligation_kind[])
        AND NOT EXISTS (SELECT 1 FROM d WHERE d.client_id = o.client_id AND d.kind = o.kind AND d.period = o.period)
    ),
    deleted AS (
      DELETE FROM client_obligations o USING stale s WHERE o.id = s.id AND s.untouched RETURNING 1
    ),
    flagged AS (
      UPDATE client_obligations o SET obsolete = true, updated_at = now()
      FROM stale s WHERE o.id = s.id AND NOT s.untouched AND NOT s.obsolete RETURNING 1
    )
    SELECT (SELECT count(*) FROM written)::int AS upserted,
      (SELECT count(*) FROM deleted)::int AS deleted,
      (SELECT count(*) FROM flagged)::int AS flagged`);
  return counts[0] ?? { upserted: 0, deleted: 0, flagged: 0 };
}

/** Clients derived between two turns of the event loop: some 10 ms of CPU. */
const CLIENTS_PER_SLICE = 50;

/**
 * The batch's obligations, giving the event loop a turn every CLIENTS_PER_SLICE clients: the daily
 * pass derives every client (50,000 in a network of offices: a minute of CPU), and requests
 * arriving meanwhile must not wait for a whole batch.
 */
async function deriveBatch(batch: readonly ClientForObligations[], window: { from: IsoDate; to: IsoDate }): Promise<Derived[]> {
  const rows: Derived[] = [];
  for (let start = 0; start < batch.length; start += CLIENTS_PER_SLICE) {
    if (start > 0) await setImmediate();
    for (const client of batch.slice(start, start + CLIENTS_PER_SLICE)) {
      if (!client.active) continue;
      for (const obligation of deriveObligations({ profile: client.profile, ...window })) rows.push({ clientId: client.id, obligation });
    }
  }
  return rows;
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
      const rows = await deriveBatch(batch, window);
      result.clients += batch.length;
      const written = await writeBatch(tx, { clientIds: batch.map((client) => client.id), rows, ...window });
      result.upserted += written.upserted;
      result.deleted += written.deleted;
      result.flagged += written.flagged;
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
