import type { ClientImportField, ImportRowError } from '../../../../shared/clients-import.ts';
import { clientFieldsSchema, type ClientFields } from '../../../../shared/clients.ts';
import { FISCAL_PROFILE_DEFAULTS } from '../../../../shared/obligations/profile.ts';
import type { ClientCsvColumn } from '../../../feature.ts';
import {
  enumParser,
  parseCategorieEntreprise,
  parseCfeAcompte,
  parseCvae,
  parseDateCreation,
  parseEmployeur,
  parseJourTva,
  parseRegimeImposition,
  parseRegimeTva,
} from './profile-cells.ts';
import {
  cleanCell,
  fixPostcode,
  foldKey,
  parseClassification,
  parseCsvDate,
  parseSiretCell,
  parseStatus,
  shown,
  type CellResult,
} from './cells.ts';
import type { HeaderMapping } from './headers.ts';
import type { CsvRecord } from './parse.ts';

/** Software ids by folded name ('cegidloop' → id), for the Logiciel column. */
export type SoftwareByName = ReadonlyMap<string, string>;

export type ValidRow = {
  line: number;
  /** What a new client gets: empty cells are null, an empty Statut is actif. */
  values: ClientFields;
  /** Fields with a non-empty cell: the only ones an update changes (an empty cell erases nothing). */
  provided: (keyof ClientFields)[];
  /** Other features' columns (ClientCsvColumn): the code by the column's header, non-empty cells only. */
  featureValues: Record<string, string>;
};

export type RowOutcome = { ok: true; row: ValidRow } | { ok: false; error: ImportRowError };

type TextField = 'numeroClient' | 'raisonSociale' | 'adresse' | 'codePostal' | 'ville' | 'telephone' | 'email';
const TEXT_FIELDS: readonly TextField[] = ['numeroClient', 'raisonSociale', 'adresse', 'codePostal', 'ville', 'telephone', 'email'];

/** The cells of a record by field, cleaned (see cleanCell); unmapped fields are ''. */
export function readCells(record: CsvRecord, columns: HeaderMapping['columns']): Record<ClientImportField, string> {
  const cell = (field: ClientImportField) => {
    const index = columns[field];
    return index === undefined ? '' : cleanCell(record.cells[index]);
  };
  return {
    numeroClient: cell('numeroClient'),
    raisonSociale: cell('raisonSociale'),
    siret: cell('siret'),
    classification: cell('classification'),
    status: cell('status'),
    dateCloture: cell('dateCloture'),
    adresse: cell('adresse'),
    codePostal: fixPostcode(cell('codePostal')),
    ville: cell('ville'),
    telephone: cell('telephone'),
    email: cell('email'),
    logiciel: cell('logiciel'),
    regimeImposition: cell('regimeImposition'),
    regimeTva: cell('regimeTva'),
    jourTva: cell('jourTva'),
    employeur: cell('employeur'),
    cfeAcompte: cell('cfeAcompte'),
    cvae: cell('cvae'),
    dateCreation: cell('dateCreation'),
    categorieEntreprise: cell('categorieEntreprise'),
  };
}

// One parser per column, built once: the import reads the same columns on every row.
const featureParsers = new WeakMap<ClientCsvColumn, (value: string) => CellResult<string>>();
function parseFeatureCell(column: ClientCsvColumn, value: string): CellResult<string> {
  let parse = featureParsers.get(column);
  if (!parse) {
    parse = enumParser(column.values, column.unknown);
    featureParsers.set(column, parse);
  }
  return parse(value);
}

function parseSoftware(value: string, software: SoftwareByName): CellResult<string> {
  const id = software.get(foldKey(value));
  return id ? { ok: true, value: id } : { ok: false, reason: `Logiciel inconnu : ${shown(value)}` };
}

