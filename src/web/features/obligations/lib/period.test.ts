import { describe, expect, it } from 'vitest';

import { endOfWeek } from '../../../../shared/obligations/calendar.ts';
import { monthTitle, periodTitle, resolvePeriod, shiftMonthKey } from './period.ts';

describe('resolvePeriod', () => {
  it('lists the current month by default, the chosen one otherwise', () => {
    expect(resolvePeriod({}, '2026-11-25')).toEqual({ mode: 'month', month: '2026-11', from: '2026-11-01', to: '2026-11-30' });
    expect(resolvePeriod({ mois: '2027-02' }, '2026-11-25')).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('prefers a range of days to the month', () => {
    expect(resolvePeriod({ mois: '2026-01', du: '2026-11-25', au: '2026-11-29' }, '2026-11-25')).toEqual({
      mode: 'range',
      from: '2026-11-25',
      to: '2026-11-29',
    });
  });

  it('reaches back for every overdue row when « En retard » comes without a month', () => {
    expect(resolvePeriod({ retard: 1 }, '2026-11-25')).toEqual({ mode: 'overdue', from: '2025-10-21', to: '2026-11-25' });
    expect(resolvePeriod({ retard: 1, mois: '2026-10' }, '2026-11-25')).toMatchObject({ mode: 'month', month: '2026-10' });
  });
});

describe('month and week helpers', () => {
  it('moves across years', () => {
    expect(shiftMonthKey('2026-12', 1)).toBe('2027-01');
    expect(shiftMonthKey('2026-01', -1)).toBe('2025-12');
  });

  it('ends the week on Sunday, Sunday included', () => {
    expect(endOfWeek('2026-11-25')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-30')).toBe('2026-12-06');
  });

  it('speaks French', () => {
    expect(monthTitle('2026-08')).toBe('août 2026');
    expect(periodTitle({ mode: 'range', from: '2026-11-25', to: '2026-11-29' })).toBe('Du 25/11/2026 au 29/11/2026');
  });
});
