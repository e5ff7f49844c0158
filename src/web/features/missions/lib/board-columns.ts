import type { MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { DONE_COLUMN_LABEL, type MoveTarget } from './move-target.ts';

/** A column of the board: a stage of the template, or « Terminées ». */
export type ColumnTarget = { key: string; label: string; target: MoveTarget };
export type BoardColumn = ColumnTarget & { rows: MissionRow[] };

/** Its key in the DOM and in React: a stage's id, or 'terminee'. */
export const DONE_COLUMN_KEY = 'terminee';

/** The column a move goes to. */
export const columnKeyOf = (target: MoveTarget) => (target === 'terminee' ? DONE_COLUMN_KEY : target.stageId);

/**
 * The missions by column, in one pass, each column keeping the incoming order: the open ones on
 * their stage, the done ones in « Terminées »; abandoned missions are not on the board (the
 * table lists them).
 */
export function boardColumns(template: MissionTemplate, rows: readonly MissionRow[]): BoardColumn[] {
  const columns = columnTargets(template).map((column): BoardColumn => ({ ...column, rows: [] }));
  const byKey = new Map(columns.map((column) => [column.key, column]));
  for (const row of rows) {
    if (row.status === 'terminee') byKey.get(DONE_COLUMN_KEY)?.rows.push(row);
    else if (row.status !== 'abandonnee') byKey.get(row.stageId)?.rows.push(row);
  }
  return columns;
}

/** The columns without their cards: what « Déplacer vers… » lists, the same for every card of a template. */
export function columnTargets(template: MissionTemplate): ColumnTarget[] {
  return [
    ...template.stages.map((stage) => ({ key: columnKeyOf({ stageId: stage.id }), label: stage.name, target: { stageId: stage.id } })),
    { key: DONE_COLUMN_KEY, label: DONE_COLUMN_LABEL, target: 'terminee' as const },
  ];
}
