import type { Undoers } from '../../batches/batch.ts';
import type { CreatedMissions } from './campaigns.service.ts';
import { applyMissionRecords, type MissionUpdateSnapshot } from './missions-bulk.service.ts';
import { deleteMissions, restoreMissions, type DeletedMissions } from './missions-delete.service.ts';

// Snapshots are this feature's own JSON, written by the batch they undo: read back as written.

/** How each kind of Production batch is undone (each undo a batch of its own, undone in turn). */
export const missionUndoers = {
  'missions.campaign': ({ tx, snapshot, actor, undoOf }) => deleteMissions({ tx, ids: (snapshot as CreatedMissions).ids, actor, undoOf }),
  'missions.restore': ({ tx, snapshot, actor, undoOf }) => deleteMissions({ tx, ids: (snapshot as CreatedMissions).ids, actor, undoOf }),
  'missions.delete': ({ tx, snapshot, actor, undoOf }) => restoreMissions({ tx, snapshot: snapshot as DeletedMissions, actor, undoOf }),
  'missions.update': ({ tx, snapshot, actor, undoOf }) => applyMissionRecords({ tx, records: (snapshot as MissionUpdateSnapshot).missions, actor, undoOf }),
} satisfies Undoers;
