import { csvFileName } from '../../shared/csv-export.ts';

/**
 * Saves a CSV built in the browser (toExcelCsv over the rows the page shows) as
 * '<name>-<date>.csv': every browser-built export goes through here.
 */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(name);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
