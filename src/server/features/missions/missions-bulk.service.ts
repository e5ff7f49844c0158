import type { BulkResult } from '../../../shared/bulk.ts';
import { parisToday } from '../../../shared/dates.ts';
import { MISSION_MESSAGES, type MissionBulk } from '../../../shared/missions/api.ts';
import { isOpenMission } from '../../../shared/missions/statuses.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny, unknownRows, type RowRefusal } from '../../batches/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { existingUsers, lockMissions, type LockedMissions, type MissionRecord } from './mission-records.ts';
import { saveMissions } from './mission-save.ts';
import { moveToStage, withStatus, type Doer } from './mission-state.ts';

// The Production page's bulk actions (issue 24 §5): move to a stage, reassign, set or clear
// « en attente client », for the selected missions, by PATCH's rules, as one batch.

/** The undo of 'missions.update': each changed mission as it was, its stages' progress included. */
export type MissionUpdateSnapshot = { missions: MissionRecord[] };

/** Saves the new records as one batch whose snapshot holds the changed missions as they were. */
async function saveAsBatch({ tx, locked, after, actor, undoOf }: { tx: Transaction; locked: LockedMissions; after: MissionRecord[]; actor: Actor; undoOf?: string }): Promise<BulkResult> {
  const batchId = newBatchId();
  const changed = new Set(await saveMissions({ tx, locked, after, actor, batchId }));
  const snapshot: MissionUpdateSnapshot = { missions: locked.missions.filter((mission) => changed.has(mission.id)) };
  return saveBatch({ tx, id: batchId, actor, kind: 'missions.update', rowCount: changed.size, snapshot, undoOf });
}

/**
 * Puts each mission back as its record says (the undo of a bulk change, itself undone the same
 * way), in the caller's transaction. A mission deleted since, or whose recorded stage its template
 * no longer has, is left as it is; a stage added since keeps its progress.
 */
export async function applyMissionRecords({ tx, records, actor, undoOf }: { tx: Transaction; records: readonly MissionRecord[]; actor: Actor; undoOf?: string }): Promise<BulkResult> {
  const locked = await lockMissions({ tx, ids: records.map((record) => record.id) });
  const recordOf = new Map(records.map((record) => [record.id, record]));
  const after = locked.missions.flatMap((mission): MissionRecord[] => {
    const record = recordOf.get(mission.id);
    const stages = locked.stagesOf.get(mission.templateId) ?? [];
    if (!record || !stages.some((stage) => stage.id === record.stageId)) return [];
    const progress = mission.progress.map((current) => record.progress.find((stage) => stage.stageId === current.stageId) ?? current);
    return [{ ...record, clientId: mission.clientId, templateId: mission.templateId, closingDate: mission.closingDate, progress }];
  });
  return saveAsBatch({ tx, locked, after, actor, undoOf });
}

/** The mission as the bulk action leaves it: the stage first, then the responsible, then « en attente client » on open missions. */
function applyBulk(mission: MissionRecord, bulk: Omit<MissionBulk, 'missionIds'>, by: Doer): MissionRecord {
  let next = bulk.stageId === undefined ? mission : moveToStage(mission, bulk.stageId, by);
  if (bulk.responsibleId !== undefined) next = { ...next, responsibleId: bulk.responsibleId };
  if (bulk.status !== undefined && isOpenMission(next.status)) next = withStatus(next, bulk.status, bulk.waitingReason ?? null, by);
  return next;
}

/**
 * POST /api/missions/bulk. Every selected mission must exist and, for a move, have the stage in
 * its template: each refused one is named (error.issues, path = its id) and nothing is written.
 */
export async function updateMissionsInBulk({ db, bulk, actor }: { db: Db; bulk: MissionBulk; actor: Actor }): Promise<BulkResult> {
  const { missionIds, ...change } = bulk;
  return db.transaction(async (tx) => {
    const locked = await lockMissions({ tx, ids: missionIds });
    const refusals: RowRefusal[] = unknownRows(missionIds, new Set(locked.missions.map((mission) => mission.id)));
    if (change.stageId !== undefined) {
      for (const mission of locked.missions) {
        const stages = locked.stagesOf.get(mission.templateId) ?? [];
        if (!stages.some((stage) => stage.id === change.stageId)) refusals.push({ id: mission.id, message: MISSION_MESSAGES.stageOfOtherTemplate });
      }
    }
    refuseAny(refusals);
    if (change.responsibleId && !(await existingUsers({ tx, ids: [change.responsibleId] })).has(change.responsibleId)) {
      throw new AppError('VALIDATION', MISSION_MESSAGES.userUnknown);
    }
    const by: Doer = { today: parisToday(), userId: actor.id, name: actor.fullName };
    return saveAsBatch({ tx, locked, after: locked.missions.map((mission) => applyBulk(mission, change, by)), actor });
  });
}
