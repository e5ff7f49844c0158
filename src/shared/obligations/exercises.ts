import { daysInMonth } from '../dates.ts';
import { isoDay } from '../paris-time.ts';
import { formatDateFr } from '../dates.ts';
import { readIsoDate, type IsoDate } from './calendar.ts';

// Exercises (fiscal years) from the stored closing date. The clients table keeps a full date but
// shows only its month (SPEC §5): its day and month are what count, the year is incidental.

export type Closing = {
  month: number;
  day: number;
  /** A month-end closing stays on the month's last day (28/02 → 29/02 in leap years). */
  monthEnd: boolean;
  /** No closing date recorded: 31 December is assumed, as SPEC §5 does for an empty entry. */
  assumed: boolean;
};

export const DECEMBER_31: Closing = { month: 12, day: 31, monthEnd: true, assumed: false };

export function readClosing(dateCloture: string | null): Closing {
  if (!dateCloture) return { ...DECEMBER_31, assumed: true };
  const { year, month, day } = readIsoDate(dateCloture);
  return { month, day, monthEnd: day === daysInMonth(year, month), assumed: false };
}

export function closingDateIn(closing: Closing, year: number): IsoDate {
  const last = daysInMonth(year, closing.month);
  return isoDay(year, closing.month, closing.monthEnd ? last : Math.min(closing.day, last));
}

/** The year the client was created, when the profile knows it. */
export const creationYear = ({ dateCreation }: { dateCreation: IsoDate | null }) =>
  dateCreation ? readIsoDate(dateCreation).year : null;

export const isCalendarYear = (closing: Closing) => closing.month === 12 && closing.day === 31;

export type Exercise = {
  closingDate: IsoDate;
  /** The exercise's key: the year of its closing ('2025'). */
  period: string;
  /** « exercice 2025 » for a calendar year, « exercice clos le 30/06/2026 » otherwise. */
  label: string;
  /** The first exercise after the creation date (known only when the profile has one). */
  first: boolean;
  /** Checks the date depends on (the closing date when it was assumed). */
  toCheck: string[];
};

/**
 * Exercises closing from `firstYear` to `lastYear`. An exercise closing on or before the creation
 * date did not exist; the first one is taken to end at the first closing after creation (a
 * longer first exercise, up to 24 months, cannot be read from the profile).
 */
export function exercisesClosingIn({
  closing,
  createdOn,
  firstYear,
  lastYear,
}: {
  closing: Closing;
  createdOn: IsoDate | null;
  firstYear: number;
  lastYear: number;
}): Exercise[] {
  const exercises: Exercise[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    const closingDate = closingDateIn(closing, year);
    if (createdOn && closingDate <= createdOn) continue;
    // The previous closing came before the creation: this exercise is the company's first.
    const previousClosing = closingDateIn(closing, year - 1);
    exercises.push({
      closingDate,
      period: String(year),
      label: isCalendarYear(closing) ? `exercice ${year}` : `exercice clos le ${formatDateFr(closingDate)}`,
      first: createdOn !== null && previousClosing <= createdOn,
      toCheck: closing.assumed ? ['la date de clôture'] : [],
    });
  }
  return exercises;
}
