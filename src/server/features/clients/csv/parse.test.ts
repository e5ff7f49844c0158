import { describe, expect, it } from 'vitest';
import { countNonEmptyLines, detectSeparator, parseCsvRecords } from './parse.ts';

describe('detectSeparator', () => {
  it('takes ; by default, as SPEC §5 says', () => {
    expect(detectSeparator('raison_sociale;siret\n')).toBe(';');
    expect(detectSeparator('raison_sociale\n')).toBe(';');
  });

  it('takes , when the header line is comma-separated', () => {
    expect(detectSeparator('siret,siren,raison_sociale\n1;2,3\n')).toBe(',');
  });

  it('counts separators outside quotes only', () => {
    expect(detectSeparator('"Raison, sociale";"Ville, pays";SIRET\r\n')).toBe(';');
    expect(detectSeparator('"a;b;c",siret,ville\n')).toBe(',');
  });

  it('looks at the first non-blank line', () => {
    expect(detectSeparator('\r\n\r\nsiret,raison_sociale\r\n')).toBe(',');
  });
});

describe('countNonEmptyLines', () => {
  it('ignores blank lines, whatever the line ends', () => {
    expect(countNonEmptyLines('a;b\r\n\r\n  \r\n', 2)).toBe(1);
    expect(countNonEmptyLines('a;b\n\n1;2\n', 2)).toBe(2);
    expect(countNonEmptyLines('a;b\r1;2\r', 2)).toBe(2);
    expect(countNonEmptyLines('', 2)).toBe(0);
  });
});

describe('parseCsvRecords', () => {
  it('splits CRLF files and gives each record the line it starts on (header = line 1)', () => {
    const records = parseCsvRecords('a;b\r\n1;2\r\n\r\n3;4\r\n', ';');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('keeps ; and line breaks inside quotes, counting the lines they span', () => {
    const records = parseCsvRecords('a;b\n"Dupont; Fils";"1 rue Haute\nBâtiment B"\n"x ""y""";z\n', ';');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['Dupont; Fils', '1 rue Haute\nBâtiment B'] },
      { line: 4, cells: ['x "y"', 'z'] },
    ]);
  });

  it('drops records whose cells are all blank (Excel’s ;;; lines)', () => {
    expect(parseCsvRecords('a;b\n;\n1;2', ';')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
    ]);
  });

  it('reads comma-separated LF files', () => {
    expect(parseCsvRecords('siret,ville\n00032517500016,"Avignon, France"\n', ',')).toEqual([
      { line: 1, cells: ['siret', 'ville'] },
      { line: 2, cells: ['00032517500016', 'Avignon, France'] },
    ]);
  });
});
