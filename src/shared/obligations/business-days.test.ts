import { describe, expect, it } from 'vitest';
import { easterSunday, frenchPublicHolidays, isBusinessDay, nthBusinessDayAfter, postponeToBusinessDay } from './business-days.ts';

describe('easterSunday', () => {
  // Known Easter dates (Meeus, « Astronomical Algorithms », ch. 8; any church calendar):
  // 2285-03-22 is the earliest possible date, 2038-04-25 the latest of this century.
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('frenchPublicHolidays', () => {
  // Code du travail art. L3133-1; service-public.fr « Jours fériés 2026 » and « 2027 ».
  it('lists the eleven holidays of 2026', () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06', // lundi de Pâques
      '2026-05-01',
      '2026-05-08',
      '2026-05-14', // Ascension
      '2026-05-25', // lundi de Pentecôte
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('moves the Easter holidays with Easter in 2027', () => {
    expect(frenchPublicHolidays(2027)).toEqual(
      expect.arrayContaining(['2027-03-29', '2027-05-06', '2027-05-17']),
    );
  });
});

describe('postponeToBusinessDay', () => {
  it.each([
    ['2026-06-15', '2026-06-15', 'a Monday stays'],
    ['2026-03-15', '2026-03-16', 'Sunday → Monday'],
    ['2026-08-15', '2026-08-17', 'Saturday and Assumption → Monday'],
    ['2026-07-14', '2026-07-15', 'Bastille Day (Tuesday) → Wednesday'],
    ['2026-05-01', '2026-05-04', '1 May (Friday) → Monday'],
    ['2026-05-08', '2026-05-11', '8 May (Friday) → Monday'],
    ['2026-05-14', '2026-05-15', 'Ascension (Thursday) → Friday'],
    ['2026-05-25', '2026-05-26', 'Whit Monday → Tuesday'],
    ['2026-11-11', '2026-11-12', 'Armistice (Wednesday) → Thursday'],
    ['2026-12-25', '2026-12-28', 'Christmas (Friday) → Monday'],
    ['2027-01-01', '2027-01-04', 'New Year (Friday) → Monday'],
  ])('%s → %s (%s)', (date, expected) => {
    expect(postponeToBusinessDay(date)).toBe(expected);
  });
});

describe('nthBusinessDayAfter', () => {
  // « Le 2e jour ouvré suivant le 1er mai »: the liasse and CA12 deadline (impots.gouv calendrier fiscal).
  it.each([
    [2024, '2024-05-03'], // 1 May a Wednesday: Thursday 2, Friday 3
    [2025, '2025-05-05'], // a Thursday: Friday 2, Monday 5
    [2026, '2026-05-05'], // a Friday: Monday 4, Tuesday 5
    [2027, '2027-05-04'], // a Saturday: Monday 3, Tuesday 4
    [2028, '2028-05-03'], // a Monday: Tuesday 2, Wednesday 3
  ])('the 2nd business day after 1 May %i is %s', (year, expected) => {
    expect(nthBusinessDayAfter(`${year}-05-01`, 2)).toBe(expected);
  });

  it('skips holidays inside the count', () => {
    // After Thursday 7 May 2026: Friday 8 is a holiday, so Monday 11 then Tuesday 12.
    expect(nthBusinessDayAfter('2026-05-07', 2)).toBe('2026-05-12');
  });

  it('knows weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-05-05')).toBe(true);
    expect(isBusinessDay('2026-05-02')).toBe(false);
    expect(isBusinessDay('2026-04-06')).toBe(false);
  });
});
