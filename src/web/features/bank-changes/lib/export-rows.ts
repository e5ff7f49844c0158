import {
  BANK_CHANGE_FIELD_LABELS,
  BANK_CHANGE_STATUS_FIELDS,
  BANK_CHANGE_STATUS_LABELS,
  type BankChangeRow,
} from '../../../../shared/bank-changes.ts';
import { toCsvDate, toExcelCsv } from '../../../../shared/csv-export.ts';

/** The file's name before its date ('changements-de-banque-2026-11-25.csv'). */
export const BANK_CHANGES_EXPORT_NAME = 'changements-de-banque';

/** A card's fields: client, new bank, date, then its four steps. */
export const BANK_CHANGE_CSV_HEADERS = [
  'Client',
  'Nouvelle banque',
  'Date',
  ...BANK_CHANGE_STATUS_FIELDS.map((field) => BANK_CHANGE_FIELD_LABELS[field]),
];

export function bankChangeCsvRow(change: BankChangeRow): (string | null)[] {
  return [
    change.clientName,
    change.newBankName,
    toCsvDate(change.changeDate.slice(0, 10)),
    ...BANK_CHANGE_STATUS_FIELDS.map((field) => BANK_CHANGE_STATUS_LABELS[change[field]]),
  ];
}

/** The bank changes as the tab shows them (the portfolio's, in progress first), for French Excel. */
export function buildBankChangesCsv(changes: readonly BankChangeRow[]): string {
  return toExcelCsv(BANK_CHANGE_CSV_HEADERS, changes.map(bankChangeCsvRow));
}
