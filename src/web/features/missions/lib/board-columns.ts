import type { MissionRow } from '../../../../shared/missions/api.ts';
import { DONE_COLUMN, type MissionBoard } from '../../../../shared/missions/list-query.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { DONE_COLUMN_LABEL, type MoveTarget } from './move-target.ts';

/** A column of the board: a stage of the template, or « Terminées ». */
export type ColumnTarget = { key: string; label: string; target: MoveTarget };
/** With the server's count and first cards (by client), and where its next cards start. */
export type BoardColumn = ColumnTarget & { total: number; rows: readonly MissionRow[]; nextCursor: string | null };

/** Its key in the DOM, in React and in the API: a stage's id, or 'terminee'. */
export const DONE_COLUMN_KEY = DONE_COLUMN;

/** The column a move goes to. */
export const columnKeyOf = (target: MoveTarget) => (target === 'terminee' ? DONE_COLUMN_KEY : target.stageId);

const NO_ROWS: readonly MissionRow[] = [];

/**
 * The template's columns with what the server counted and sent for each: the open missions on
 * their stage, the done ones in « Terminées »; abandoned missions are on no column (the table
 * lists them). A stage the answer does not know yet (a template just edited) is empty.
 */
export function boardColumns(template: MissionTemplate, board: MissionBoard): BoardColumn[] {
  const byKey = new Map(board.columns.map((column) => [column.key, column]));
  return columnTargets(template).map((column) => {
    const answer = byKey.get(column.key);
    return { ...column, total: answer?.total ?? 0, rows: answer?.missions ?? NO_ROWS, nextCursor: answer?.nextCursor ?? null };
  });
}

/** The columns without their cards: what « Déplacer vers… » lists, the same for every card of a template. */
export function columnTargets(template: MissionTemplate): ColumnTarget[] {
  return [
    ...template.stages.map((stage) => ({ key: columnKeyOf({ stageId: stage.id }), label: stage.name, target: { stageId: stage.id } })),
    { key: DONE_COLUMN_KEY, label: DONE_COLUMN_LABEL, target: 'terminee' as const },
  ];
}
