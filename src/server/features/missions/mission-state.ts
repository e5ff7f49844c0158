import type { MissionStatus } from '../../../shared/missions/statuses.ts';
import type { MissionRecord, StageProgress } from './mission-records.ts';

// How a mission's stage and status move (issue 24 §2), as pure functions of its record: the
// stage being worked on has every stage before it done and none after it; reaching a stage
// marks the earlier ones done today by the caller, unless they already are; going back clears
// the done dates from that stage on; « Terminée » marks them all done.

/** Who does a stage, and when (the Paris day). */
export type Doer = { today: string; userId: string; name: string };

const done = (stage: StageProgress, by: Doer): StageProgress =>
  stage.doneAt ? stage : { ...stage, doneAt: by.today, doneBy: by.userId, doneByName: by.name };
const undone = (stage: StageProgress): StageProgress => (stage.doneAt ? { ...stage, doneAt: null, doneBy: null, doneByName: null } : stage);

/** The mission on `stageId` (one of its template's), reopened when it was finished. */
export function moveToStage(mission: MissionRecord, stageId: string, by: Doer): MissionRecord {
  const target = mission.progress.findIndex((stage) => stage.stageId === stageId);
  if (target < 0) return mission;
  return {
    ...mission,
    stageId,
    status: mission.status === 'terminee' ? 'en_cours' : mission.status,
    progress: mission.progress.map((stage, index) => (index < target ? done(stage, by) : undone(stage))),
  };
}

/**
 * The mission with this status: « Terminée » does every stage and stands on the last; leaving
 * « Terminée » for an open status reopens the last stage; only « En attente client » keeps a
 * reason (`waitingReason`, else the one it had).
 */
export function withStatus(mission: MissionRecord, status: MissionStatus, waitingReason: string | null | undefined, by: Doer): MissionRecord {
  const reason = status === 'en_attente_client' ? (waitingReason === undefined ? mission.waitingReason : waitingReason) : null;
  const last = mission.progress.at(-1);
  if (status === 'terminee') {
    return { ...mission, status, waitingReason: null, stageId: last?.stageId ?? mission.stageId, progress: mission.progress.map((stage) => done(stage, by)) };
  }
  const reopened = mission.status === 'terminee' && status !== 'abandonnee' && last ? moveToStage(mission, last.stageId, by) : mission;
  return { ...reopened, status, waitingReason: reason };
}

/** The checklist with item `index` ticked or not (unticked items stored as false up to it). */
export function tick(checklist: readonly boolean[], index: number, value: boolean): boolean[] {
  const ticks = Array.from({ length: Math.max(checklist.length, index + 1) }, (_, i) => checklist[i] === true);
  ticks[index] = value;
  return ticks;
}
