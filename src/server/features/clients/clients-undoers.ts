import type { Undoers } from '../../batches/batch.ts';
import type { ClientFollower } from '../../feature.ts';
import { applyCollaboratorChange, type CollaboratorSnapshot } from './clients-bulk-collaborators.service.ts';
import { applyClientDeletion, restoreDeletedClients, type DeletedClients, type RestoredClients } from './clients-bulk-delete.service.ts';
import { applyClientPatches, type ClientUpdateSnapshot } from './clients-bulk.service.ts';

// Snapshots are this feature's own JSON, written by the batch they undo: read back as written.

/** How each kind of Clients batch is undone (POST /api/batches/:batchId/undo); an undone update is followed like any other. */
export function createClientUndoers({ followers }: { followers: readonly ClientFollower[] }) {
  return {
    'clients.update': ({ tx, snapshot, actor, undoOf }) => applyClientPatches({ tx, rows: (snapshot as ClientUpdateSnapshot).rows, actor, followers, undoOf }),
    'clients.collaborators': ({ tx, snapshot, actor, undoOf }) => {
      const { clientIds, userId, op } = snapshot as CollaboratorSnapshot;
      return applyCollaboratorChange({ tx, ids: clientIds, userId, op, actor, undoOf });
    },
    'clients.delete': ({ tx, snapshot, actor, undoOf }) => restoreDeletedClients({ tx, snapshot: snapshot as DeletedClients, actor, undoOf }),
    'clients.restore': ({ tx, snapshot, actor, undoOf }) => applyClientDeletion({ tx, ids: (snapshot as RestoredClients).ids, actor, undoOf }),
  } satisfies Undoers;
}
