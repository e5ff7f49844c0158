import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

import { isoDay, toParisParts } from '../../../../shared/paris-time.ts';

// The calendar works on Paris calendar dates written 'YYYY-MM-DD' and months written 'YYYY-MM'
// (the `mois` URL param). Dates are built in UTC so no local time zone can shift a day.

export type MonthKey = { year: number; month: number };

export type CalendarDay = {
  /** 'YYYY-MM-DD' */
  iso: string;
  day: number;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
};

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' → its year and month, or undefined when it is not a real month. */
export function parseMonthKey(text: string): MonthKey | undefined {
  const match = MONTH_KEY.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 1900 && year <= 2999 ? { year, month } : undefined;
}

export const formatMonthKey = ({ year, month }: MonthKey) => `${year}-${String(month).padStart(2, '0')}`;

/** The current month on Paris clocks. */
export function currentMonth(now: Date = new Date()): MonthKey {
  const { year, month } = toParisParts(now);
  return { year, month };
}

export function shiftMonth({ year, month }: MonthKey, delta: number): MonthKey {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const utcDate = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const isoOf = (date: Date) => isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

/** Whole weeks from the Monday on or before the 1st to the Sunday on or after the last day. */
export function buildMonthGrid({ year, month }: MonthKey): CalendarDay[][] {
  const first = utcDate(year, month, 1);
  // getUTCDay(): Sunday 0 … Saturday 6; days to go back to reach Monday.
  const back = (first.getUTCDay() + 6) % 7;
  const cursor = utcDate(year, month, 1 - back);
  const last = utcDate(year, month + 1, 0);
  const weeks: CalendarDay[][] = [];
  while (cursor <= last) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({
        iso: isoOf(cursor),
        day: cursor.getUTCDate(),
        inMonth: cursor.getUTCMonth() + 1 === month,
      });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The first and last dates the grid shows, which the calendar request asks for. */
export function gridRange(weeks: CalendarDay[][]): { from: string; to: string } {
  return { from: weeks[0]?.[0]?.iso ?? '', to: weeks.at(-1)?.at(-1)?.iso ?? '' };
}

const dateOf = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  // Local noon: date-fns formats in the browser's zone, and this date is the same day everywhere.
  return new Date(year, month - 1, day, 12);
};

/** 'novembre 2026' */
export const monthTitle = ({ year, month }: MonthKey) => format(new Date(year, month - 1, 1, 12), 'LLLL yyyy', { locale: fr });

/** 'samedi 21 novembre 2026', for screen readers and tooltips. */
export const longDayLabel = (iso: string) => format(dateOf(iso), 'EEEE d MMMM yyyy', { locale: fr });

/** Monday first, as French calendars print them. */
export const WEEKDAYS = [
  { short: 'L', long: 'lundi' },
  { short: 'M', long: 'mardi' },
  { short: 'M', long: 'mercredi' },
  { short: 'J', long: 'jeudi' },
  { short: 'V', long: 'vendredi' },
  { short: 'S', long: 'samedi' },
  { short: 'D', long: 'dimanche' },
] as const;
