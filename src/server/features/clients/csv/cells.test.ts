import { describe, expect, it } from 'vitest';
import { cleanCell, fixPostcode, parseClassification, parseCsvDate, parseSiretCell, parseStatus } from './cells.ts';

describe('cleanCell', () => {
  it('trims, including the tab our export puts before a SIRET', () => {
    expect(cleanCell('  Dupont ')).toBe('Dupont');
    expect(cleanCell('\t00032517500016')).toBe('00032517500016');
    expect(cleanCell(undefined)).toBe('');
  });

  it('undoes the apostrophe of a neutralised formula and Excel’s ="…" text trick', () => {
    expect(cleanCell("'+33 6 12 34 56 78")).toBe('+33 6 12 34 56 78');
    expect(cleanCell("'=1+1")).toBe('=1+1');
    expect(cleanCell("'Arbre")).toBe("'Arbre");
    expect(cleanCell('="00032517500016"')).toBe('00032517500016');
  });
});

describe('parseSiretCell', () => {
  it('accepts 14 digits, spaces removed', () => {
    expect(parseSiretCell('000 325 175 00016')).toEqual({ ok: true, value: '00032517500016' });
    expect(parseSiretCell('00032517500016')).toEqual({ ok: true, value: '00032517500016' });
  });

  it('accepts a SIRET failing Luhn: the table flags it, the import does not refuse it', () => {
    expect(parseSiretCell('12345678901234')).toEqual({ ok: true, value: '12345678901234' });
  });

  it.each(['1,80725E+13', '1.80725E+13', '3,25175E+10', '1,80725e13'])('refuses %s: digits lost to Excel', (value) => {
    expect(parseSiretCell(value)).toMatchObject({ ok: false, reason: expect.stringContaining('SIRET altéré par Excel (chiffres perdus)') });
  });

  it('refuses a SIRET with digits missing, saying so (leading zeros dropped by Excel)', () => {
    const result = parseSiretCell('32517500016');
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(/chiffres perdus.*a 11 chiffres au lieu de 14/),
    });
  });

  it('refuses letters and too many digits', () => {
    expect(parseSiretCell('0003251750001A')).toMatchObject({ ok: false, reason: expect.stringContaining('que des chiffres') });
    expect(parseSiretCell('000325175000161')).toMatchObject({ ok: false, reason: expect.stringContaining('15 chiffres') });
  });
});

describe('fixPostcode', () => {
  it('gives a 4-digit postcode its leading zero back', () => {
    expect(fixPostcode('1000')).toBe('01000');
    expect(fixPostcode('75001')).toBe('75001');
    expect(fixPostcode('75 001')).toBe('75001');
    expect(fixPostcode('')).toBe('');
    expect(fixPostcode('L-1234')).toBe('L-1234');
  });
});

describe('parseCsvDate', () => {
  it('reads DD/MM/YYYY and YYYY-MM-DD', () => {
    expect(parseCsvDate('31/12/2025')).toEqual({ ok: true, value: '2025-12-31' });
    expect(parseCsvDate('1/3/2024')).toEqual({ ok: true, value: '2024-03-01' });
    expect(parseCsvDate('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
  });

  it.each(['31/04/2025', '29/02/2025', '2025-13-01', 'décembre', '31/12', '12/31/2025 ', 'NA', '31-12-2025'])(
    'refuses %s',
    (value) => {
      expect(parseCsvDate(value.trim())).toMatchObject({ ok: false, reason: expect.stringContaining('Date de clôture invalide') });
    },
  );
});

describe('parseClassification and parseStatus', () => {
  it('match the enumerations whatever the case, accents and hyphens', () => {
    expect(parseClassification('sarl')).toEqual({ ok: true, value: 'SARL' });
    expect(parseClassification('MICRO ENTREPRISE')).toEqual({ ok: true, value: 'Micro-entreprise' });
    expect(parseClassification('entreprise individuelle')).toEqual({ ok: true, value: 'Entreprise Individuelle' });
    expect(parseClassification('ASSOCIATION')).toEqual({ ok: true, value: 'Association' });
    expect(parseStatus('Actif')).toEqual({ ok: true, value: 'actif' });
    expect(parseStatus('PROSPECT')).toEqual({ ok: true, value: 'prospect' });
  });

  it('refuse unknown values with a reason listing what is accepted', () => {
    expect(parseClassification('SNC')).toMatchObject({ ok: false, reason: expect.stringContaining('Classification inconnue : « SNC »') });
    expect(parseStatus('radié')).toMatchObject({ ok: false, reason: expect.stringContaining('Statut inconnu : « radié »') });
  });
});
