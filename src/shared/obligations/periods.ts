import { FRENCH_MONTHS } from '../dates.ts';

// Stable period keys (part of the stored obligation's unique key) and their French labels.

const pad2 = (n: number) => String(n).padStart(2, '0');

export const monthPeriod = (year: number, month: number) => `${year}-${pad2(month)}`;
export const monthLabel = (year: number, month: number) => `${FRENCH_MONTHS[month - 1] ?? ''} ${year}`;

export const quarterOf = (month: number) => Math.ceil(month / 3);
export const quarterPeriod = (year: number, quarter: number) => `${year}-T${quarter}`;
export const quarterLabel = (year: number, quarter: number) => `${quarter === 1 ? '1er' : `${quarter}e`} trimestre ${year}`;

/** '2026-A2': the second acompte of 2026 (the year of the exercise for IS, of the tax otherwise). */
export const acomptePeriod = (year: number, rank: number) => `${year}-A${rank}`;

export const yearPeriod = (year: number) => String(year);

/** Every month from January of `firstYear` to December of `lastYear`. */
export function monthsOf(firstYear: number, lastYear: number): { year: number; month: number }[] {
  const months: { year: number; month: number }[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (let month = 1; month <= 12; month += 1) months.push({ year, month });
  }
  return months;
}
