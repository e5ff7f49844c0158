import type { MonthCount } from '../../../../shared/stats.ts';

export type MonthBar = {
  month: string;
  /** 'janv. 26', under the bar. */
  shortLabel: string;
  /** 'janvier 2026', for screen readers and the tooltip. */
  longLabel: string;
  count: number;
  /** Bar height as a percent of the tallest month (0 for every bar of an empty year). */
  height: number;
};

const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as a Date in the middle of that month (UTC), only for naming it. */
function monthDate(month: string): Date {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 15));
}

/** The API's zero-filled months as bars scaled to the busiest one. */
export function toMonthBars(series: MonthCount[]): MonthBar[] {
  const max = Math.max(0, ...series.map((entry) => entry.count));
  return series.map(({ month, count }) => {
    const date = monthDate(month);
    return {
      month,
      shortLabel: shortMonth.format(date),
      longLabel: longMonth.format(date),
      count,
      height: max === 0 ? 0 : Math.round((count / max) * 100),
    };
  });
}

/** The mean over the months shown, one decimal, for the chart's caption. */
export function monthlyAverage(series: MonthCount[]): number {
  if (series.length === 0) return 0;
  const total = series.reduce((sum, entry) => sum + entry.count, 0);
  return Math.round((total / series.length) * 10) / 10;
}
