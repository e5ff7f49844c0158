import { sql } from 'drizzle-orm';
import { BULK_MESSAGES, BULK_UNDO_SECONDS, type BulkResult } from '../../../shared/bulk.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Undoers } from '../../batches/batch.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

type Batch = { userId: string | null; kind: string; snapshot: unknown; undone: boolean; fresh: boolean };

/**
 * Whether someone changed one of the batch's rows after it (a deletion included), other than the
 * batch and its undo. Asked before the undo (a row deleted since cannot be written back) and once
 * it has written: its writes hold the rows, so a colleague's write either is in the journal by
 * then or waits for this transaction.
 */
async function changedSince(tx: Transaction, batchId: string, undoId: string | null): Promise<boolean> {
  const { rows } = await tx.execute<{ changed: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM activity_log AS later
      JOIN (SELECT DISTINCT entity, entity_id FROM activity_log WHERE batch_id = ${batchId}::uuid) AS mine
        ON later.entity = mine.entity AND later.entity_id = mine.entity_id
      WHERE later.id > (SELECT max(id) FROM activity_log WHERE batch_id = ${batchId}::uuid)
        AND later.batch_id IS DISTINCT FROM ${batchId}::uuid ${undoId ? sql`AND later.batch_id IS DISTINCT FROM ${undoId}::uuid` : sql``}
    ) AS changed`);
  return rows[0]?.changed ?? false;
}

/**
 * POST /api/batches/:batchId/undo: within BULK_UNDO_SECONDS, by its author only, each row back
 * as it was before the batch, as a new batch journalled the same way; refused (409) when a
 * colleague changed one of its rows since. `now` is the database's clock: one clock for
 * created_at and its deadline.
 */
export async function undoBatch({ db, batchId, actor, undoers }: { db: Db; batchId: string; actor: Actor; undoers: Undoers }): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<Batch>(sql`
      SELECT user_id AS "userId", kind, snapshot, undone_at IS NOT NULL AS undone,
             created_at > now() - make_interval(secs => ${BULK_UNDO_SECONDS}) AS fresh
      FROM activity_batches WHERE id = ${batchId}::uuid FOR UPDATE`);
    const batch = rows[0];
    if (!batch) throw new AppError('NOT_FOUND', 'Action introuvable.');
    if (batch.userId !== actor.id) throw new AppError('FORBIDDEN', BULK_MESSAGES.undoNotYours);
    if (batch.undone) throw new AppError('GONE', 'Cette action a déjà été annulée');
    if (!batch.fresh || batch.snapshot === null) throw new AppError('GONE', BULK_MESSAGES.undoExpired);
    const conflict = () => new AppError('CONFLICT', BULK_MESSAGES.undoConflict);
    if (await changedSince(tx, batchId, null)) throw conflict();
    const undo = undoers[batch.kind];
    // A kind without an undoer is a feature that saves batches without registering their undo: a bug, told plainly.
    if (!undo) throw new Error(`Action groupée « ${batch.kind} » sans annulation enregistrée`);
    const result = await undo({ tx, snapshot: batch.snapshot, actor, undoOf: batchId });
    if (await changedSince(tx, batchId, result.batchId)) throw conflict();
    await tx.execute(sql`UPDATE activity_batches SET undone_at = now(), snapshot = NULL WHERE id = ${batchId}::uuid`);
    return result;
  });
}
