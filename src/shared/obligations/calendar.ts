import { daysInMonth } from '../dates.ts';
import { isoDay } from '../paris-time.ts';

// Pure calendar arithmetic on 'YYYY-MM-DD' strings: no Date object leaves this file, so no time
// zone can shift a deadline. Date.UTC is only used to count days and read weekdays.

/** A calendar date 'YYYY-MM-DD'; the format sorts chronologically as a string. */
export type IsoDate = string;

export type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Reads a date the contracts have already validated; anything else is a programming error. */
export function readIsoDate(iso: IsoDate): CalendarDate {
  const match = ISO_DATE.exec(iso);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Date invalide : « ${iso} » (AAAA-MM-JJ attendu)`);
  }
  return { year, month, day };
}

export const toIsoDate = ({ year, month, day }: CalendarDate): IsoDate => isoDay(year, month, day);

export function addDays(iso: IsoDate, days: number): IsoDate {
  const { year, month, day } = readIsoDate(iso);
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return isoDay(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Year and month `months` away (negative goes back). */
export function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The same day number `months` later, clamped to the month's length (31/08 + 1 → 30/09): the
 * quantième reading of « dans le délai de N mois ». For a closing on the 30th of a 30-day month
 * it lands on the 30th, a day before the « last day of the month » reading: the earlier date.
 */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const { year, month, day } = readIsoDate(iso);
  const target = shiftMonth(year, month, months);
  return isoDay(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(iso: IsoDate): number {
  const { year, month, day } = readIsoDate(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export const lastDayOfMonth = (year: number, month: number): IsoDate => isoDay(year, month, daysInMonth(year, month));

/** The Sunday that ends the week of `iso` (weeks run Monday to Sunday, as « cette semaine » reads them); the day itself on a Sunday. */
export const endOfWeek = (iso: IsoDate): IsoDate => addDays(iso, (7 - weekday(iso)) % 7);

/** The first and last days of the month of `iso`. */
export function monthBounds(iso: IsoDate): { from: IsoDate; to: IsoDate } {
  const { year, month } = readIsoDate(iso);
  return { from: `${iso.slice(0, 7)}-01`, to: lastDayOfMonth(year, month) };
}
