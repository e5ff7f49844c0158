import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import { platformName } from '../../../../shared/e-invoicing/platforms.ts';
import {
  COMPANY_CATEGORY_LABELS,
  COMPANY_CATEGORY_UNSET_LABEL,
  E_REPORTING_LABELS,
  E_REPORTING_UNSET_LABEL,
  MANDATE_STATUS_LABELS,
  READINESS_STATUS_LABELS,
} from '../../../../shared/e-invoicing/statuses.ts';
import { toCsvDate, toExcelCsv } from '../../../../shared/csv-export.ts';
import { reminderDay } from './cells.ts';

/** The file's name before its date, after the tab whose rows it holds: 'facturation-electronique-reception-2026-11-25.csv'. */
export const eInvoicingExportName = (tab: string) => `facturation-electronique-${tab}`;

/** Every field of a row, both tabs' (one file serves either), as the page labels them. */
export const E_INVOICING_CSV_HEADERS = [
  'Client',
  'SIRET',
  'Catégorie',
  'Date limite d’émission',
  'Plateforme',
  'Réception',
  'Date (réception)',
  'Émission',
  'Date (émission)',
  'E-reporting',
  'Délégation',
  'Date (délégation)',
  'Désignation',
  'Date (désignation)',
  'Annuaire vérifié le',
  'Dernière relance',
  'Relancé par',
] as const;

export function eInvoicingCsvRow(row: EInvoicingRow): (string | null)[] {
  return [
    row.raisonSociale,
    row.siret,
    row.category ? COMPANY_CATEGORY_LABELS[row.category] : COMPANY_CATEGORY_UNSET_LABEL,
    toCsvDate(row.issuingDeadline),
    platformName(row.platform, row.platformOther),
    READINESS_STATUS_LABELS[row.receptionStatus],
    toCsvDate(row.receptionDate),
    READINESS_STATUS_LABELS[row.issuingStatus],
    toCsvDate(row.issuingDate),
    row.eReporting ? E_REPORTING_LABELS[row.eReporting] : E_REPORTING_UNSET_LABEL,
    MANDATE_STATUS_LABELS[row.delegationStatus],
    toCsvDate(row.delegationDate),
    MANDATE_STATUS_LABELS[row.designationStatus],
    toCsvDate(row.designationDate),
    toCsvDate(row.directoryCheckedAt),
    toCsvDate(reminderDay(row.lastReminderAt)),
    row.lastReminderBy,
  ];
}

/** The rows as shown (searched, filtered, sorted), for French Excel. */
export function buildEInvoicingCsv(rows: readonly EInvoicingRow[]): string {
  return toExcelCsv(E_INVOICING_CSV_HEADERS, rows.map(eInvoicingCsvRow));
}
