import { CSV_IMPORT_MESSAGES, type CsvEncoding, type CsvSeparator } from '../../../../shared/clients-import.ts';
import { AppError } from '../../../errors.ts';
import type { ClientCsvColumn } from '../../../feature.ts';
import { decodeCsv } from './decode.ts';
import { mapHeaders, type HeaderMapping } from './headers.ts';
import { countNonEmptyLines, detectSeparator, parseCsvRecords, type CsvRecord } from './parse.ts';

export type CsvFile = {
  encoding: CsvEncoding;
  separator: CsvSeparator;
  headers: string[];
  mapping: HeaderMapping;
  /** Data records (the header excluded), blank ones dropped. */
  records: CsvRecord[];
};

/** Bytes → decoded, split and mapped file (other features' `featureColumns` among the known ones); refuses one with no data row (SPEC §5's text). */
export function readCsvFile(bytes: Uint8Array, featureColumns: readonly ClientCsvColumn[] = []): CsvFile {
  const { text, encoding } = decodeCsv(bytes);
  const empty = () => new AppError('BAD_REQUEST', CSV_IMPORT_MESSAGES.empty);
  if (countNonEmptyLines(text, 2) < 2) throw empty();
  const separator = detectSeparator(text);
  const [header, ...records] = parseCsvRecords(text, separator);
  if (!header || records.length === 0) throw empty();
  const headers = header.cells.map((cell) => cell.trim());
  return { encoding, separator, headers, mapping: mapHeaders(headers, featureColumns), records };
}
