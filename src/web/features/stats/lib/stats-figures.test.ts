import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '../../../../shared/stats.ts';
import { monthlyAverage, toMonthBars } from './completed-series.ts';
import { classificationLabel, formatCount, initialOf, sortByName } from './stats-labels.ts';

const NNBSP = '\u202f';

describe('fr-FR figures', () => {
  it('writes percents with a no-break space before the sign', () => {
    // ICU versions differ on which no-break space (U+00A0 or U+202F); never a plain one.
    expect(formatPercent(0)).toMatch(/^0[\u00a0\u202f]%$/);
    expect(formatPercent(43)).toMatch(/^43[\u00a0\u202f]%$/);
    expect(formatPercent(100)).toMatch(/^100[\u00a0\u202f]%$/);
    expect(formatPercent(12.5)).toMatch(/^13[\u00a0\u202f]%$/);
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(formatNumber(100000)).toBe(`100${NNBSP}000`);
    expect(formatCount(1, 'tâche', 'tâches')).toBe('1 tâche');
    expect(formatCount(0, 'tâche', 'tâches')).toBe('0 tâche');
    expect(formatCount(2500, 'tâche', 'tâches')).toBe(`2${NNBSP}500 tâches`);
  });

  it("names an unclassified client 'Non classé' and takes a user's initial", () => {
    expect(classificationLabel({ classification: null })).toBe('Non classé');
    expect(classificationLabel({ classification: 'SARL' })).toBe('SARL');
    expect(initialOf(' élodie Martin')).toBe('É');
    expect(initialOf('')).toBe('?');
  });
});

describe('sortByName', () => {
  it('sorts accented names where French puts them', () => {
    const names = ['Émilie Lemoine', 'Clément Dufour', 'Zoé Martin', 'Cédric Giraud', 'agnès Boyer'].map((fullName) => ({ fullName }));
    expect(sortByName(names).map((row) => row.fullName)).toEqual(['agnès Boyer', 'Cédric Giraud', 'Clément Dufour', 'Émilie Lemoine', 'Zoé Martin']);
  });
});

describe('toMonthBars', () => {
  const series = [
    { month: '2025-12', count: 0 },
    { month: '2026-01', count: 5 },
    { month: '2026-02', count: 20 },
  ];

  it('names each month in French and scales the bars to the busiest month', () => {
    expect(toMonthBars(series)).toEqual([
      { month: '2025-12', shortLabel: 'déc. 25', longLabel: 'décembre 2025', count: 0, height: 0 },
      { month: '2026-01', shortLabel: 'janv. 26', longLabel: 'janvier 2026', count: 5, height: 25 },
      { month: '2026-02', shortLabel: 'févr. 26', longLabel: 'février 2026', count: 20, height: 100 },
    ]);
  });

  it('keeps every bar flat when nothing was completed', () => {
    const empty = toMonthBars(series.map((entry) => ({ ...entry, count: 0 })));
    expect(empty.map((bar) => bar.height)).toEqual([0, 0, 0]);
  });

  it('averages the months shown to one decimal', () => {
    expect(monthlyAverage(series)).toBe(8.3);
    expect(monthlyAverage([])).toBe(0);
  });
});
