import { describe, expect, it } from 'vitest';
import { CLIENT_CSV_COLUMNS, csvFileName, toCsvDate, toExcelCsv, toExcelCsvCell } from './csv-export.ts';

describe('toExcelCsv', () => {
  it('writes UTF-8 with a BOM, ; between cells and CRLF after every line', () => {
    const csv = toExcelCsv(['Raison Sociale', 'Ville'], [['Société Générale', 'Orléans'], ['Crêperie', null]]);
    expect(csv).toBe('\uFEFFRaison Sociale;Ville\r\nSociété Générale;Orléans\r\nCrêperie;\r\n');
  });

  it('quotes cells holding ;, quotes or line breaks, doubling the quotes', () => {
    expect(toExcelCsvCell('Dupont; Fils')).toBe('"Dupont; Fils"');
    expect(toExcelCsvCell('Le "Petit" Café')).toBe('"Le ""Petit"" Café"');
    expect(toExcelCsvCell('1 rue Haute\nBâtiment B')).toBe('"1 rue Haute\nBâtiment B"');
    expect(toExcelCsvCell('a\rb')).toBe('"a\rb"');
    expect(toExcelCsvCell('Dupont, Fils')).toBe('Dupont, Fils');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toExcelCsvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(toExcelCsvCell('+33 6 12 34 56 78')).toBe("'+33 6 12 34 56 78");
    expect(toExcelCsvCell('-2+3')).toBe("'-2+3");
    expect(toExcelCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toExcelCsvCell('\t=1+1')).toBe("'\t=1+1");
    expect(toExcelCsvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(toExcelCsvCell('Jean-Paul = 1')).toBe('Jean-Paul = 1');
  });

  it('keeps SIRETs, zero-led postcodes and numbers as text behind an invisible tab', () => {
    expect(toExcelCsvCell('00032517500016')).toBe('\t00032517500016');
    expect(toExcelCsvCell('18072500016123')).toBe('\t18072500016123');
    expect(toExcelCsvCell('01000')).toBe('\t01000');
    expect(toExcelCsvCell('75001')).toBe('75001');
    expect(toExcelCsvCell('C00042')).toBe('C00042');
    expect(toExcelCsvCell('0')).toBe('0');
  });

  it('writes null and empty cells as nothing', () => {
    expect(toExcelCsvCell(null)).toBe('');
    expect(toExcelCsvCell('')).toBe('');
  });
});

describe('toCsvDate', () => {
  it('writes dates as DD/MM/YYYY', () => {
    expect(toCsvDate('2025-12-31')).toBe('31/12/2025');
    expect(toCsvDate(null)).toBeNull();
  });
});

describe('CLIENT_CSV_COLUMNS', () => {
  it('follows the order of the Clients table (SPEC §2), then the fiscal profile under the issue’s header names', () => {
    expect(CLIENT_CSV_COLUMNS.map((c) => c.header)).toEqual([
      'N° Client',
      'Raison Sociale',
      'SIRET',
      'Collaborateur',
      'Classification',
      'Statut',
      'Date Clôture',
      'Adresse',
      'Code Postal',
      'Ville',
      'Téléphone',
      'Email',
      'Logiciel',
      'regime_imposition',
      'regime_tva',
      'jour_tva',
      'employeur',
      'cfe_acompte',
      'cvae',
      'date_creation',
      'categorie_entreprise',
    ]);
  });
});

describe('csvFileName', () => {
  it('names an export in French, dated on the Paris calendar', () => {
    expect(csvFileName('clients', new Date('2025-06-15T10:00:00Z'))).toBe('clients-2025-06-15.csv');
    expect(csvFileName('habilitations-impots', new Date('2025-12-31T23:30:00Z'))).toBe('habilitations-impots-2026-01-01.csv');
  });
});
