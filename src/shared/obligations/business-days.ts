import { addDays, readIsoDate, toIsoDate, weekday, type IsoDate } from './calendar.ts';

// French public holidays (Code du travail, art. L3133-1) and the business days that tax and social
// deadlines fall back on. Alsace-Moselle's local holidays (Good Friday, 26 December) are left out:
// the deadlines computed here are national ones.

/** Easter Sunday of the Gregorian calendar (Meeus/Jones/Butcher algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate({ year, month, day });
}

const holidaysByYear = new Map<number, ReadonlySet<IsoDate>>();

/** The eleven national public holidays of a year, sorted. */
export function frenchPublicHolidays(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => toIsoDate({ year, month, day });
  return [
    fixed(1, 1),
    addDays(easter, 1), // lundi de Pâques
    fixed(5, 1),
    fixed(5, 8),
    addDays(easter, 39), // Ascension
    addDays(easter, 50), // lundi de Pentecôte
    fixed(7, 14),
    fixed(8, 15),
    fixed(11, 1),
    fixed(11, 11),
    fixed(12, 25),
  ].sort();
}

export function isPublicHoliday(iso: IsoDate): boolean {
  const { year } = readIsoDate(iso);
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(frenchPublicHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(iso);
}

/** Monday to Friday and not a public holiday. */
export function isBusinessDay(iso: IsoDate): boolean {
  const day = weekday(iso);
  return day !== 0 && day !== 6 && !isPublicHoliday(iso);
}

/** A deadline on a Saturday, Sunday or public holiday moves to the next business day. */
export function postponeToBusinessDay(iso: IsoDate): IsoDate {
  let date = iso;
  while (!isBusinessDay(date)) date = addDays(date, 1);
  return date;
}

/** The n-th business day strictly after `iso` (« le 2e jour ouvré suivant le 1er mai »: n = 2). */
export function nthBusinessDayAfter(iso: IsoDate, n: number): IsoDate {
  let date = iso;
  for (let found = 0; found < n; ) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) found += 1;
  }
  return date;
}
