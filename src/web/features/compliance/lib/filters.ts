import { GAP_CODES, type GapCode } from '../../../../shared/compliance/gaps.ts';
import type { ComplianceListRow } from '../api/get-compliance.ts';

/** « Aucune lacune » in the gap filter's URL. */
export const NO_GAP = 'aucune';
export type GapFilter = GapCode | typeof NO_GAP;
const GAP_FILTERS: readonly string[] = [...GAP_CODES, NO_GAP];
export const isGapFilter = (value: unknown): value is GapFilter => typeof value === 'string' && GAP_FILTERS.includes(value);

/** The page's own filter (?lacune=, Contrôle qualité), kept in the URL like the portfolio. */
export type ComplianceFilters = { lacune?: GapFilter };

/** A client whose relationship ended: its file is kept five years, shown apart. */
export const isEnded = (row: Pick<ComplianceListRow, 'endedAt'>) => row.endedAt !== null;
export const isActive = (row: Pick<ComplianceListRow, 'endedAt'>) => row.endedAt === null;

/** The rows a tab lists: the active clients, with the chosen gap (or none) on Contrôle qualité. */
export function rowFilter(gap: GapFilter | undefined): (row: ComplianceListRow) => boolean {
  if (gap === undefined) return isActive;
  if (gap === NO_GAP) return (row) => isActive(row) && row.gaps.length === 0;
  return (row) => isActive(row) && row.gaps.includes(gap);
}

/** How many of the rows have each gap (a client counts once per gap it has). */
export function countGaps(rows: readonly ComplianceListRow[]): Record<GapCode, number> {
  const counts = Object.fromEntries(GAP_CODES.map((code) => [code, 0])) as Record<GapCode, number>;
  for (const row of rows) for (const gap of row.gaps) counts[gap] += 1;
  return counts;
}
