import Papa from 'papaparse';
import type { CsvSeparator } from '../../../../shared/clients-import.ts';

export type CsvRecord = {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number;
  cells: string[];
};

function firstLine(text: string): string {
  return text.split(/\r\n|\n|\r/, 50).find((line) => line.trim() !== '') ?? '';
}

/** Occurrences of `char` in `line` outside double-quoted parts. */
function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count++;
  }
  return count;
}

/** SPEC §5 says `;`; a header line with more commas than semicolons means a comma-separated file. */
export function detectSeparator(text: string): CsvSeparator {
  const header = firstLine(text);
  return countOutsideQuotes(header, ',') > countOutsideQuotes(header, ';') ? ',' : ';';
}

export function countNonEmptyLines(text: string, atLeast: number): number {
  let count = 0;
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (line.trim() !== '' && ++count >= atLeast) break;
  }
  return count;
}

/**
 * Splits the text into records (papaparse: quotes, `;` or newlines inside quotes, CRLF or LF)
 * and says on which line of the file each one starts, so that a refused row can be found.
 * Blank records are dropped.
 */
export function parseCsvRecords(text: string, separator: CsvSeparator): CsvRecord[] {
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: separator,
    step: (result) => {
      const cells = result.data;
      if (cells.some((cell) => cell.trim() !== '')) records.push({ line, cells });
      const end = result.meta.cursor;
      line += countLineBreaks(text, start, end);
      start = end;
    },
  });
  return records;
}

/** CRLF, LF and a lone CR each end one line. */
function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) count++;
    else if (code === 13 && text.charCodeAt(i + 1) !== 10) count++;
  }
  return count;
}
