import { addDays, addMonths, toIsoDate } from '../calendar.ts';
import { nthBusinessDayAfter, postponeToBusinessDay } from '../business-days.ts';
import { DECEMBER_31, exercisesClosingIn, isCalendarYear, readClosing } from '../exercises.ts';
import type { ObligationProfile } from '../obligation-profile.ts';
import type { RegimeImposition } from '../profile.ts';
import { obligation, type ObligationRule } from '../rule.ts';

// The annual return of results. IS (2065, CGI art. 223): 3 months after the closing, or the 2nd
// business day after 1 May for a 31/12 closing. IR (CGI art. 175 and 53 A): the 2nd business day
// after 1 May of the year after the closing. Online filing gets a tolerance of 15 calendar days
// that impots.gouv announces each year for the May deadline: it is returned beside the legal date.

const FORMS: Record<RegimeImposition, string> = {
  is: '2065',
  ir_bic: '2031',
  ir_bnc: '2035',
  // Réel simplifié (2139) or réel normal (2143): the profile does not say which.
  ir_ba: '2139/2143',
  ir_foncier: '2072',
};

/** BNC (recettes-dépenses) and rents are the income of the calendar year (CGI art. 12), whatever the closing recorded. */
const CALENDAR_YEAR_REGIMES: readonly RegimeImposition[] = ['ir_bnc', 'ir_foncier'];

export const ONLINE_FILING_TOLERANCE_DAYS = 15;

function whyNoLiasse(profile: ObligationProfile): string | null {
  if (profile.regimeImposition === null) return "Régime d'imposition non renseigné";
  if (profile.classification === 'Micro-entreprise' && profile.regimeImposition !== 'is') {
    return "Micro-entreprise : pas de liasse, le chiffre d'affaires est déclaré sur la 2042-C-PRO";
  }
  return null;
}

export const liasseRule: ObligationRule = {
  kind: 'liasse',
  years: { from: 2026, to: null },
  whyNotApplicable: whyNoLiasse,
  candidates: ({ profile, firstYear, lastYear }) => {
    const regime = profile.regimeImposition;
    if (regime === null) return [];
    const closing = CALENDAR_YEAR_REGIMES.includes(regime) ? DECEMBER_31 : readClosing(profile.dateCloture);
    const mayDeadline = regime !== 'is' || isCalendarYear(closing);
    return exercisesClosingIn({ closing, createdOn: profile.dateCreation, firstYear: firstYear - 1, lastYear }).map((exercise) => {
      const year = Number(exercise.period);
      const dueDate = mayDeadline
        ? nthBusinessDayAfter(toIsoDate({ year: year + 1, month: 5, day: 1 }), 2)
        : postponeToBusinessDay(addMonths(exercise.closingDate, 3));
      return obligation({
        kind: 'liasse',
        period: exercise.period,
        label: `Liasse fiscale ${FORMS[regime]} — ${exercise.label}`,
        dueDate,
        toCheck: exercise.toCheck,
        // The published tolerance is for the May campaign; none is assumed for other closings.
        ...(mayDeadline ? { toleranceDate: addDays(dueDate, ONLINE_FILING_TOLERANCE_DAYS) } : {}),
      });
    });
  },
};
