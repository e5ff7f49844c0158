// The Clients table's columns, in SPEC §2's order. `kind` picks the cell's display and editor.

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
  | 'software';

export const CLIENT_COLUMNS = [
  { key: 'actions', header: 'Actions', width: 80, kind: 'actions' },
  { key: 'numeroClient', header: 'N° Client', width: 110, kind: 'text' },
  { key: 'raisonSociale', header: 'Raison Sociale', width: 250, kind: 'text' },
  { key: 'siret', header: 'SIRET', width: 170, kind: 'siret' },
  { key: 'collaborators', header: 'Collaborateur', width: 260, kind: 'collaborators' },
  { key: 'classification', header: 'Classification', width: 180, kind: 'classification' },
  { key: 'status', header: 'Statut', width: 120, kind: 'status' },
  { key: 'dateCloture', header: 'Date Clôture', width: 130, kind: 'date' },
  { key: 'adresse', header: 'Adresse', width: 240, kind: 'text' },
  { key: 'codePostal', header: 'Code Postal', width: 120, kind: 'codePostal' },
  { key: 'ville', header: 'Ville', width: 180, kind: 'ville' },
  { key: 'telephone', header: 'Téléphone', width: 150, kind: 'text' },
  { key: 'email', header: 'Email', width: 230, kind: 'text' },
  { key: 'software', header: 'Logiciel', width: 170, kind: 'software' },
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

export const TABLE_WIDTH = CLIENT_COLUMNS.reduce((sum, column) => sum + column.width, 0);

/** Where keyboard focus lands first: N° Client, not the delete button. */
export const FIRST_DATA_COLUMN = 1;

/** Cells a click or Enter turns into an input or a select. */
export function isEditableKind(kind: ColumnKind): boolean {
  return kind !== 'actions' && kind !== 'collaborators';
}

/** Cells where typing a character starts the edit with it, as in a spreadsheet. */
export function isTypeToEditKind(kind: ColumnKind): boolean {
  return kind === 'text' || kind === 'siret' || kind === 'date' || kind === 'codePostal' || kind === 'ville';
}
