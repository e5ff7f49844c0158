import { ISSUING_DEADLINES, RECEPTION_DEADLINE } from '../../e-invoicing/statuses.ts';
import type { ObligationProfile } from '../obligation-profile.ts';
import { obligation, type ObligationRule } from '../rule.ts';

// The e-invoicing reform (CGI art. 289 bis; loi 2023-1322 art. 91 as amended by loi 2025-127;
// décret 2022-1299): every company subject to VAT must be able to receive e-invoices on
// 1 September 2026, and issue them on 1 September 2026 (GE, ETI) or 2027 (PME, micro). One
// deadline each, not recurring. Sources and the firm's reading: docs/e-invoicing.md.
// The Facturation électronique page closes them: « Prêt » or « Pas concerné » marks them done.

/** A client whose VAT regime is known is subject to VAT (the franchise en base included: it must receive too). */
const notSubjectToVat = (profile: ObligationProfile) =>
  profile.regimeTva === null ? 'Facturation électronique : régime de TVA non renseigné' : null;

export const eInvoicingReceptionRule: ObligationRule = {
  kind: 'e_invoicing_reception',
  years: { from: 2026, to: 2026 },
  whyNotApplicable: notSubjectToVat,
  candidates: () => [
    obligation({ kind: 'e_invoicing_reception', period: '2026', label: 'Réception des factures électroniques', dueDate: RECEPTION_DEADLINE }),
  ],
};

export const eInvoicingIssuingRule: ObligationRule = {
  kind: 'e_invoicing_issuing',
  years: { from: 2026, to: 2027 },
  whyNotApplicable: (profile) =>
    notSubjectToVat(profile) ?? (profile.categorieEntreprise === null ? "Émission des factures électroniques : catégorie d'entreprise non renseignée" : null),
  candidates: ({ profile }) => {
    if (profile.categorieEntreprise === null) return [];
    const dueDate = ISSUING_DEADLINES[profile.categorieEntreprise];
    return [obligation({ kind: 'e_invoicing_issuing', period: dueDate.slice(0, 4), label: 'Émission des factures électroniques', dueDate })];
  },
};
