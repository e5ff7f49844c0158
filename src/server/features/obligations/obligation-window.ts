import { addMonths, type IsoDate } from '../../../shared/obligations/calendar.ts';

/** Months ahead of today that the stored window reaches (issue 15: « the 12 months ahead »). */
export const WINDOW_MONTHS_AHEAD = 12;

/**
 * The rolling window the server stores (issue 15): the current year's past months and the
 * 12 months ahead, i.e. 1 January of today's year (Paris) to today + 12 months, both included.
 */
export function obligationWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: `${today.slice(0, 4)}-01-01`, to: addMonths(today, WINDOW_MONTHS_AHEAD) };
}
