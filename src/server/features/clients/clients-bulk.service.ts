import { sql } from 'drizzle-orm';
import type { BulkResult } from '../../../shared/bulk.ts';
import type { ClientPatch } from '../../../shared/clients.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny, unknownRows, type RowRefusal } from '../../batches/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';
import type { ClientFollower } from '../../feature.ts';
import { followClientWrites, patchedFields } from './client-followers.ts';
import { lockClients, updateClientPatches } from './clients-bulk-write.ts';

export type ClientPatchRow = { id: string; patch: ClientPatch };
/** The undo of 'clients.update': each changed row's fields as they were. */
export type ClientUpdateSnapshot = { rows: ClientPatchRow[] };

/** PATCH's software rule for many rows at once: a software that is not in the list refuses its row. */
async function unknownSoftware(tx: Transaction, rows: readonly ClientPatchRow[]): Promise<RowRefusal[]> {
  const wanted = [...new Set(rows.flatMap((row) => (row.patch.softwareId ? [row.patch.softwareId] : [])))];
  if (wanted.length === 0) return [];
  const { rows: found } = await tx.execute<{ id: string }>(sql`SELECT id FROM software WHERE id = ANY(${sql.param(wanted)}::uuid[])`);
  const known = new Set(found.map((row) => row.id));
  return rows.filter((row) => row.patch.softwareId && !known.has(row.patch.softwareId)).map((row) => ({ id: row.id, message: 'Logiciel inconnu' }));
}

/**
 * POST /api/clients/bulk/update in the caller's transaction (the undo's too): the rules of PATCH
 * /api/clients/:id for every row, one UPDATE, one journal entry per changed field under the
 * batch, and what derives from the changed clients (their deadlines) followed. Rows whose patch
 * changes nothing are left alone. The batch's snapshot is each changed row as it was.
 */
export async function applyClientPatches({
  tx,
  rows,
  actor,
  followers,
  undoOf,
}: {
  tx: Transaction;
  rows: readonly ClientPatchRow[];
  actor: Actor;
  followers: readonly ClientFollower[];
  undoOf?: string;
}): Promise<BulkResult> {
  const batchId = newBatchId();
  const before = await lockClients({ tx, ids: rows.map((row) => row.id) });
  refuseAny([...unknownRows(rows.map((row) => row.id), new Set(before.keys())), ...(await unknownSoftware(tx, rows))]);
  const entries: ActivityEntry[] = [];
  const changed: ClientPatchRow[] = [];
  const undo: ClientPatchRow[] = [];
  for (const row of rows) {
    const old = before.get(row.id);
    if (!old) continue;
    const fields = changedFields({ entity: 'client', entityId: row.id, clientId: row.id }, old, row.patch);
    if (fields.length === 0) continue;
    entries.push(...fields);
    changed.push(row);
    undo.push({ id: row.id, patch: Object.fromEntries(fields.map((entry) => [entry.field, old[entry.field as keyof typeof old]])) });
  }
  await updateClientPatches({ tx, rows: changed, userId: actor.id });
  await recordActivity(tx, actor, entries, { batchId });
  // Same transaction: saved profiles and their deadlines are never seen out of step.
  await followClientWrites({ tx, followers, writes: changed.map((row) => ({ id: row.id, fields: patchedFields(row.patch) })) });
  const snapshot: ClientUpdateSnapshot = { rows: undo };
  return saveBatch({ tx, id: batchId, actor, kind: 'clients.update', rowCount: changed.length, snapshot, undoOf });
}

export async function updateClientsInBulk({
  db,
  rows,
  actor,
  followers,
}: {
  db: Db;
  rows: readonly ClientPatchRow[];
  actor: Actor;
  followers: readonly ClientFollower[];
}): Promise<BulkResult> {
  return db.transaction((tx) => applyClientPatches({ tx, rows, actor, followers }));
}
