import { CLASSIFICATIONS, CLIENT_STATUSES, type Classification, type ClientStatus } from '../../../../shared/clients.ts';

export type CellResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const refused = <T>(reason: string): CellResult<T> => ({ ok: false, reason });

/** The cell as quoted in a reason, cut short: a reason must stay readable in a list. */
export function shown(value: string): string {
  return `« ${value.length > 40 ? `${value.slice(0, 40)}…` : value} »`;
}

/**
 * The text of a cell, trimmed, with what spreadsheets add around values undone: the apostrophe
 * our export puts before formula-looking text, and Excel's `="0001"` text-keeping trick.
 */
export function cleanCell(raw: string | undefined): string {
  let value = (raw ?? '').trim();
  const excelText = /^="(.*)"$/s.exec(value);
  if (excelText) value = (excelText[1] ?? '').trim();
  if (/^'[=+\-@\t\r]/.test(value)) value = value.slice(1);
  return value;
}

/** Folds case, accents, spaces and punctuation: 'Micro entreprise' and 'MICRO-ENTREPRISE' meet. */
export function foldKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Excel's display of a long number: '1,80725E+13', '1.80725E+13', '3,25175E+10'. */
const SCIENTIFIC = /^\d+(?:[.,]\d+)?e[+-]?\d+$/i;
const BLANKS = /[\s\u00a0\u202f]+/g;

export function parseSiretCell(value: string): CellResult<string> {
  const compact = value.replace(BLANKS, '');
  if (SCIENTIFIC.test(compact)) {
    return refused(
      `SIRET altéré par Excel (chiffres perdus) : ${shown(value)}. Mettez la colonne SIRET au format Texte dans le fichier d'origine et exportez-le à nouveau.`,
    );
  }
  if (!/^\d+$/.test(compact)) return refused(`SIRET invalide : ${shown(value)} ne doit contenir que des chiffres`);
  if (compact.length < 14) {
    return refused(
      `SIRET incomplet (chiffres perdus, souvent les zéros du début supprimés par Excel) : ${shown(value)} a ${compact.length} chiffres au lieu de 14`,
    );
  }
  if (compact.length > 14) return refused(`SIRET invalide : ${shown(value)} a ${compact.length} chiffres au lieu de 14`);
  return ok(compact);
}

/** Excel reads '01000' as the number 1000: a 4-digit French postcode gets its zero back. */
export function fixPostcode(value: string): string {
  const compact = value.replace(BLANKS, '');
  if (/^\d{4}$/.test(compact)) return `0${compact}`;
  return /^\d{5}$/.test(compact) ? compact : value;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Strict on purpose: unlike the form's lenient rule (SPEC §5, anything unknown → 31 December),
 * a file's date is either DD/MM/YYYY (how French Excel writes it) or YYYY-MM-DD, else the row
 * is refused rather than silently given a date nobody typed.
 */
export function parseCsvDate(value: string, label = 'Date de clôture'): CellResult<string> {
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = french
    ? [Number(french[3]), Number(french[2]), Number(french[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year || !isRealDate(year, month, day)) {
    return refused(`${label} invalide : ${shown(value)} (JJ/MM/AAAA ou AAAA-MM-JJ attendu)`);
  }
  return ok(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

/** Every classification by its folded name, plus the short forms people write. */
const CLASSIFICATION_KEYS = new Map<string, Classification>([
  ...CLASSIFICATIONS.map((c): [string, Classification] => [foldKey(c), c]),
  ['ei', 'Entreprise Individuelle'],
  ['autoentrepreneur', 'Micro-entreprise'],
  ['autoentreprise', 'Micro-entreprise'],
]);

export function parseClassification(value: string): CellResult<Classification> {
  const found = CLASSIFICATION_KEYS.get(foldKey(value));
  return found ? ok(found) : refused(`Classification inconnue : ${shown(value)} (${CLASSIFICATIONS.join(', ')})`);
}

const STATUS_KEYS = new Map<string, ClientStatus>([
  ...CLIENT_STATUSES.map((s): [string, ClientStatus] => [foldKey(s), s]),
  ['active', 'actif'],
  ['inactive', 'inactif'],
]);

export function parseStatus(value: string): CellResult<ClientStatus> {
  const found = STATUS_KEYS.get(foldKey(value));
  return found ? ok(found) : refused(`Statut inconnu : ${shown(value)} (actif, inactif ou prospect)`);
}
