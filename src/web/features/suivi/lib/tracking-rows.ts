import {
  TRACKING_MESSAGES,
  TRACKING_STATUSES,
  trackingYearSchema,
  type TrackingRow,
  type TrackingStatus,
} from '../../../../shared/tracking.ts';
import { countByStatus } from '../../../components/client-list/lib/client-rows.ts';

/** A year without a record is à faire (SPEC §4). */
export function statusForYear(row: TrackingRow, year: number): TrackingStatus {
  return row.statuses[String(year)] ?? 'a_faire';
}

/** The counters read the most recent year only (SPEC §9); with no year, every count is 0. */
export function countLatestYear(
  rows: readonly TrackingRow[],
  latestYear: number | undefined,
): Record<TrackingStatus, number> {
  if (latestYear === undefined) return countByStatus([], TRACKING_STATUSES, () => 'a_faire');
  return countByStatus(rows, TRACKING_STATUSES, (row) => statusForYear(row, latestYear));
}

/** The year typed in the 'Ajouter année' modal, or the SPEC §5 message refusing it. */
export function readNewYear(
  text: string,
  years: readonly number[],
): { ok: true; year: number } | { ok: false; message: string } {
  const parsed = trackingYearSchema.safeParse(text.trim() === '' ? undefined : text.trim());
  if (!parsed.success) return { ok: false, message: TRACKING_MESSAGES.invalidYear };
  if (years.includes(parsed.data)) return { ok: false, message: TRACKING_MESSAGES.duplicateYear };
  return { ok: true, year: parsed.data };
}
