import { describe, expect, it } from 'vitest';
import { formatDateClotureMonth, formatDateFr, parisToday, parisYear, parseDateCloture } from './dates.ts';

// Noon in Paris, well inside the day whatever the season.
const in2025 = new Date('2025-06-15T10:00:00Z');
const in2028 = new Date('2028-03-10T10:00:00Z');

describe('parseDateCloture', () => {
  it.each([
    ['janvier', '2025-01-31'],
    ['février', '2025-02-28'],
    ['fevrier', '2025-02-28'],
    ['Février', '2025-02-28'],
    ['FÉVRIER', '2025-02-28'],
    ['mars', '2025-03-31'],
    ['avril', '2025-04-30'],
    ['Mai', '2025-05-31'],
    ['juin', '2025-06-30'],
    ['JUILLET', '2025-07-31'],
    ['août', '2025-08-31'],
    ['aout', '2025-08-31'],
    ['AOÛT', '2025-08-31'],
    ['AOUT', '2025-08-31'],
    ['septembre', '2025-09-30'],
    ['Octobre', '2025-10-31'],
    ['novembre', '2025-11-30'],
    ['décembre', '2025-12-31'],
    ['DECEMBRE', '2025-12-31'],
  ])('reads the month name %j as its last day this year', (input, expected) => {
    expect(parseDateCloture(input, in2025)).toBe(expected);
  });

  it('gives février its 29th day in a leap year', () => {
    expect(parseDateCloture('février', in2028)).toBe('2028-02-29');
    expect(parseDateCloture('FEVRIER', in2028)).toBe('2028-02-29');
    expect(parseDateCloture('29/02', in2028)).toBe('2028-02-29');
  });

  it('reads DD/MM as this year', () => {
    expect(parseDateCloture('30/06', in2025)).toBe('2025-06-30');
    expect(parseDateCloture('31/03', in2028)).toBe('2028-03-31');
    expect(parseDateCloture('1/9', in2025)).toBe('2025-09-01');
  });

  it('reads DD/MM/YYYY and YYYY-MM-DD as given', () => {
    expect(parseDateCloture('30/09/2024', in2025)).toBe('2024-09-30');
    expect(parseDateCloture('29/02/2028', in2025)).toBe('2028-02-29');
    expect(parseDateCloture('2026-03-31', in2025)).toBe('2026-03-31');
  });

  it('ignores surrounding whitespace', () => {
    expect(parseDateCloture('  juin \t', in2025)).toBe('2025-06-30');
    expect(parseDateCloture(' 30/06 ', in2025)).toBe('2025-06-30');
    expect(parseDateCloture('\n2024-12-31 ', in2025)).toBe('2024-12-31');
  });

  it.each([
    [''],
    ['   '],
    ['demain'],
    ['31/04'],
    ['29/02'],
    ['30/02/2025'],
    ['31/02/2025'],
    ['29/02/2025'],
    ['2025-13-01'],
    ['2025-02-30'],
    ['00/01'],
    ['15/00/2025'],
    ['12/2025'],
    ['31-12-2025'],
    ['décembre 2025'],
    ['janv'],
  ])('turns empty, unrecognised or impossible %j into 31 December this year', (input) => {
    expect(parseDateCloture(input, in2025)).toBe('2025-12-31');
  });

  it('takes this year in Paris, not in UTC', () => {
    // 23:30 UTC on 31 December 2025 is already 1 January 2026 in Paris.
    const newYearInParis = new Date('2025-12-31T23:30:00Z');
    expect(parisYear(newYearInParis)).toBe(2026);
    expect(parisToday(newYearInParis)).toBe('2026-01-01');
    expect(parseDateCloture('', newYearInParis)).toBe('2026-12-31');
    expect(parseDateCloture('mars', newYearInParis)).toBe('2026-03-31');
  });

  it('uses the current year by default', () => {
    const year = parisYear();
    expect(parseDateCloture('juin')).toBe(`${year}-06-30`);
  });
});

describe('formatDateClotureMonth', () => {
  it('shows a stored date as its month name, capitalised', () => {
    expect(formatDateClotureMonth('2025-12-31')).toBe('Décembre');
    expect(formatDateClotureMonth('2028-02-29')).toBe('Février');
    expect(formatDateClotureMonth('2025-08-15')).toBe('Août');
    expect(formatDateClotureMonth('2025-01-31')).toBe('Janvier');
  });

  it('shows nothing for no date or a malformed one', () => {
    expect(formatDateClotureMonth(null)).toBe('');
    expect(formatDateClotureMonth('')).toBe('');
    expect(formatDateClotureMonth('31/12/2025')).toBe('');
    expect(formatDateClotureMonth('2025-13-01')).toBe('');
  });

  it('names every month of what parseDateCloture returns', () => {
    expect(formatDateClotureMonth(parseDateCloture('AOUT', in2025))).toBe('Août');
  });
});

describe('formatDateFr', () => {
  it('writes DD/MM/YYYY', () => {
    expect(formatDateFr('2025-03-07')).toBe('07/03/2025');
    expect(formatDateFr('2028-02-29')).toBe('29/02/2028');
  });

  it('writes nothing for no date or a malformed one', () => {
    expect(formatDateFr(null)).toBe('');
    expect(formatDateFr('07/03/2025')).toBe('');
    expect(formatDateFr('2025-02-30')).toBe('');
  });
});
