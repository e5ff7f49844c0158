import {
  AUTHORIZATION_STATUS_LABELS,
  BANK_CHANGE_FIELD_LABELS,
  BANK_CHANGE_STATUS_FIELDS,
  BANK_CHANGE_STATUS_LABELS,
  type AuthorizationKind,
  type AuthorizationRow,
  type BankChangeRow,
} from '../../../../shared/authorizations.ts';
import { toCsvDate, toExcelCsv } from '../../../../shared/csv-export.ts';

/** Each tab's file, named as its page and tab ('habilitations-impots-2026-11-25.csv'). */
export const AUTHORIZATION_EXPORT_NAMES: Record<AuthorizationKind, string> = {
  impots: 'habilitations-impots',
  urssaf: 'habilitations-urssaf',
  bank_ebics: 'banque-ebics',
  bank_impot: 'banque-impot',
  bank_urssaf: 'banque-urssaf',
};
export const BANK_CHANGES_EXPORT_NAME = 'changements-de-banque';

/** The table's columns, as its headers read. */
export const AUTHORIZATION_CSV_HEADERS = ['Client', 'SIRET', 'Statut', 'Date'] as const;

export function authorizationCsvRow(row: AuthorizationRow): (string | null)[] {
  return [row.raisonSociale, row.siret, AUTHORIZATION_STATUS_LABELS[row.status], toCsvDate(row.authorizationDate)];
}

/** One authorisation tab as shown (searched, filtered, sorted), for French Excel. */
export function buildAuthorizationsCsv(rows: readonly AuthorizationRow[]): string {
  return toExcelCsv(AUTHORIZATION_CSV_HEADERS, rows.map(authorizationCsvRow));
}

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
