import type { MissionRow } from '../../../../shared/missions/api.ts';
import { MISSION_STATUSES } from '../../../../shared/missions/statuses.ts';
import { foldText } from '../../../../shared/client-search.ts';
import { datesAt, type StageIds } from './mission-dates.ts';
import { nameKey } from './mission-filters.ts';

export type TableSort = { column: string; direction: 'asc' | 'desc' };

/** The table's first order: by client, as the board. */
export const DEFAULT_TABLE_SORT: TableSort = { column: 'client', direction: 'asc' };

/** A click on the sorted column flips it; another column starts ascending. */
export const nextTableSort = (current: TableSort, column: string): TableSort =>
  current.column === column ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' };

/** A stage's date as its cell shows it: the done date, else the target date. */
export function stageDate(row: MissionRow, stageIds: StageIds, stageId: string): string | null {
  const stage = datesAt(row, stageIds, stageId);
  return stage?.doneAt ?? stage?.targetDate ?? null;
}

const statusRank = (row: MissionRow) => String(MISSION_STATUSES.indexOf(row.status));

/**
 * A sorted copy, stable (equal keys keep the incoming order: by client). A stage column sorts on
 * its shown date (`stageIds`: the template's); rows without a value (no date, no responsible) come last both ways.
 */
export function sortMissions(
  rows: readonly MissionRow[],
  sort: TableSort,
  nameOfUser: (id: string | undefined) => string | null,
  stageIds: StageIds,
): readonly MissionRow[] {
  if (sort.column === DEFAULT_TABLE_SORT.column && sort.direction === 'asc') return rows;
  const keyOf: (row: MissionRow) => string =
    sort.column === 'client'
      ? nameKey
      : sort.column === 'responsable'
        ? (row) => foldText(nameOfUser(row.responsibleId) ?? '')
        : sort.column === 'statut'
          ? statusRank
          : (row) => stageDate(row, stageIds, sort.column) ?? '';
  const sign = sort.direction === 'asc' ? 1 : -1;
  const decorated = rows.map((row) => ({ row, key: keyOf(row) }));
  decorated.sort((a, b) => {
    if (a.key === '' || b.key === '') return a.key === b.key ? 0 : a.key === '' ? 1 : -1;
    return a.key < b.key ? -sign : a.key > b.key ? sign : 0;
  });
  return decorated.map((entry) => entry.row);
}
