import { describe, expect, it } from 'vitest';
import { addDays, addMonths, readIsoDate, shiftMonth, weekday } from './calendar.ts';

describe('addMonths', () => {
  // « Dans le délai de N mois » read by quantième, clamped to the month's length.
  it.each([
    ['2025-12-31', 6, '2026-06-30'],
    ['2026-06-30', 6, '2026-12-30'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -3, '2025-12-31'],
    ['2026-12-31', -3, '2026-09-30'],
    ['2026-06-30', 1, '2026-07-30'],
    ['2025-10-31', 3, '2026-01-31'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-05-05', 15, '2026-05-20'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days = %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });
});

describe('shiftMonth and weekday', () => {
  it('crosses years both ways', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2026, 6, -9)).toEqual({ year: 2025, month: 9 });
  });

  it('reads weekdays from the calendar alone (0 = dimanche)', () => {
    expect(weekday('2026-03-15')).toBe(0);
    expect(weekday('2026-05-01')).toBe(5);
    expect(weekday('2026-08-15')).toBe(6);
  });

  it.each(['2026-02-30', '26-01-01', '2026-13-01', ''])('refuses %j', (value) => {
    expect(() => readIsoDate(value)).toThrow(RangeError);
  });
});
