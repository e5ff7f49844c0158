import type { MissionDetail, MissionPatch } from '../../../../shared/missions/api.ts';

/**
 * The sheet as it will read once the PATCH is saved, shown while it runs: a ticked item, a chosen
 * responsible or stage does not wait for the round trip. What the server derives (the earlier
 * stages' done dates, the target dates) comes with its answer.
 */
export function applyPatch(mission: MissionDetail, patch: MissionPatch): MissionDetail {
  const { checklist, status, waitingReason, ...fields } = patch;
  const next: MissionDetail = { ...mission, ...fields };
  if (status !== undefined) {
    next.status = status;
    next.waitingReason = status === 'en_attente_client' ? (waitingReason ?? mission.waitingReason) : null;
  } else if (waitingReason !== undefined) {
    next.waitingReason = waitingReason;
  }
  if (checklist) {
    next.stages = mission.stages.map((stage) => ({
      ...stage,
      checklist: stage.checklist.map((item, index) => {
        const tick = checklist.find((t) => t.stageId === stage.stageId && t.index === index);
        return tick ? { ...item, done: tick.done } : item;
      }),
    }));
  }
  return next;
}
