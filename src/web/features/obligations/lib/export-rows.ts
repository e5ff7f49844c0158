import { toCsvDate, toExcelCsv } from '../../../../shared/csv-export.ts';
import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import { OBLIGATION_KIND_LABELS, OBLIGATION_STATUS_LABELS } from '../../../../shared/obligations/kinds.ts';

export const ECHEANCES_EXPORT_NAME = 'echeances';

/** The table's columns, and what its row shows beside them (the estimate, the tolerance, the flag, the note). */
export const ECHEANCE_CSV_HEADERS = ['Client', 'Échéance', 'Type', 'Date limite', 'Estimée', 'Tolérance en ligne', 'Statut', 'Obsolète', 'Note'] as const;

export function echeanceCsvRow(row: ObligationRow): (string | null)[] {
  return [
    row.raisonSociale,
    row.label,
    OBLIGATION_KIND_LABELS[row.kind],
    toCsvDate(row.dueDate),
    // What to check when the date is derived (« estimée : vérifier l'initiale »), else just « oui ».
    row.estimated ? (row.estimateNote ?? 'oui') : null,
    toCsvDate(row.toleranceDate),
    OBLIGATION_STATUS_LABELS[row.status],
    row.obsolete ? 'oui' : null,
    row.note,
  ];
}

/** The obligations the page shows (its period and filters), for French Excel. */
export function buildEcheancesCsv(rows: readonly ObligationRow[]): string {
  return toExcelCsv(ECHEANCE_CSV_HEADERS, rows.map(echeanceCsvRow));
}
