import { addMonths, readIsoDate, shiftMonth, toIsoDate, type IsoDate } from '../calendar.ts';
import { postponeToBusinessDay } from '../business-days.ts';
import { exercisesClosingIn, isCalendarYear, readClosing, type Exercise } from '../exercises.ts';
import { acomptePeriod } from '../periods.ts';
import type { ObligationProfile } from '../obligation-profile.ts';
import { obligation, type ObligationRule } from '../rule.ts';

// Corporate tax (CGI art. 1668; BOI-IS-DECLA-20-10-10): four acomptes on the 15th of March, June,
// September and December, in an order set by the closing date, and the balance (relevé 2572).

const whyNotIs = (profile: ObligationProfile) => (profile.regimeImposition === 'is' ? null : "Seulement pour un client à l'impôt sur les sociétés (IS)");

/**
 * The month of the 4th acompte by closing date (BOI table):
 *   20/11–19/02 → 15/03, 15/06, 15/09, 15/12    20/02–19/05 → 15/06, 15/09, 15/12, 15/03
 *   20/05–19/08 → 15/09, 15/12, 15/03, 15/06    20/08–19/11 → 15/12, 15/03, 15/06, 15/09
 */
function lastAcompteMonth(closingDate: IsoDate): number {
  const { month, day } = readIsoDate(closingDate);
  const monthDay = month * 100 + day;
  if (monthDay >= 1120 || monthDay <= 219) return 12;
  if (monthDay <= 519) return 3;
  if (monthDay <= 819) return 6;
  return 9;
}

/**
 * The four acompte dates of the exercise closing on `closingDate`, before any postponement.
 * The 4th falls less than 3 months before or at most 25 days after the closing (15/12 for a
 * 20/11 closing, 15/12 of the year before for a 19/02 one); the others 3, 6 and 9 months earlier.
 */
export function isAcompteDates(closingDate: IsoDate): IsoDate[] {
  const month = lastAcompteMonth(closingDate);
  const { year: closingYear } = readIsoDate(closingDate);
  const lastYearsDate = toIsoDate({ year: closingYear - 1, month, day: 15 });
  const year = lastYearsDate > addMonths(closingDate, -3) ? closingYear - 1 : closingYear;
  return [9, 6, 3, 0].map((back) => toIsoDate({ ...shiftMonth(year, month, -back), day: 15 }));
}

const exercisesOf = (profile: ObligationProfile, firstYear: number, lastYear: number): Exercise[] =>
  exercisesClosingIn({ closing: readClosing(profile.dateCloture), createdOn: profile.dateCreation, firstYear, lastYear });

/** No acomptes during the first exercise (BOI-IS-DECLA-20-10-10: sociétés nouvelles). */
export const isAcompteRule: ObligationRule = {
  kind: 'is_acompte',
  years: { from: 2026, to: null },
  whyNotApplicable: whyNotIs,
  candidates: ({ profile, firstYear, lastYear }) =>
    exercisesOf(profile, firstYear - 1, lastYear + 1)
      .filter((exercise) => !exercise.first)
      .flatMap((exercise) =>
        isAcompteDates(exercise.closingDate).map((date, index) =>
          obligation({
            kind: 'is_acompte',
            period: acomptePeriod(Number(exercise.period), index + 1),
            label: `Acompte IS n°${index + 1} — ${exercise.label}`,
            dueDate: postponeToBusinessDay(date),
            toCheck: exercise.toCheck,
          }),
        ),
      ),
};

/** Balance: the 15th of the 4th month after the closing, 15 May for a 31/12 closing (CGI art. 1668, 2). */
export const isSoldeRule: ObligationRule = {
  kind: 'is_solde',
  years: { from: 2026, to: null },
  whyNotApplicable: whyNotIs,
  candidates: ({ profile, firstYear, lastYear }) => {
    const calendar = isCalendarYear(readClosing(profile.dateCloture));
    return exercisesOf(profile, firstYear - 1, lastYear).map((exercise) => {
      const year = Number(exercise.period);
      const due = calendar
        ? toIsoDate({ year: year + 1, month: 5, day: 15 })
        : toIsoDate({ ...shiftMonth(year, readIsoDate(exercise.closingDate).month, 4), day: 15 });
      return obligation({
        kind: 'is_solde',
        period: exercise.period,
        label: `Solde IS (2572) — ${exercise.label}`,
        dueDate: postponeToBusinessDay(due),
        toCheck: exercise.toCheck,
      });
    });
  },
};
