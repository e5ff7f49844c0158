import { CLASSIFICATIONS, type Classification } from '../../../shared/clients.ts';
import { isOptionalColumn, isSortableColumn, OPTIONAL_COLUMNS, type OptionalColumn, type SortableColumn } from './lib/client-columns.ts';
import { DEFAULT_SORT, type ClientSort, type SortDirection } from './lib/sort-clients.ts';
import { searchParamText } from '../../lib/search-param-text.ts';

/** The Clients page's URL search params: reload and the back button keep the view. */
export type ClientsSearch = {
  recherche?: string;
  collaborateur?: string;
  classification?: Classification;
  tri?: SortableColumn;
  ordre?: SortDirection;
  /** The client whose sheet is open (global search and shared links land on /clients?fiche=<id>). */
  fiche?: string;
  /** The fiscal profile's columns shown, comma-separated ('regimeTva,jourTva'); none by default. */
  colonnes?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isClassification(value: unknown): value is Classification {
  return typeof value === 'string' && (CLASSIFICATIONS as readonly string[]).includes(value);
}

/** Keeps the known params with valid values and drops the rest, so a hand-edited URL never breaks the page. */
export function validateClientsSearch(search: Record<string, unknown>): ClientsSearch {
  const result: ClientsSearch = {};
  const recherche = searchParamText(search.recherche);
  if (recherche) result.recherche = recherche;
  const collaborateur = searchParamText(search.collaborateur);
  if (collaborateur) result.collaborateur = collaborateur;
  if (isClassification(search.classification)) result.classification = search.classification;
  if (isSortableColumn(search.tri)) result.tri = search.tri;
  if (search.ordre === 'asc' || search.ordre === 'desc') result.ordre = search.ordre;
  if (typeof search.fiche === 'string' && UUID.test(search.fiche)) result.fiche = search.fiche.toLowerCase();
  const colonnes = columnsToSearch(columnsFromSearch({ colonnes: typeof search.colonnes === 'string' ? search.colonnes : undefined }));
  if (colonnes) result.colonnes = colonnes;
  return result;
}

/** The optional columns the URL asks for, in the table's order; unknown names are dropped. */
export function columnsFromSearch({ colonnes }: Pick<ClientsSearch, 'colonnes'>): OptionalColumn[] {
  const asked = new Set((colonnes ?? '').split(',').map((name) => name.trim()).filter(isOptionalColumn));
  return OPTIONAL_COLUMNS.filter((column) => asked.has(column));
}

/** None shown stays out of the URL. */
export function columnsToSearch(columns: readonly OptionalColumn[]): string | undefined {
  return columns.length > 0 ? OPTIONAL_COLUMNS.filter((column) => columns.includes(column)).join(',') : undefined;
}

export function sortFromSearch({ tri, ordre }: ClientsSearch): ClientSort {
  return { column: tri ?? DEFAULT_SORT.column, direction: ordre ?? 'asc' };
}

/** The default sort stays out of the URL. */
export function sortToSearch(sort: ClientSort): Pick<ClientsSearch, 'tri' | 'ordre'> {
  const isDefault = sort.column === DEFAULT_SORT.column && sort.direction === DEFAULT_SORT.direction;
  return isDefault ? { tri: undefined, ordre: undefined } : { tri: sort.column, ordre: sort.direction };
}
