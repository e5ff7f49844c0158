import { describe, expect, it } from 'vitest';
import { whyKindNotApplicable } from '../derive.ts';
import { aProfile, dueDatesOf, obligationsOf } from '../test-fixtures.ts';

// Sources: Code de la sécurité sociale art. R133-14; net-entreprises.fr « Date limite de dépôt
// de la DSN » (the 5th of M+1 for 50 employees or more, the 15th otherwise, the next business day
// when it is not one).

describe('DSN', () => {
  it('under 50 employees: the 15th, past 14 July and 15 August', () => {
    const profile = aProfile({ employeur: 'moins_50' });
    const summer = dueDatesOf(profile, 'dsn', '2026-07-01', '2026-11-30');
    expect(summer).toEqual([
      ['2026-06', '2026-07-15'], // Wednesday: the holiday was the day before
      ['2026-07', '2026-08-17'], // 15 August is a Saturday and a holiday
      ['2026-08', '2026-09-15'],
      ['2026-09', '2026-10-15'],
      ['2026-10', '2026-11-16'], // 15 November is a Sunday
    ]);
    expect(obligationsOf(profile, 'dsn', '2026-08-01', '2026-08-31')[0]?.label).toBe('DSN — juillet 2026');
  });

  it('50 employees or more: the 5th', () => {
    const profile = aProfile({ employeur: 'plus_50' });
    expect(dueDatesOf(profile, 'dsn')).toEqual([
      ['2025-12', '2026-01-05'],
      ['2026-01', '2026-02-05'],
      ['2026-02', '2026-03-05'],
      ['2026-03', '2026-04-07'], // 5 April is Easter Sunday, 6 Easter Monday: Tuesday 7
      ['2026-04', '2026-05-05'],
      ['2026-05', '2026-06-05'],
      ['2026-06', '2026-07-06'], // Sunday
      ['2026-07', '2026-08-05'],
      ['2026-08', '2026-09-07'], // Saturday
      ['2026-09', '2026-10-05'],
      ['2026-10', '2026-11-05'],
      ['2026-11', '2026-12-07'], // Saturday
    ]);
  });

  it('from the month of creation; none for a client without employees', () => {
    const created = aProfile({ employeur: 'moins_50', dateCreation: '2026-05-20' });
    expect(dueDatesOf(created, 'dsn', '2026-01-01', '2026-07-31').map(([period]) => period)).toEqual(['2026-05', '2026-06']);
    expect(obligationsOf(aProfile(), 'dsn')).toEqual([]);
    expect(whyKindNotApplicable(aProfile(), 'dsn')).toBe('Seulement pour un client employeur');
  });
});
