import { toExcelCsv } from '../../../../shared/csv-export.ts';
import { TRACKING_STATUS_LABELS, type TrackingKind, type TrackingRow } from '../../../../shared/tracking.ts';
import { statusForYear } from './tracking-rows.ts';

/** 'suivi-cfe', 'suivi-3en1': the file's name before its date. */
export const trackingExportName = (kind: TrackingKind) => `suivi-${kind}`;

/** Client and SIRET, then every year column of the kind, newest first as on screen ('CFE 2026'). */
export function trackingCsvHeaders(kindLabel: string, years: readonly number[]): string[] {
  return ['Client', 'SIRET', ...years.map((year) => `${kindLabel} ${year}`)];
}

export function trackingCsvRow(row: TrackingRow, years: readonly number[]): (string | null)[] {
  return [row.raisonSociale, row.siret, ...years.map((year) => TRACKING_STATUS_LABELS[statusForYear(row, year)])];
}

/** One follow-up as shown (searched, filtered, sorted), every year, for French Excel. */
export function buildTrackingCsv(rows: readonly TrackingRow[], kindLabel: string, years: readonly number[]): string {
  return toExcelCsv(trackingCsvHeaders(kindLabel, years), rows.map((row) => trackingCsvRow(row, years)));
}
