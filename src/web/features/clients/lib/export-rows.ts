import type { ClientCsvColumnsAnswer } from '../../../../shared/clients-import.ts';
import { CLIENT_CSV_COLUMNS, toCsvDate, toExcelCsv, type ClientCsvKey } from '../../../../shared/csv-export.ts';
import { CLIENT_STATUS_LABELS, type ClientRow } from '../../../../shared/clients.ts';
import { getClientCsvColumns } from '../api/get-csv-columns.ts';
import { collaboratorNames, type ClientLookups } from './client-lookups.ts';

function csvCell(row: ClientRow, key: ClientCsvKey, lookups: ClientLookups): string | null {
  switch (key) {
    case 'collaborateurs':
      return collaboratorNames(row.collaboratorIds, lookups).join(', ') || null;
    case 'status':
      return CLIENT_STATUS_LABELS[row.status];
    case 'dateCloture':
      return toCsvDate(row.dateCloture);
    case 'logiciel':
      return row.softwareId ? (lookups.softwareName(row.softwareId) ?? null) : null;
    case 'jourTva':
      return row.jourTva === null ? null : String(row.jourTva);
    case 'dateCreation':
      return toCsvDate(row.dateCreation);
    default:
      return row[key];
  }
}

/** One CSV line's cells, in CLIENT_CSV_COLUMNS order, as the table shows them. */
export function clientCsvRow(row: ClientRow, lookups: ClientLookups): (string | null)[] {
  return CLIENT_CSV_COLUMNS.map(({ key }) => csvCell(row, key, lookups));
}

const NO_FEATURE_COLUMNS: ClientCsvColumnsAnswer = { headers: [], values: {} };

/**
 * The table as shown (filtered and sorted) as a CSV French Excel opens with a double click, then
 * the columns other features own (GET /api/clients/csv-columns: vigilance, lettre_mission_statut), by their codes.
 */
export function buildClientsCsv(rows: readonly ClientRow[], lookups: ClientLookups, featureColumns: ClientCsvColumnsAnswer = NO_FEATURE_COLUMNS): string {
  const none = featureColumns.headers.map(() => null);
  return toExcelCsv(
    [...CLIENT_CSV_COLUMNS.map((column) => column.header), ...featureColumns.headers],
    rows.map((row) => [...clientCsvRow(row, lookups), ...(featureColumns.values[row.id] ?? none)]),
  );
}

/** The clients page's « Exporter (CSV) »: the table as shown, and the other features' columns read from the server at the click. */
export async function exportClientsCsv(rows: readonly ClientRow[], lookups: ClientLookups): Promise<string> {
  return buildClientsCsv(rows, lookups, await getClientCsvColumns());
}
