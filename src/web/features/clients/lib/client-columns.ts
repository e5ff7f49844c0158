import { CLIENT_FIELD_LABELS } from '../../../../shared/clients.ts';
import { FISCAL_PROFILE_FIELDS } from '../../../../shared/obligations/profile.ts';

// The Clients table's columns, in SPEC §2's order, then the fiscal profile's (issue 15), hidden
// until shown with the « Colonnes » menu. `kind` picks the cell's display and editor.

export type ColumnKind =
  | 'actions'
  | 'text'
  | 'siret'
  | 'collaborators'
  | 'classification'
  | 'status'
  | 'date'
  | 'codePostal'
  | 'ville'
  | 'software'
  | 'profileSelect'
  | 'jourTva'
  | 'dateCreation';

export const CLIENT_COLUMNS = [
  { key: 'actions', header: 'Actions', width: 104, kind: 'actions' },
  { key: 'numeroClient', header: CLIENT_FIELD_LABELS.numeroClient, width: 110, kind: 'text' },
  { key: 'raisonSociale', header: CLIENT_FIELD_LABELS.raisonSociale, width: 250, kind: 'text' },
  { key: 'siret', header: CLIENT_FIELD_LABELS.siret, width: 170, kind: 'siret' },
  { key: 'collaborators', header: CLIENT_FIELD_LABELS.collaboratorId, width: 260, kind: 'collaborators' },
  { key: 'classification', header: CLIENT_FIELD_LABELS.classification, width: 180, kind: 'classification' },
  { key: 'status', header: CLIENT_FIELD_LABELS.status, width: 120, kind: 'status' },
  { key: 'dateCloture', header: CLIENT_FIELD_LABELS.dateCloture, width: 130, kind: 'date' },
  { key: 'adresse', header: CLIENT_FIELD_LABELS.adresse, width: 240, kind: 'text' },
  { key: 'codePostal', header: CLIENT_FIELD_LABELS.codePostal, width: 120, kind: 'codePostal' },
  { key: 'ville', header: CLIENT_FIELD_LABELS.ville, width: 180, kind: 'ville' },
  { key: 'telephone', header: CLIENT_FIELD_LABELS.telephone, width: 150, kind: 'text' },
  { key: 'email', header: CLIENT_FIELD_LABELS.email, width: 230, kind: 'text' },
  { key: 'software', header: CLIENT_FIELD_LABELS.softwareId, width: 170, kind: 'software' },
  { key: 'regimeImposition', header: CLIENT_FIELD_LABELS.regimeImposition, width: 260, kind: 'profileSelect' },
  { key: 'regimeTva', header: CLIENT_FIELD_LABELS.regimeTva, width: 240, kind: 'profileSelect' },
  { key: 'jourTva', header: CLIENT_FIELD_LABELS.jourTva, width: 150, kind: 'jourTva' },
  { key: 'employeur', header: CLIENT_FIELD_LABELS.employeur, width: 190, kind: 'profileSelect' },
  { key: 'cfeAcompte', header: CLIENT_FIELD_LABELS.cfeAcompte, width: 250, kind: 'profileSelect' },
  { key: 'cvae', header: CLIENT_FIELD_LABELS.cvae, width: 100, kind: 'profileSelect' },
  { key: 'dateCreation', header: CLIENT_FIELD_LABELS.dateCreation, width: 150, kind: 'dateCreation' },
  { key: 'categorieEntreprise', header: CLIENT_FIELD_LABELS.categorieEntreprise, width: 200, kind: 'profileSelect' },
] as const satisfies readonly { key: string; header: string; width: number; kind: ColumnKind }[];

export type ClientColumn = (typeof CLIENT_COLUMNS)[number];
export type ColumnKey = ClientColumn['key'];
export type SortableColumn = Exclude<ColumnKey, 'actions'>;

/** The plain-text fields: one input, an empty value saves null. */
export type TextColumn = Extract<ClientColumn, { kind: 'text' }>['key'];

export const SORTABLE_COLUMNS = CLIENT_COLUMNS.map((column) => column.key).filter(
  (key): key is SortableColumn => key !== 'actions',
);

export function isSortableColumn(value: unknown): value is SortableColumn {
  return typeof value === 'string' && (SORTABLE_COLUMNS as readonly string[]).includes(value);
}

/** The fiscal profile's columns: hidden by default, shown one by one (URL param `colonnes`). */
export const OPTIONAL_COLUMNS = FISCAL_PROFILE_FIELDS;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

export const isOptionalColumn = (value: string): value is OptionalColumn => (OPTIONAL_COLUMNS as readonly string[]).includes(value);

/** The columns drawn: every standard one, and the optional ones asked for. */
export function visibleColumns(shown: readonly OptionalColumn[]): ClientColumn[] {
  return CLIENT_COLUMNS.filter((column) => !isOptionalColumn(column.key) || shown.includes(column.key));
}

export const tableWidth = (columns: readonly ClientColumn[]): number => columns.reduce((sum, column) => sum + column.width, 0);

/** Where keyboard focus lands first: N° Client, not the delete button. */
export const FIRST_DATA_COLUMN = 1;

/** Cells a click or Enter turns into an input or a select. */
export function isEditableKind(kind: ColumnKind): boolean {
  return kind !== 'actions' && kind !== 'collaborators';
}

/** Cells where typing a character starts the edit with it, as in a spreadsheet. */
export function isTypeToEditKind(kind: ColumnKind): boolean {
  return kind === 'text' || kind === 'siret' || kind === 'date' || kind === 'codePostal' || kind === 'ville' || kind === 'jourTva' || kind === 'dateCreation';
}
