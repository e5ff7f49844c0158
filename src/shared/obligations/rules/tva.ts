import { lastDayOfMonth, addMonths, shiftMonth, toIsoDate, type IsoDate } from '../calendar.ts';
import { nthBusinessDayAfter, postponeToBusinessDay } from '../business-days.ts';
import { closingDateIn, creationYear, exercisesClosingIn, isCalendarYear, readClosing } from '../exercises.ts';
import { acomptePeriod, monthLabel, monthPeriod, monthsOf, quarterLabel, quarterOf, quarterPeriod } from '../periods.ts';
import type { ObligationProfile } from '../obligation-profile.ts';
import { obligation, type ObligationRule } from '../rule.ts';
import { ca3Day } from '../tva-day.ts';

/**
 * Last day of the simplified TVA regime: art. 38 of the loi de finances pour 2025 (loi 2025-127)
 * abolishes it from 1 January 2027; its clients then file quarterly CA3 (monthly on option or
 * above 1 M€ of turnover, which the firm records by switching the profile to « mensuel »).
 */
export const RSI_LAST_DAY: IsoDate = '2026-12-31';
const RSI_LAST_YEAR = Number(RSI_LAST_DAY.slice(0, 4));

function whyNoTva(profile: ObligationProfile): string | null {
  if (profile.regimeTva === null) return 'Régime de TVA non renseigné';
  if (profile.regimeTva === 'franchise') return 'Franchise en base : pas de déclaration de TVA';
  return null;
}

/** The CA3 of the month or quarter ending with (year, month) is due on day D of the next month. */
function ca3Obligation(profile: ObligationProfile, period: string, label: string, year: number, month: number) {
  const { day, estimated, toCheck } = ca3Day(profile);
  const next = shiftMonth(year, month, 1);
  return obligation({
    kind: 'tva_ca3',
    period,
    label: `TVA CA3 — ${label}`,
    dueDate: postponeToBusinessDay(toIsoDate({ ...next, day })),
    estimated,
    toCheck,
  });
}

export const tvaCa3Rule: ObligationRule = {
  kind: 'tva_ca3',
  years: { from: 2026, to: null },
  whyNotApplicable: whyNoTva,
  candidates: ({ profile, firstYear, lastYear }) => {
    const start = profile.dateCreation;
    return monthsOf(firstYear - 1, lastYear).flatMap(({ year, month }) => {
      if (start && lastDayOfMonth(year, month) < start) return [];
      if (profile.regimeTva === 'mensuel') return [ca3Obligation(profile, monthPeriod(year, month), monthLabel(year, month), year, month)];
      const quarterly = profile.regimeTva === 'trimestriel' || (profile.regimeTva === 'simplifie' && year > RSI_LAST_YEAR);
      if (!quarterly || month % 3 !== 0) return [];
      const quarter = quarterOf(month);
      return [ca3Obligation(profile, quarterPeriod(year, quarter), quarterLabel(year, quarter), year, month)];
    });
  },
};

const SIMPLIFIED_ONLY = "Seulement au régime simplifié de TVA (jusqu'au 31/12/2026)";

/** Two acomptes, in July and December, on the client's CA3 day; none in the creation year (they are based on the previous year's tax). */
export const tvaAcompteRule: ObligationRule = {
  kind: 'tva_acompte',
  years: { from: 2026, to: RSI_LAST_YEAR },
  whyNotApplicable: (profile) => whyNoTva(profile) ?? (profile.regimeTva === 'simplifie' ? null : SIMPLIFIED_ONLY),
  candidates: ({ profile, firstYear, lastYear }) => {
    const { day, estimated, toCheck } = ca3Day(profile);
    const created = creationYear(profile);
    const acomptes = [];
    for (let year = firstYear; year <= Math.min(lastYear, RSI_LAST_YEAR); year += 1) {
      if (created !== null && year <= created) continue;
      for (const [rank, month] of [[1, 7], [2, 12]] as const) {
        acomptes.push(
          obligation({
            kind: 'tva_acompte',
            period: acomptePeriod(year, rank),
            label: `Acompte de TVA n°${rank} — ${monthLabel(year, month)}`,
            dueDate: postponeToBusinessDay(toIsoDate({ year, month, day })),
            estimated,
            toCheck,
          }),
        );
      }
    }
    return acomptes;
  },
};

/**
 * The annual return: for a 31/12 closing, the 2nd business day after 1 May (CA12, calendar year);
 * otherwise 3 months after the closing (CA12E, on the exercise). The last one covers the exercise
 * running on 31/12/2026; for an exercise that straddles that day the transition is not settled
 * in the texts we have: it is kept, at the usual date, and flagged.
 */
export const tvaCa12Rule: ObligationRule = {
  kind: 'tva_ca12',
  years: { from: 2026, to: RSI_LAST_YEAR + 2 },
  whyNotApplicable: tvaAcompteRule.whyNotApplicable,
  candidates: ({ profile, firstYear, lastYear }) => {
    const closing = readClosing(profile.dateCloture);
    const calendar = isCalendarYear(closing);
    return exercisesClosingIn({ closing, createdOn: profile.dateCreation, firstYear: firstYear - 1, lastYear })
      // Exercises opened on or before 31/12/2026, i.e. whose previous closing came before it.
      .filter((exercise) => closingDateIn(closing, Number(exercise.period) - 1) < RSI_LAST_DAY)
      .map((exercise) => {
        const year = Number(exercise.period);
        const straddles = exercise.closingDate > RSI_LAST_DAY;
        return obligation({
          kind: 'tva_ca12',
          period: exercise.period,
          label: `${calendar ? 'TVA CA12' : 'TVA CA12E'} — ${exercise.label}`,
          dueDate: calendar
            ? nthBusinessDayAfter(toIsoDate({ year: year + 1, month: 5, day: 1 }), 2)
            : postponeToBusinessDay(addMonths(exercise.closingDate, 3)),
          toCheck: [...exercise.toCheck, ...(straddles ? ['la régularisation de fin du régime simplifié'] : [])],
        });
      });
  },
};
