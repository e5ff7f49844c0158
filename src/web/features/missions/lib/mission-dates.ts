import type { MissionRow, MissionStageDates } from '../../../../shared/missions/api.ts';
import { isOpenMission } from '../../../../shared/missions/statuses.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';

/** The template's stage ids in its order: a row's stages[i] is the dates of the i-th. */
export type StageIds = readonly string[];

export const stageIdsOf = (template: MissionTemplate | undefined): StageIds => template?.stages.map((stage) => stage.id) ?? [];

/** The row's dates at one stage of its template; undefined when the template has no such stage. */
export function datesAt(row: MissionRow, stageIds: StageIds, stageId: string): MissionStageDates | undefined {
  const index = stageIds.indexOf(stageId);
  return index < 0 ? undefined : row.stages[index];
}

/** The current stage's target date: what the mission is awaited for next; null once done or without a date. */
export function nextTargetDate(row: MissionRow, stageIds: StageIds): string | null {
  if (!isOpenMission(row.status)) return null;
  return datesAt(row, stageIds, row.stageId)?.targetDate ?? null;
}

/** Open, and its current stage's target date has passed (the progress counts' « en retard »). */
export const isLate = (row: MissionRow, today: string, stageIds: StageIds) => {
  const target = nextTargetDate(row, stageIds);
  return target !== null && target < today;
};
