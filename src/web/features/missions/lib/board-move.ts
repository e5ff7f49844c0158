import type { MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionBoard } from '../../../../shared/missions/list-query.ts';
import { columnKeyOf } from './board-columns.ts';
import { columnOf } from './move-target.ts';

const byClient = (a: MissionRow, b: MissionRow) => a.raisonSociale.localeCompare(b.raisonSociale, 'fr') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The cards with `row` in its place by client, or without it when it falls past the loaded ones of
 * a column that has more (its page will bring it).
 */
function placed(rows: readonly MissionRow[], row: MissionRow, complete: boolean): MissionRow[] {
  const others = rows.filter((candidate) => candidate.id !== row.id);
  const at = others.findIndex((candidate) => byClient(row, candidate) < 0);
  if (at < 0) return complete ? [...others, row] : others;
  return [...others.slice(0, at), row, ...others.slice(at)];
}

/**
 * The board as it will read once a card is moved (or replaced by the server's row): out of its
 * column, into the other, the two counts following. The board's answer holds each column's
 * first cards only: a card from further down a column leaves its page (withoutMission).
 */
export function moveOnBoard(board: MissionBoard, before: MissionRow, after: MissionRow): MissionBoard {
  const from = columnKeyOf(columnOf(before));
  const to = columnKeyOf(columnOf(after));
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.key === to) {
        return { ...column, total: column.total + (from === to ? 0 : 1), missions: placed(column.missions, after, column.nextCursor === null) };
      }
      if (column.key === from) {
        return { ...column, total: Math.max(0, column.total - 1), missions: column.missions.filter((row) => row.id !== before.id) };
      }
      return column;
    }),
  };
}
