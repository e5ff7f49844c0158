import { CLIENT_STATUS_LABELS, type ClientRow } from '../../../../shared/clients.ts';
import { compareFrench } from '../../../lib/french-order.ts';
import { collaboratorNames, type ClientLookups } from './client-lookups.ts';
import { isOptionalColumn, type SortableColumn } from './client-columns.ts';
import { profileText } from './profile-fields.ts';

export type SortDirection = 'asc' | 'desc';
export type ClientSort = { column: SortableColumn; direction: SortDirection };

export const DEFAULT_SORT: ClientSort = { column: 'raisonSociale', direction: 'asc' };

/** The text a column sorts by, as the cell shows it (labels and names, not ids); '' when empty. */
export function sortText(row: ClientRow, column: SortableColumn, lookups: ClientLookups): string {
  // A creation date sorts by its ISO form (chronological); the other profile fields by their label.
  if (column === 'dateCreation') return row.dateCreation ?? '';
  if (isOptionalColumn(column)) return profileText(column, row);
  switch (column) {
    case 'collaborators':
      return collaboratorNames(row.collaboratorIds, lookups).sort(compareFrench).join(', ');
    case 'status':
      return CLIENT_STATUS_LABELS[row.status];
    case 'software':
      return row.softwareId ? (lookups.softwareName(row.softwareId) ?? '') : '';
    default:
      return row[column] ?? '';
  }
}

/**
 * A sorted copy. Each key is computed once (not once per comparison), and empty cells come last
 * whichever the direction, as in a spreadsheet. Ties keep the incoming order (the sort is stable).
 * ISO dates sort right in French text order too.
 */
export function sortClients(rows: readonly ClientRow[], sort: ClientSort, lookups: ClientLookups): ClientRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const decorated = rows.map((row) => ({ row, key: sortText(row, sort.column, lookups) }));
  decorated.sort((a, b) => {
    if (a.key === '' || b.key === '') return a.key === b.key ? 0 : a.key === '' ? 1 : -1;
    return sign * compareFrench(a.key, b.key);
  });
  return decorated.map((entry) => entry.row);
}
