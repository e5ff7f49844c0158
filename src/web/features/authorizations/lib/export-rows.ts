import {
  AUTHORIZATION_STATUS_LABELS,
  type AuthorizationKind,
  type AuthorizationRow,
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

/** The table's columns, as its headers read. */
export const AUTHORIZATION_CSV_HEADERS = ['Client', 'SIRET', 'Statut', 'Date'] as const;

export function authorizationCsvRow(row: AuthorizationRow): (string | null)[] {
  return [row.raisonSociale, row.siret, AUTHORIZATION_STATUS_LABELS[row.status], toCsvDate(row.authorizationDate)];
}

/** One authorisation tab as shown (searched, filtered, sorted), for French Excel. */
export function buildAuthorizationsCsv(rows: readonly AuthorizationRow[]): string {
  return toExcelCsv(AUTHORIZATION_CSV_HEADERS, rows.map(authorizationCsvRow));
}
