import { sql } from 'drizzle-orm';
import type { BulkResult } from '../../../shared/bulk.ts';
import type { TrackingKind, TrackingStatus } from '../../../shared/tracking.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockActiveClients } from '../../batches/active-clients.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny } from '../../batches/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { lockYear, trackingEntityId } from './tracking-write.service.ts';

type Cell = { clientId: string; status: TrackingStatus };
/** The undo of 'tracking.update': each changed cell of the year column as it was (no record reads as a_faire). */
export type TrackingSnapshot = { kind: TrackingKind; year: number; cells: Cell[] };

/**
 * Many cells of one year column in the caller's transaction, with PUT
 * /api/tracking/:kind/:clientId/:year's rules: a year that exists, active clients only (each
 * refused one named), created if absent. One upsert for the cells that change, one journal entry
 * per changed cell under the batch.
 */
export async function applyTrackingCells({
  tx,
  kind,
  year,
  cells,
  actor,
  undoOf,
}: {
  tx: Transaction;
  kind: TrackingKind;
  year: number;
  cells: readonly Cell[];
  actor: Actor;
  undoOf?: string;
}): Promise<BulkResult> {
  await lockYear({ tx, kind, year });
  refuseAny(await lockActiveClients({ tx, ids: cells.map((cell) => cell.clientId) }));
  const { rows } = await tx.execute<Cell>(sql`
    SELECT client_id AS "clientId", status FROM yearly_tracking
    WHERE kind = ${kind}::tracking_kind AND year = ${year} AND client_id = ANY(${sql.param(cells.map((cell) => cell.clientId))}::uuid[])`);
  const before = new Map(rows.map((row) => [row.clientId, row.status]));
  const batchId = newBatchId();
  const entries: ActivityEntry[] = [];
  const writes: Cell[] = [];
  const undo: Cell[] = [];
  for (const cell of cells) {
    const seen = before.get(cell.clientId) ?? 'a_faire';
    const base = { entity: 'tracking' as const, entityId: trackingEntityId(cell.clientId, kind, year), clientId: cell.clientId };
    const fields = changedFields(base, { status: seen }, { status: cell.status });
    if (fields.length === 0) continue;
    entries.push(...fields);
    writes.push(cell);
    undo.push({ clientId: cell.clientId, status: seen });
  }
  if (writes.length > 0) {
    await tx.execute(sql`
      INSERT INTO yearly_tracking (client_id, kind, year, status, updated_by)
      SELECT v.client_id, ${kind}::tracking_kind, ${year}::integer, v.status, ${actor.id}::uuid
      FROM unnest(${sql.param(writes.map((cell) => cell.clientId))}::uuid[], ${sql.param(writes.map((cell) => cell.status))}::tracking_status[]) AS v(client_id, status)
      ON CONFLICT (client_id, kind, year) DO UPDATE SET status = EXCLUDED.status, updated_by = EXCLUDED.updated_by, updated_at = now()`);
  }
  await recordActivity(tx, actor, entries, { batchId });
  const snapshot: TrackingSnapshot = { kind, year, cells: undo };
  return saveBatch({ tx, id: batchId, actor, kind: 'tracking.update', rowCount: writes.length, snapshot, undoOf });
}

/** POST /api/tracking/:kind/:year/bulk: « Changer le statut » of one year column for the selected clients. */
export async function updateTrackingInBulk({
  db,
  kind,
  year,
  clientIds,
  status,
  actor,
}: {
  db: Db;
  kind: TrackingKind;
  year: number;
  clientIds: readonly string[];
  status: TrackingStatus;
  actor: Actor;
}): Promise<BulkResult> {
  return db.transaction((tx) => applyTrackingCells({ tx, kind, year, cells: clientIds.map((clientId) => ({ clientId, status })), actor }));
}
