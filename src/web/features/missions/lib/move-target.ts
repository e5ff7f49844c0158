import type { MissionPatch, MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';

/** Where a card goes: a stage of its template, or the board's last column « Terminées ». */
export type MoveTarget = { stageId: string } | 'terminee';

/** The board's last column: the missions done. */
export const DONE_COLUMN_LABEL = 'Terminées';

/** The column a mission stands in: its stage while open, « Terminées » once done. */
export const columnOf = (row: MissionRow): MoveTarget => (row.status === 'terminee' ? 'terminee' : { stageId: row.stageId });

export const sameTarget = (a: MoveTarget, b: MoveTarget) =>
  a === 'terminee' || b === 'terminee' ? a === b : a.stageId === b.stageId;

/** The column's name, as the move menu and the announcement say it. */
export function targetLabel(template: MissionTemplate, target: MoveTarget): string {
  if (target === 'terminee') return DONE_COLUMN_LABEL;
  return template.stages.find((stage) => stage.id === target.stageId)?.name ?? '';
}

/**
 * The PATCH a move sends: « Terminées » is the status; a stage is the stage, and a mission taken
 * out of « Terminées » (or an abandoned one) is worked on again. « En attente client » stays: it is
 * a badge, not a column.
 */
export function movePatch(row: MissionRow, target: MoveTarget): MissionPatch {
  if (target === 'terminee') return { status: 'terminee' };
  const reopened = row.status === 'terminee' || row.status === 'abandonnee';
  return reopened ? { stageId: target.stageId, status: 'en_cours' } : { stageId: target.stageId };
}

/**
 * The row as the server will make it, shown while the PATCH runs: reaching a stage marks the
 * earlier ones done today (unless they are), and clears the done dates from it on (a move back);
 * « Terminées » marks every stage done. The checklist count of a new stage comes with the answer.
 */
export function movedRow(row: MissionRow, target: MoveTarget, template: MissionTemplate, today: string): MissionRow {
  if (target === 'terminee') {
    return { ...row, status: 'terminee', waitingReason: undefined, stages: row.stages.map((stage) => ({ ...stage, doneAt: stage.doneAt ?? today })) };
  }
  // The row's stages are the template's, in its order.
  const index = template.stages.findIndex((candidate) => candidate.id === target.stageId);
  const stage = template.stages[index];
  if (!stage) return row;
  const reopened = row.status === 'terminee' || row.status === 'abandonnee';
  return {
    ...row,
    stageId: target.stageId,
    status: reopened ? 'en_cours' : row.status,
    checklistDone: 0,
    checklistTotal: stage.checklist.length,
    stages: row.stages.map(({ targetDate, doneAt }, at) => ({ ...(targetDate ? { targetDate } : {}), ...(at < index ? { doneAt: doneAt ?? today } : {}) })),
  };
}
