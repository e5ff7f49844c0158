// CSV that French Excel opens as is, with a double click: no import wizard, no mojibake,
// no lost zeros, no formula run from a client's name.

import { CLIENT_FIELD_LABELS } from './clients.ts';
import { parisToday } from './dates.ts';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** Cells Excel, LibreOffice and Sheets would evaluate as formulas (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * Digit strings that Excel would turn into numbers and damage: a leading zero is dropped
 * ('01000' → 1000) and past 11 digits it shows scientific notation (1,80725E+13), keeping only
 * 15 significant digits. SIRET (14), SIREN (9 with zeros), postcodes, numéros client.
 */
function isFragileDigits(value: string): boolean {
  return /^\d+$/.test(value) && ((value.length > 1 && value.startsWith('0')) || value.length > 11);
}

/**
 * Keeps a fragile digit string as text by prefixing a tab.
 *
 * Why a tab, among the usual tricks:
 * - `="00032517500016"` shows well in Excel but is a formula: exactly what the neutralisation
 *   below exists to forbid, and any other tool shows the `="…"` wrapper.
 * - `'00032517500016`: Excel only hides the apostrophe when it is typed, not in a CSV; it shows.
 * - Quoting alone (`"00032517500016"`): Excel ignores quotes when it guesses types; zeros lost.
 * - A leading tab: not a number any more, so Excel keeps the cell as text with every digit,
 *   and the tab itself is invisible. It is whitespace, so our importer (which trims every
 *   cell and drops blanks inside a SIRET) reads back the same 14 digits; so does any tool
 *   that trims. It is never followed by a formula here (digits only), so it opens no hole.
 *   Caveat: LibreOffice asks for the separators when it opens a CSV; with 'Tabulation' ticked
 *   besides ';', the tab splits the cell. Excel, the firm's tool, reads only ';' here.
 */
function protectDigits(value: string): string {
  return isFragileDigits(value) ? `\t${value}` : value;
}

/** A leading apostrophe makes a formula-looking cell plain text (our importer removes it). */
function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toExcelCsvCell(value: string | null): string {
  if (value === null || value === '') return '';
  return quote(protectDigits(neutralise(value)));
}

/** UTF-8 with BOM, `;`, CRLF: what French Excel writes as 'CSV UTF-8' and reads without a wizard. */
export function toExcelCsv(headers: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map(toExcelCsvCell).join(SEPARATOR));
  return BOM + lines.map((line) => line + LINE_END).join('');
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the form French Excel recognises as a date (and our importer reads). */
export function toCsvDate(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** 'habilitations-impots-2026-11-25.csv': the export's French name, dated on the Paris calendar. */
export function csvFileName(name: string, today: Date = new Date()): string {
  return `${name}-${parisToday(today)}.csv`;
}

/**
 * The clients export's columns, in SPEC §2's order, then the fiscal profile's. Every header maps back to its field in the
 * importer's header table, so an export re-imports as is (Collaborateur is ignored there:
 * SPEC §3 sets collaborator_id to null on import).
 */
export const CLIENT_CSV_COLUMNS = [
  { key: 'numeroClient', header: CLIENT_FIELD_LABELS.numeroClient },
  { key: 'raisonSociale', header: CLIENT_FIELD_LABELS.raisonSociale },
  { key: 'siret', header: CLIENT_FIELD_LABELS.siret },
  { key: 'collaborateurs', header: CLIENT_FIELD_LABELS.collaboratorId },
  { key: 'classification', header: CLIENT_FIELD_LABELS.classification },
  { key: 'status', header: CLIENT_FIELD_LABELS.status },
  { key: 'dateCloture', header: CLIENT_FIELD_LABELS.dateCloture },
  { key: 'adresse', header: CLIENT_FIELD_LABELS.adresse },
  { key: 'codePostal', header: CLIENT_FIELD_LABELS.codePostal },
  { key: 'ville', header: CLIENT_FIELD_LABELS.ville },
  { key: 'telephone', header: CLIENT_FIELD_LABELS.telephone },
  { key: 'email', header: CLIENT_FIELD_LABELS.email },
  { key: 'logiciel', header: CLIENT_FIELD_LABELS.softwareId },
  // The fiscal profile (issue 15): the issue's header names and the values' codes, as the import reads them.
  { key: 'regimeImposition', header: 'regime_imposition' },
  { key: 'regimeTva', header: 'regime_tva' },
  { key: 'jourTva', header: 'jour_tva' },
  { key: 'employeur', header: 'employeur' },
  { key: 'cfeAcompte', header: 'cfe_acompte' },
  { key: 'cvae', header: 'cvae' },
  { key: 'dateCreation', header: 'date_creation' },
  { key: 'categorieEntreprise', header: 'categorie_entreprise' },
] as const;
export type ClientCsvKey = (typeof CLIENT_CSV_COLUMNS)[number]['key'];
