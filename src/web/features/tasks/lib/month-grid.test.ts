import { describe, expect, it } from 'vitest';

import {
  buildMonthGrid,
  currentMonth,
  formatMonthKey,
  gridRange,
  longDayLabel,
  monthTitle,
  parseMonthKey,
  shiftMonth,
} from './month-grid.ts';

describe('buildMonthGrid', () => {
  it('starts on the Monday on or before the 1st and ends on a Sunday', () => {
    // 1 November 2026 is a Sunday: the grid opens on Monday 26 October.
    const weeks = buildMonthGrid({ year: 2026, month: 11 });
    expect(weeks[0]?.map((d) => d.iso)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0]?.[6]).toEqual({ iso: '2026-11-01', day: 1, inMonth: true });
    expect(weeks[0]?.[0]?.inMonth).toBe(false);
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)?.at(-1)).toEqual({ iso: '2026-12-06', day: 6, inMonth: false });
  });

  it('needs no leading days when the 1st is a Monday, and four weeks for February 2027', () => {
    // 1 February 2027 is a Monday and February 2027 has 28 days.
    const weeks = buildMonthGrid({ year: 2027, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(gridRange(weeks)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
  });

  it('gives every week seven days and counts the days of a leap February', () => {
    const weeks = buildMonthGrid({ year: 2028, month: 2 });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(29);
    expect(gridRange(weeks)).toEqual({ from: '2028-01-31', to: '2028-03-05' });
  });

  it('crosses the year end', () => {
    expect(gridRange(buildMonthGrid({ year: 2026, month: 12 }))).toEqual({ from: '2026-11-30', to: '2027-01-03' });
  });
});

describe('month keys', () => {
  it('reads YYYY-MM and refuses anything else', () => {
    expect(parseMonthKey('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonthKey('2026-13')).toBeUndefined();
    expect(parseMonthKey('2026-1')).toBeUndefined();
    expect(parseMonthKey('novembre')).toBeUndefined();
    expect(formatMonthKey({ year: 2026, month: 3 })).toBe('2026-03');
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('takes the current month on Paris clocks', () => {
    // 31 December 23:30 UTC is already January in Paris.
    expect(currentMonth(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('names months and days in French', () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe('novembre 2026');
    expect(monthTitle({ year: 2027, month: 8 })).toBe('août 2027');
    expect(longDayLabel('2026-11-21')).toBe('samedi 21 novembre 2026');
  });
});
