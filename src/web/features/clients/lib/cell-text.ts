import { CLIENT_STATUS_LABELS, type ClientPatch, type ClientRow } from '../../../../shared/clients.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { collaboratorNames, type ClientLookups } from './client-lookups.ts';
import { isOptionalColumn, type ClientColumn } from './client-columns.ts';
import { profileText } from './profile-fields.ts';

/**
 * A cell as text for the clipboard (Ctrl+C): what the cell shows, in the form its editor and
 * a paste read back (the closing date as JJ/MM/AAAA, the software by name).
 */
export function cellText(column: ClientColumn, row: ClientRow, lookups: ClientLookups): string {
  if (isOptionalColumn(column.key)) return profileText(column.key, row);
  switch (column.key) {
    case 'actions':
      return '';
    case 'collaborators':
      return collaboratorNames(row.collaboratorIds, lookups).join(', ');
    case 'status':
      return CLIENT_STATUS_LABELS[row.status];
    case 'dateCloture':
      return formatDateFr(row.dateCloture);
    case 'software':
      return row.softwareId ? (lookups.softwareName(row.softwareId) ?? '') : '';
    default:
      return row[column.key] ?? '';
  }
}

/** The fields a patch changes, as the row has them now: the patch that puts them back (a cell's undo). */
export function revertPatch(row: ClientRow, patch: ClientPatch): ClientPatch {
  return Object.fromEntries(Object.keys(patch).map((key) => [key, row[key as keyof ClientPatch]])) as ClientPatch;
}
