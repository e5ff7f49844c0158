import { readIsoDate, type IsoDate } from './calendar.ts';
import { OBLIGATION_KINDS, type DerivedObligationKind, type Obligation, type ObligationKind } from './kinds.ts';
import type { ObligationProfile } from './obligation-profile.ts';
import { inYearRange, type ObligationRule } from './rule.ts';
import { approbationRule, depotComptesRule } from './rules/comptes.ts';
import { cfeAcompteRule, cfeSoldeRule } from './rules/cfe.ts';
import { cvaeAcompteRule } from './rules/cvae.ts';
import { dsnRule } from './rules/dsn.ts';
import { eInvoicingIssuingRule, eInvoicingReceptionRule } from './rules/e-invoicing.ts';
import { isAcompteRule, isSoldeRule } from './rules/is.ts';
import { liasseRule } from './rules/liasse.ts';
import { tvaAcompteRule, tvaCa12Rule, tvaCa3Rule } from './rules/tva.ts';

/** One rule per kind derived from the profile; the kinds other features feed (FED_OBLIGATION_KINDS) have none. */
export const OBLIGATION_RULES: Record<DerivedObligationKind, ObligationRule> = {
  tva_ca3: tvaCa3Rule,
  tva_acompte: tvaAcompteRule,
  tva_ca12: tvaCa12Rule,
  is_acompte: isAcompteRule,
  is_solde: isSoldeRule,
  liasse: liasseRule,
  cfe_acompte: cfeAcompteRule,
  cfe_solde: cfeSoldeRule,
  cvae_acompte: cvaeAcompteRule,
  dsn: dsnRule,
  approbation: approbationRule,
  depot_comptes: depotComptesRule,
  e_invoicing_reception: eInvoicingReceptionRule,
  e_invoicing_issuing: eInvoicingIssuingRule,
};

const KIND_ORDER = new Map<ObligationKind, number>(OBLIGATION_KINDS.map((kind, index) => [kind, index]));

/** Null when `kind` can concern this client, else why not, in French. */
export function whyKindNotApplicable(profile: ObligationProfile, kind: ObligationKind): string | null {
  // A fed kind does not depend on the profile: its feature writes it when it applies.
  return kind in OBLIGATION_RULES ? OBLIGATION_RULES[kind as DerivedObligationKind].whyNotApplicable(profile) : null;
}

/**
 * Every obligation of the client due from `from` to `to` (both included, 'YYYY-MM-DD'), by due
 * date, then kind, then period. (kind, period) is unique in the result, so the server can store a
 * rolling window (this year's past months and the next 12) under the key (client, kind, period)
 * and derive it again whenever the profile changes.
 */
export function deriveObligations({ profile, from, to }: { profile: ObligationProfile; from: IsoDate; to: IsoDate }): Obligation[] {
  const firstYear = readIsoDate(from).year;
  const lastYear = readIsoDate(to).year;
  if (from > to) throw new RangeError(`Fenêtre vide : ${from} est après ${to}`);

  const found: Obligation[] = [];
  for (const rule of Object.values(OBLIGATION_RULES)) {
    if (rule.whyNotApplicable(profile) !== null) continue;
    for (const candidate of rule.candidates({ profile, firstYear, lastYear })) {
      const dueYear = readIsoDate(candidate.dueDate).year;
      if (candidate.dueDate >= from && candidate.dueDate <= to && inYearRange(rule.years, dueYear)) found.push(candidate);
    }
  }
  return found.sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0) ||
      a.period.localeCompare(b.period),
  );
}
