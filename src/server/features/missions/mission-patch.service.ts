import { MISSION_MESSAGES, type MissionDetail, type MissionPatch } from '../../../shared/missions/api.ts';
import { parisToday } from '../../../shared/dates.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { existingUsers, lockMissions, type MissionRecord, type StageDef } from './mission-records.ts';
import { getMission, missionUnknown } from './mission-rows.ts';
import { saveMissions } from './mission-save.ts';
import { moveToStage, tick, withStatus, type Doer } from './mission-state.ts';

const refuse = (message: string) => new AppError('VALIDATION', message);

/** The patch's references checked against the mission's template and the users: each refusal in French, before a write. */
async function checkReferences({ tx, patch, stages }: { tx: Transaction; patch: MissionPatch; stages: readonly StageDef[] }) {
  const stageIds = new Set(stages.map((stage) => stage.id));
  if (patch.stageId !== undefined && !stageIds.has(patch.stageId)) throw refuse(MISSION_MESSAGES.stageOfOtherTemplate);
  for (const item of patch.checklist ?? []) {
    const stage = stages.find((candidate) => candidate.id === item.stageId);
    if (!stage) throw refuse(MISSION_MESSAGES.stageOfOtherTemplate);
    if (item.index >= stage.checklist.length) throw refuse(MISSION_MESSAGES.checklistOutOfRange);
  }
  const users = [patch.responsibleId, patch.reviewerId].filter((id): id is string => typeof id === 'string');
  const found = await existingUsers({ tx, ids: users });
  if (users.some((id) => !found.has(id))) throw refuse(MISSION_MESSAGES.userUnknown);
}

/** The mission as the patch leaves it: the stage first, then the status, then the other fields. */
function applyPatch(mission: MissionRecord, patch: MissionPatch, by: Doer): MissionRecord {
  let next = patch.stageId === undefined ? mission : moveToStage(mission, patch.stageId, by);
  if (patch.status !== undefined) next = withStatus(next, patch.status, patch.waitingReason, by);
  else if (patch.waitingReason !== undefined && next.status === 'en_attente_client') next = { ...next, waitingReason: patch.waitingReason };
  if (next.status === 'en_attente_client' && !next.waitingReason?.trim()) throw refuse(MISSION_MESSAGES.waitingReasonRequired);
  const ticks = new Map((patch.checklist ?? []).map((item) => [`${item.stageId}:${item.index}`, item.done]));
  return {
    ...next,
    ...(patch.responsibleId !== undefined && { responsibleId: patch.responsibleId }),
    ...(patch.reviewerId !== undefined && { reviewerId: patch.reviewerId }),
    ...(patch.budgetHours !== undefined && { budgetHours: patch.budgetHours }),
    ...(patch.notes !== undefined && { notes: patch.notes }),
    ...(patch.onlineFiling !== undefined && { onlineFiling: patch.onlineFiling }),
    progress: next.progress.map((stage) => {
      let checklist = stage.checklist;
      for (const [key, done] of ticks) {
        const [stageId, index] = key.split(':');
        if (stageId === stage.stageId) checklist = tick(checklist, Number(index), done);
      }
      return checklist === stage.checklist ? stage : { ...stage, checklist };
    }),
  };
}

/**
 * PATCH /api/missions/{id}: some of its fields. The mission's row is locked while it is read and
 * written (lockMissions), so two colleagues moving the same card take turns: the later write wins,
 * and each journals the stage it really replaced. A refused reference writes nothing.
 */
export async function patchMission({ db, id, patch, actor }: { db: Db; id: string; patch: MissionPatch; actor: Actor }): Promise<MissionDetail> {
  return db.transaction(async (tx) => {
    const locked = await lockMissions({ tx, ids: [id] });
    const [mission] = locked.missions;
    if (!mission) throw missionUnknown();
    const stages = locked.stagesOf.get(mission.templateId) ?? [];
    await checkReferences({ tx, patch, stages });
    const by: Doer = { today: parisToday(), userId: actor.id, name: actor.fullName };
    await saveMissions({ tx, locked, after: [applyPatch(mission, patch, by)], actor });
    return getMission({ db: tx, id });
  });
}
