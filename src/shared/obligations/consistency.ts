import type { Classification } from '../clients.ts';
import { readClosing, isCalendarYear } from './exercises.ts';
import type { ObligationProfile } from './obligation-profile.ts';

// Combinations of profile fields that make no sense, or very rarely do: the form shows them as
// warnings, the profile is still saved (the firm may know better). Whether one obligation kind
// concerns a client is `whyKindNotApplicable` (derive.ts).

export type ProfileIssue = { field: keyof ObligationProfile; message: string };

const COMPANY_FORMS_FOR_RENTS: readonly (Classification | null)[] = ['SCI', 'Autre', null];

export function checkObligationProfile(profile: ObligationProfile): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  const { classification, regimeImposition, regimeTva } = profile;

  if (profile.jourTva !== null && regimeTva === 'franchise') {
    issues.push({ field: 'jourTva', message: "Jour de TVA sans objet : le client est en franchise en base de TVA" });
  }

  if (classification === 'Micro-entreprise') {
    if (regimeImposition === 'is') {
      issues.push({ field: 'regimeImposition', message: "Une micro-entreprise relève de l'impôt sur le revenu (BIC ou BNC) : l'IS est suspect" });
    } else if (regimeImposition === 'ir_ba' || regimeImposition === 'ir_foncier') {
      issues.push({ field: 'regimeImposition', message: 'Une micro-entreprise relève des BIC ou des BNC' });
    }
    if (profile.cvae === 'oui') {
      issues.push({ field: 'cvae', message: "Une micro-entreprise reste sous le seuil de la CVAE (500 000 € de chiffre d'affaires)" });
    }
  }

  if (classification === 'Association' && regimeImposition !== null && regimeImposition !== 'is') {
    issues.push({
      field: 'regimeImposition',
      message: "Une association n'est pas soumise à l'impôt sur le revenu : IS pour ses activités lucratives, sinon non imposable",
    });
  }

  if (regimeImposition === 'ir_foncier' && !COMPANY_FORMS_FOR_RENTS.includes(classification)) {
    issues.push({ field: 'regimeImposition', message: 'Le régime des revenus fonciers (2072) est celui des sociétés civiles immobilières' });
  }

  if ((regimeImposition === 'ir_bnc' || regimeImposition === 'ir_foncier') && profile.dateCloture !== null && !isCalendarYear(readClosing(profile.dateCloture))) {
    const income = regimeImposition === 'ir_bnc' ? 'Les BNC' : 'Les revenus fonciers';
    issues.push({ field: 'dateCloture', message: `${income} sont ceux de l'année civile : la clôture devrait être au 31 décembre` });
  }

  return issues;
}
