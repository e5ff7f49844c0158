import {
  REQUIRED_CSV_COLUMNS,
  type ClientImportField,
  type RequiredCsvColumn,
} from '../../../../shared/clients-import.ts';
import type { ClientCsvColumn } from '../../../feature.ts';

/** Folds a header the way people write it: 'N° Client', 'Date de clôture ', 'E-mail' → 'n_client', 'date_de_cloture', 'e_mail'. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** A known column whose values are not imported (SPEC §3: collaborator_id is null on import). */
const IGNORED = 'ignored';

/** Normalised header → field. Our own export's headers are among them (see csv-export.ts). */
const SYNONYMS: Record<string, ClientImportField | typeof IGNORED> = {
  numero_client: 'numeroClient',
  numero_de_client: 'numeroClient',
  n_client: 'numeroClient',
  no_client: 'numeroClient',
  num_client: 'numeroClient',
  n_de_client: 'numeroClient',
  code_client: 'numeroClient',
  raison_sociale: 'raisonSociale',
  raisonsociale: 'raisonSociale',
  denomination: 'raisonSociale',
  nom: 'raisonSociale',
  nom_client: 'raisonSociale',
  societe: 'raisonSociale',
  entreprise: 'raisonSociale',
  siret: 'siret',
  n_siret: 'siret',
  no_siret: 'siret',
  numero_siret: 'siret',
  classification: 'classification',
  forme_juridique: 'classification',
  statut: 'status',
  status: 'status',
  date_cloture: 'dateCloture',
  date_de_cloture: 'dateCloture',
  cloture: 'dateCloture',
  date_cloture_exercice: 'dateCloture',
  date_de_cloture_exercice: 'dateCloture',
  adresse: 'adresse',
  adresse_postale: 'adresse',
  code_postal: 'codePostal',
  codepostal: 'codePostal',
  cp: 'codePostal',
  ville: 'ville',
  commune: 'ville',
  localite: 'ville',
  telephone: 'telephone',
  tel: 'telephone',
  email: 'email',
  e_mail: 'email',
  mail: 'email',
  courriel: 'email',
  adresse_email: 'email',
  adresse_e_mail: 'email',
  logiciel: 'logiciel',
  logiciel_comptable: 'logiciel',
  // The fiscal profile: the names (which the export writes), and the French ones.
  regime_imposition: 'regimeImposition',
  regime_d_imposition: 'regimeImposition',
  regime_fiscal: 'regimeImposition',
  regime_tva: 'regimeTva',
  regime_de_tva: 'regimeTva',
  jour_tva: 'jourTva',
  jour_de_tva: 'jourTva',
  jour_de_tva_ca3: 'jourTva',
  employeur: 'employeur',
  cfe_acompte: 'cfeAcompte',
  acompte_cfe: 'cfeAcompte',
  cvae: 'cvae',
  date_creation: 'dateCreation',
  date_de_creation: 'dateCreation',
  categorie_entreprise: 'categorieEntreprise',
  categorie_d_entreprise: 'categorieEntreprise',
  categorie_de_l_entreprise: 'categorieEntreprise',
  collaborateur: IGNORED,
  collaborateurs: IGNORED,
  collaborator_id: IGNORED,
};

const REQUIRED_FIELDS: Record<RequiredCsvColumn, ClientImportField> = { raison_sociale: 'raisonSociale', siret: 'siret' };

export type HeaderMapping = {
  /** Column index of each mapped field (the first column wins when two map to one field). */
  columns: Partial<Record<ClientImportField, number>>;
  mapped: { header: string; field: ClientImportField }[];
  /** Other features' columns (ClientCsvColumn) found in the file: the file's header, the column's and its index. */
  featureColumns: { header: string; column: ClientCsvColumn; index: number }[];
  ignored: string[];
  missingRequired: RequiredCsvColumn[];
};

/** `featureColumns`: the columns other features add (their header folded like ours; the first column of a name wins). */
export function mapHeaders(headers: readonly string[], featureColumns: readonly ClientCsvColumn[] = []): HeaderMapping {
  const columns: HeaderMapping['columns'] = {};
  const mapped: HeaderMapping['mapped'] = [];
  const found: HeaderMapping['featureColumns'] = [];
  const ignored: string[] = [];
  headers.forEach((header, index) => {
    const name = normalizeHeader(header);
    // Excel often leaves empty header cells after the last column: nothing to report.
    if (name === '') return;
    const column = featureColumns.find((candidate) => normalizeHeader(candidate.header) === name);
    if (column) {
      if (found.some((other) => other.column === column)) ignored.push(header.trim());
      else found.push({ header: header.trim(), column, index });
      return;
    }
    const field = Object.hasOwn(SYNONYMS, name) ? SYNONYMS[name] : undefined;
    if (!field || field === IGNORED || columns[field] !== undefined) {
      ignored.push(header.trim());
      return;
    }
    columns[field] = index;
    mapped.push({ header: header.trim(), field });
  });
  const missingRequired = REQUIRED_CSV_COLUMNS.filter((column) => columns[REQUIRED_FIELDS[column]] === undefined);
  return { columns, mapped, featureColumns: found, ignored, missingRequired };
}
