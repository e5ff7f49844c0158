import {
  TRACKING_MESSAGES,
  trackingYearSchema,
  type TrackingRow,
  type TrackingStatus,
} from '../../../../shared/tracking.ts';

/** A year without a record is à faire (SPEC §4). */
export function statusForYear(row: TrackingRow, year: number): TrackingStatus {
  return row.statuses[String(year)] ?? 'a_faire';
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