/**
 * Checks one data row with the rules of the client form (clientFieldsSchema: lengths, email)
 * plus the file's own (SIRET damaged by Excel, 4-digit postcode, strict dates, names of
 * classification, status, software and the fiscal profile's values). Every problem of the row
 * goes into one reason. A profile that is valid but unusual (consistency.ts) is imported: those
 * are warnings the client sheet shows, as when the same values are typed in the form.
 */
export function validateClientRow({
  record,
  columns,
  software,
  featureColumns = [],
}: {
  record: CsvRecord;
  columns: HeaderMapping['columns'];
  software: SoftwareByName;
  featureColumns?: HeaderMapping['featureColumns'];
}): RowOutcome {
  const cells = readCells(record, columns);
  const reasons: string[] = [];
  const take = <T>(result: CellResult<T>): T | null => {
    if (result.ok) return result.value;
    reasons.push(result.reason);
    return null;
  };

  if (cells.raisonSociale === '') reasons.push('Raison sociale manquante');
  if (cells.siret === '') reasons.push('SIRET manquant');
  const values: ClientFields = {
    numeroClient: null,
    raisonSociale: cells.raisonSociale,
    siret: cells.siret === '' ? null : take(parseSiretCell(cells.siret)),
    classification: cells.classification === '' ? null : take(parseClassification(cells.classification)),
    status: (cells.status === '' ? 'actif' : take(parseStatus(cells.status))) ?? 'actif',
    dateCloture: cells.dateCloture === '' ? null : take(parseCsvDate(cells.dateCloture)),
    adresse: null,
    codePostal: null,
    ville: null,
    telephone: null,
    email: null,
    softwareId: cells.logiciel === '' ? null : take(parseSoftware(cells.logiciel, software)),
    // The fiscal profile: an empty cell is « non renseigné » (or 'non'), as for a client added by hand.
    regimeImposition: cells.regimeImposition === '' ? null : take(parseRegimeImposition(cells.regimeImposition)),
    regimeTva: cells.regimeTva === '' ? null : take(parseRegimeTva(cells.regimeTva)),
    jourTva: cells.jourTva === '' ? null : take(parseJourTva(cells.jourTva)),
    employeur: (cells.employeur === '' ? null : take(parseEmployeur(cells.employeur))) ?? FISCAL_PROFILE_DEFAULTS.employeur,
    cfeAcompte: (cells.cfeAcompte === '' ? null : take(parseCfeAcompte(cells.cfeAcompte))) ?? FISCAL_PROFILE_DEFAULTS.cfeAcompte,
    cvae: (cells.cvae === '' ? null : take(parseCvae(cells.cvae))) ?? FISCAL_PROFILE_DEFAULTS.cvae,
    dateCreation: cells.dateCreation === '' ? null : take(parseDateCreation(cells.dateCreation)),
    categorieEntreprise: cells.categorieEntreprise === '' ? null : take(parseCategorieEntreprise(cells.categorieEntreprise)),
  };
  for (const field of TEXT_FIELDS) {
    if (cells[field] === '') continue;
    const parsed = clientFieldsSchema.shape[field].safeParse(cells[field]);
    if (parsed.success) values[field] = parsed.data as string;
    else reasons.push(parsed.error.issues[0]?.message ?? `${field} invalide`);
  }
  const featureValues: Record<string, string> = {};
  for (const { column, index } of featureColumns) {
    const cell = cleanCell(record.cells[index]);
    if (cell === '') continue;
    const code = take(parseFeatureCell(column, cell));
    if (code !== null) featureValues[column.header] = code;
  }
  if (reasons.length > 0) return { ok: false, error: { line: record.line, reason: reasons.join(' ; ') } };

  const provided = (Object.keys(values) as (keyof ClientFields)[]).filter((field) =>
    field === 'softwareId' ? cells.logiciel !== '' : field in cells && cells[field as keyof typeof cells] !== '',
  );
  return { ok: true, row: { line: record.line, values, provided, featureValues } };
}
