import { sql } from 'drizzle-orm';
import type { BulkResult } from '../../../shared/bulk.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { restoreRows } from '../../batches/restore-rows.ts';
import type { Transaction } from '../../db/client.ts';
import { lockTasks } from './tasks-bulk.service.ts';

/** The undo of 'tasks.delete': the tasks' rows as PostgreSQL's JSON, restored ids and all. */
export type DeletedTasks = { tasks: unknown[] };
/** The undo of 'tasks.restore': deleting them again. */
export type RestoredTasks = { ids: string[] };

type Named = { id: string; client_id: string | null; title: string };

/** « Supprimer » for many tasks, as DELETE /api/tasks/:id (their notifications go with them; the journal keeps their titles). */
export async function applyTaskDeletion({ tx, ids, actor, undoOf }: { tx: Transaction; ids: readonly string[]; actor: Actor; undoOf?: string }): Promise<BulkResult> {
  await lockTasks({ tx, ids });
  const { rows } = await tx.execute<{ row: Named }>(sql`
    DELETE FROM tasks AS t WHERE id = ANY(${sql.param(ids)}::uuid[]) RETURNING to_jsonb(t) AS row`);
  const batchId = newBatchId();
  await recordActivity(
    tx,
    actor,
    rows.map(({ row }) => ({ entity: 'task', entityId: row.id, clientId: row.client_id, action: 'delete', oldValue: row.title })),
    { batchId },
  );
  const snapshot: DeletedTasks = { tasks: rows.map(({ row }) => row) };
  return saveBatch({ tx, id: batchId, actor, kind: 'tasks.delete', rowCount: rows.length, snapshot, undoOf });
}

/**
 * The undo of a deletion: the tasks back as they were. A client, mission, assignee or author
 * deleted since is left unset, as its deletion would have left the task.
 */
export async function restoreDeletedTasks({ tx, snapshot, actor, undoOf }: { tx: Transaction; snapshot: DeletedTasks; actor: Actor; undoOf: string }): Promise<BulkResult> {
  const rows = await restoreRows<Named>({
    tx,
    table: 'tasks',
    rows: snapshot.tasks,
    nullIfGone: [['client_id', 'clients'], ['mission_id', 'missions'], ['assigned_to', 'users'], ['created_by', 'users'], ['updated_by', 'users']],
  });
  const batchId = newBatchId();
  await recordActivity(tx, actor, rows.map((row) => ({ entity: 'task', entityId: row.id, clientId: row.client_id, action: 'create', newValue: row.title })), { batchId });
  const restored: RestoredTasks = { ids: rows.map((row) => row.id) };
  return saveBatch({ tx, id: batchId, actor, kind: 'tasks.restore', rowCount: rows.length, snapshot: restored, undoOf });
}
