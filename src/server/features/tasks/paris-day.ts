import { fromParisParts } from '../../../shared/paris-time.ts';

/** Midnight in Paris at the start of a 'YYYY-MM-DD' day, `plusDays` later. */
export function parisMidnight(day: string, plusDays = 0): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + plusDays));
  return fromParisParts({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: 0, minute: 0 });
}
