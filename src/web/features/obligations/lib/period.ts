import { FRENCH_MONTHS, formatDateFr } from '../../../../shared/dates.ts';
import { OBLIGATION_RANGE_MAX_DAYS } from '../../../../shared/obligations/api.ts';
import { addDays, monthBounds, shiftMonth } from '../../../../shared/obligations/calendar.ts';

// The period the Échéances page lists, from its URL: a month ('YYYY-MM'), a range of days, or,
// for « En retard » alone, every overdue row the server keeps. Days are Paris days 'YYYY-MM-DD'.

export type Period =
  | { mode: 'month'; month: string; from: string; to: string }
  | { mode: 'range'; from: string; to: string }
  | { mode: 'overdue'; from: string; to: string };

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonthKey = (text: string) => MONTH_KEY.test(text);

export const monthOfDay = (iso: string) => iso.slice(0, 7);

export const monthRange = (month: string): { from: string; to: string } => monthBounds(`${month}-01`);

export function shiftMonthKey(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = shiftMonth(year, monthNumber, delta);
  return `${next.year}-${String(next.month).padStart(2, '0')}`;
}

/** « novembre 2026 ». */
export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${FRENCH_MONTHS[monthNumber - 1] ?? ''} ${year}`;
}

/** What the page lists for these params on `today`. */
export function resolvePeriod(
  search: { mois?: string; du?: string; au?: string; retard?: 1 },
  today: string,
): Period {
  if (search.du && search.au) return { mode: 'range', from: search.du, to: search.au };
  // « En retard » without a chosen month: all of it (the list asks without dates); the bounds shown
  // are as far back as one request with dates may reach.
  if (search.retard && !search.mois) return { mode: 'overdue', from: addDays(today, -OBLIGATION_RANGE_MAX_DAYS), to: today };
  const month = search.mois ?? monthOfDay(today);
  return { mode: 'month', month, ...monthRange(month) };
}

/** The period in words, for the heading above the table. */
export function periodTitle(period: Period): string {
  if (period.mode === 'month') return monthTitle(period.month);
  if (period.mode === 'overdue') return 'Toutes les échéances en retard';
  return `Du ${formatDateFr(period.from)} au ${formatDateFr(period.to)}`;
}
