import type { MissionRow } from '../../../../shared/missions/api.ts';
import { isOpenMission } from '../../../../shared/missions/statuses.ts';

/** The current stage's target date: what the mission is awaited for next; null once done or without a date. */
export function nextTargetDate(row: MissionRow): string | null {
  if (!isOpenMission(row.status)) return null;
  return row.stages.find((stage) => stage.stageId === row.stageId)?.targetDate ?? null;
}

/** Open, and its current stage's target date has passed (the progress counts' « en retard »). */
export const isLate = (row: MissionRow, today: string) => {
  const target = nextTargetDate(row);
  return target !== null && target < today;
};
