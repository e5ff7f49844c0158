import type { MissionRow } from '../../../../shared/missions/api.ts';
import { foldText } from '../../../../shared/client-search.ts';
import { isLate, type StageIds } from './mission-dates.ts';

/** ?collaborateur=non-assigne: the missions nobody is responsible for (the campaign's « non assigné »). */
export const NO_RESPONSIBLE = 'non-assigne';

export type MissionFilters = {
  /** A user's id, NO_RESPONSIBLE, or undefined for every mission. */
  responsible: string | undefined;
  late: boolean;
  waiting: boolean;
  /** The raison sociale search, as typed. */
  text: string;
};

// Folding costs a regex per row: once per row object (a moved row is a new object), not per keystroke.
const folded = new WeakMap<MissionRow, string>();
export function nameKey(row: MissionRow): string {
  let key = folded.get(row);
  if (key === undefined) {
    key = foldText(row.raisonSociale);
    folded.set(row, key);
  }
  return key;
}

/** By raison sociale (folded: no accents, no case), the order of the board's cards and the table's default. */
export function byClientName(rows: readonly MissionRow[]): MissionRow[] {
  return rows
    .map((row) => ({ row, key: nameKey(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.row);
}

/**
 * The missions the filters keep, in their incoming order; the same array when no filter is set.
 * `stageIds`: the template's, which tell each row's current stage's dates (late).
 */
export function filterMissions(rows: readonly MissionRow[], filters: MissionFilters, today: string, stageIds: StageIds): readonly MissionRow[] {
  const text = foldText(filters.text.trim());
  const responsible = filters.responsible === NO_RESPONSIBLE ? undefined : filters.responsible;
  if (!text && filters.responsible === undefined && !filters.late && !filters.waiting) return rows;
  return rows.filter(
    (row) =>
      (filters.responsible === undefined || row.responsibleId === responsible) &&
      (!filters.waiting || row.status === 'en_attente_client') &&
      (!filters.late || isLate(row, today, stageIds)) &&
      (!text || nameKey(row).includes(text)),
  );
}
