import type { Undoers } from '../../batches/batch.ts';
import { applyTaskDeletion, restoreDeletedTasks, type DeletedTasks, type RestoredTasks } from './tasks-bulk-delete.service.ts';
import { applyTaskValues, type TaskUpdateSnapshot } from './tasks-bulk.service.ts';

// Snapshots are this feature's own JSON, written by the batch they undo: read back as written.

/** How each kind of Tâches batch is undone; an undo notifies nobody (no mail is queued). */
export const taskUndoers = {
  'tasks.update': async ({ tx, snapshot, actor, undoOf }) => {
    const { rows, created } = snapshot as TaskUpdateSnapshot;
    const values = new Map(rows.map((row) => [row.id, row.values]));
    const { batchId, count } = await applyTaskValues({ tx, ids: [...values.keys()], values: (task) => values.get(task.id) ?? {}, remove: created, actor, undoOf });
    return { batchId, count };
  },
  'tasks.delete': ({ tx, snapshot, actor, undoOf }) => restoreDeletedTasks({ tx, snapshot: snapshot as DeletedTasks, actor, undoOf }),
  'tasks.restore': ({ tx, snapshot, actor, undoOf }) => applyTaskDeletion({ tx, ids: (snapshot as RestoredTasks).ids, actor, undoOf }),
} satisfies Undoers;
