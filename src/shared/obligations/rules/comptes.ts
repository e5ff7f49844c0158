import { addMonths } from '../calendar.ts';
import type { Classification } from '../../clients.ts';
import { exercisesClosingIn, readClosing } from '../exercises.ts';
import type { ObligationProfile } from '../obligation-profile.ts';
import { obligation, type ObligationRule } from '../rule.ts';

// Company law, not tax: these deadlines do not move to the next business day.
// Approval within 6 months of the closing: Code de commerce L.223-26 (SARL, EURL), L.225-100 (SA)
// applied to SAS and SASU by L.227-1. Filing at the greffe within a month of the approval
// (L.232-22 SARL, L.232-23 SA/SAS; two months when filed online, not returned here).
// Civil companies (SCI, SCM, GAEC), GIE and associations have no legal deadline (their statuts
// set one) and file no accounts: nothing is derived for them.

const COMMERCIAL_COMPANIES: readonly Classification[] = ['SARL', 'EURL', 'SAS', 'SASU'];

function whyNoAccounts(profile: ObligationProfile): string | null {
  return profile.classification !== null && COMMERCIAL_COMPANIES.includes(profile.classification)
    ? null
    : 'Délai légal pour les sociétés commerciales (SARL, EURL, SAS, SASU) seulement';
}

function exercisesOf(profile: ObligationProfile, firstYear: number, lastYear: number) {
  return exercisesClosingIn({ closing: readClosing(profile.dateCloture), createdOn: profile.dateCreation, firstYear, lastYear });
}

export const approbationDate = (closingDate: string) => addMonths(closingDate, 6);

export const approbationRule: ObligationRule = {
  kind: 'approbation',
  years: { from: 2026, to: null },
  whyNotApplicable: whyNoAccounts,
  candidates: ({ profile, firstYear, lastYear }) =>
    exercisesOf(profile, firstYear - 1, lastYear).map((exercise) =>
      obligation({
        kind: 'approbation',
        period: exercise.period,
        label: `Approbation des comptes — ${exercise.label}`,
        dueDate: approbationDate(exercise.closingDate),
        toCheck: exercise.toCheck,
      }),
    ),
};

export const depotComptesRule: ObligationRule = {
  kind: 'depot_comptes',
  years: { from: 2026, to: null },
  whyNotApplicable: whyNoAccounts,
  candidates: ({ profile, firstYear, lastYear }) =>
    exercisesOf(profile, firstYear - 2, lastYear).map((exercise) =>
      obligation({
        kind: 'depot_comptes',
        period: exercise.period,
        label: `Dépôt des comptes — ${exercise.label}`,
        dueDate: addMonths(approbationDate(exercise.closingDate), 1),
        toCheck: exercise.toCheck,
      }),
    ),
};
