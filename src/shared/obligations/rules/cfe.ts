import { toIsoDate } from '../calendar.ts';
import { postponeToBusinessDay } from '../business-days.ts';
import { creationYear } from '../exercises.ts';
import type { ObligationProfile } from '../obligation-profile.ts';
import { obligation, type ObligationRule, type RuleContext } from '../rule.ts';

// Cotisation foncière des entreprises (CGI art. 1447, 1478, 1679 quinquies): the balance on
// 15 December; an acompte on 15 June when the previous year's CFE reached 3,000 €. Nothing in the
// creation year (CGI art. 1478, II), hence no acompte the year after either.

function whyNoCfe(profile: ObligationProfile): string | null {
  if (profile.regimeImposition === null) return "Régime d'imposition non renseigné";
  // Letting bare premises is outside the CFE unless the rents reach 100,000 € (CGI art. 1447, I):
  // a SCI that paid an acompte evidently is liable.
  if (profile.regimeImposition === 'ir_foncier' && profile.cfeAcompte === 'non') {
    return "SCI à l'IR louant nu : en principe hors CFE (sauf recettes d'au moins 100 000 €)";
  }
  return null;
}

function cfeCandidates(kind: 'cfe_acompte' | 'cfe_solde', month: number, firstTaxedYear: (created: number) => number) {
  return ({ profile, firstYear, lastYear }: RuleContext) => {
    const created = creationYear(profile);
    const from = created === null ? firstYear : Math.max(firstYear, firstTaxedYear(created));
    const found = [];
    for (let year = from; year <= lastYear; year += 1) {
      found.push(
        obligation({
          kind,
          period: String(year),
          label: `${kind === 'cfe_acompte' ? 'Acompte CFE' : 'Solde CFE'} ${year}`,
          dueDate: postponeToBusinessDay(toIsoDate({ year, month, day: 15 })),
        }),
      );
    }
    return found;
  };
}

export const cfeAcompteRule: ObligationRule = {
  kind: 'cfe_acompte',
  years: { from: 2026, to: null },
  whyNotApplicable: (profile) =>
    whyNoCfe(profile) ?? (profile.cfeAcompte === 'oui' ? null : "Acompte CFE : seulement si la CFE de l'an dernier atteint 3 000 €"),
  candidates: cfeCandidates('cfe_acompte', 6, (created) => created + 2),
};

export const cfeSoldeRule: ObligationRule = {
  kind: 'cfe_solde',
  years: { from: 2026, to: null },
  whyNotApplicable: whyNoCfe,
  candidates: cfeCandidates('cfe_solde', 12, (created) => created + 1),
};
