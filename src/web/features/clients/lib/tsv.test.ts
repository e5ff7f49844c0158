import { describe, expect, it } from 'vitest';

import { formatTsv, parseTsv } from './tsv.ts';

describe('the clipboard as tab-separated text', () => {
  it('reads Excel’s block: tabs, CRLF, and the trailing line break', () => {
    expect(parseTsv('Actif\tSARL\r\nInactif\tSAS\r\n')).toEqual([
      ['Actif', 'SARL'],
      ['Inactif', 'SAS'],
    ]);
  });

  it('reads LF lines and a last line without a break', () => {
    expect(parseTsv('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty cells, at the ends too', () => {
    expect(parseTsv('\tb\t\r\n')).toEqual([['', 'b', '']]);
  });

  it('reads a quoted cell with an embedded line break, tab and doubled quotes', () => {
    expect(parseTsv('"12 rue de la Paix\nBât. B"\t"dit ""le Chef"""\r\nx\t"a\tb"\r\n')).toEqual([
      ['12 rue de la Paix\nBât. B', 'dit "le Chef"'],
      ['x', 'a\tb'],
    ]);
  });

  it('leaves a lone leading quote as typed', () => {
    expect(parseTsv('"Chez Paul\tx')).toEqual([['"Chez Paul', 'x']]);
  });

  it('is no block when empty', () => {
    expect(parseTsv('')).toEqual([]);
  });

  it('writes what it reads back', () => {
    const rows = [
      ['Alpha SARL', '12 rue\nBât. B'],
      ['dit "Bêta"', ''],
    ];
    const text = formatTsv(rows);
    expect(text).toBe('Alpha SARL\t"12 rue\nBât. B"\r\n"dit ""Bêta"""\t');
    expect(parseTsv(text)).toEqual(rows);
  });
});
