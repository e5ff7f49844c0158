import type { BulkResult, TaskBulk } from '../../../shared/bulk.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db } from '../../db/client.ts';
import { applyTaskDeletion } from './tasks-bulk-delete.service.ts';
import { afterCommit, applyTaskValues } from './tasks-bulk.service.ts';
import { findAssignee } from './task-references.ts';

/** POST /api/tasks/bulk: « Changer le statut », « Réassigner », « Changer la priorité », « Supprimer », one transaction each. */
export async function runTaskBulkAction({ db, action, actor, appUrl }: { db: Db; action: TaskBulk; actor: Actor; appUrl: string }): Promise<BulkResult> {
  const { ids } = action;
  switch (action.action) {
    case 'delete':
      return db.transaction((tx) => applyTaskDeletion({ tx, ids, actor }));
    case 'status':
      return afterCommit(await db.transaction((tx) => applyTaskValues({ tx, ids, values: () => ({ status: action.status }), actor })));
    case 'priority':
      return afterCommit(await db.transaction((tx) => applyTaskValues({ tx, ids, values: () => ({ priority: action.priority }), actor })));
    case 'assign':
      return afterCommit(
        await db.transaction(async (tx) => {
          const assignee = await findAssignee({ tx, userId: action.assignedTo });
          return applyTaskValues({ tx, ids, values: () => ({ assignedTo: action.assignedTo }), actor, assignee, appUrl });
        }),
      );
  }
}
