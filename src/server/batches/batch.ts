import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Actor } from '../auth/acting-user.ts';
import type { BulkResult } from '../../shared/bulk.ts';
import type { DbOrTx, Transaction } from '../db/client.ts';
import { activityBatches } from '../db/schema/index.ts';

/** Snapshots outlive the undo window a little (a slow request, clocks), then go: they can be large. */
const SNAPSHOT_KEPT = '10 minutes';

/** A batch's id, chosen before its rows are journalled under it. */
export const newBatchId = (): string => randomUUID();

/**
 * Records a batch in the caller's transaction, with what its undo needs. Stale snapshots of
 * earlier batches are dropped on the way, so the table stays small without a job.
 */
export async function saveBatch({
  tx,
  id,
  actor,
  kind,
  rowCount,
  snapshot,
  undoOf,
}: {
  tx: DbOrTx;
  id: string;
  actor: Actor;
  /** '<feature>.<action>' ('tracking.update'); the undoer registered under it (the feature's descriptor) reverses it. */
  kind: string;
  rowCount: number;
  snapshot: unknown;
  undoOf?: string;
}): Promise<{ batchId: string; count: number }> {
  await tx.execute(sql`
    UPDATE ${activityBatches} SET snapshot = NULL
    WHERE snapshot IS NOT NULL AND created_at < now() - ${SNAPSHOT_KEPT}::interval`);
  await tx.insert(activityBatches).values({
    id,
    userId: actor.id,
    userName: actor.fullName,
    kind,
    rowCount,
    snapshot: sql`${JSON.stringify(snapshot)}::jsonb`,
    undoOf: undoOf ?? null,
  });
  return { batchId: id, count: rowCount };
}

/**
 * Reverses one kind of batch from its snapshot, in the caller's transaction, as a new batch
 * (undoOf: the batch it reverses) through the same journalled writes.
 */
export type Undoer = (options: { tx: Transaction; snapshot: unknown; actor: Actor; undoOf: string }) => Promise<BulkResult>;
/** Every feature's undoers by batch kind (ServerFeature.undoers): a feature that saves a batch registers how to undo it. */
export type Undoers = Readonly<Record<string, Undoer>>;
