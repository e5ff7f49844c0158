import { describe, expect, it } from 'vitest';
import type { CompanyCategory } from '../../e-invoicing/statuses.ts';
import type { RegimeTva } from '../profile.ts';
import { whyKindNotApplicable } from '../derive.ts';
import { aProfile, obligationsOf } from '../test-fixtures.ts';

// Sources: CGI art. 289 bis; loi 2023-1322 de finances pour 2024, art. 91, as amended by loi
// 2025-127 de finances pour 2025 (reception by every company subject to VAT on 1 September 2026;
// issuing on 1 September 2026 for GE and ETI, 1 September 2027 for PME and micro); décret
// 2008-1354 (the categories). docs/e-invoicing.md gives the firm's reading.

const RECEPTION = { kind: 'e_invoicing_reception', period: '2026', label: 'Réception des factures électroniques', dueDate: '2026-09-01', estimated: false };
const issuing = (dueDate: string) => ({ kind: 'e_invoicing_issuing', period: dueDate.slice(0, 4), label: 'Émission des factures électroniques', dueDate, estimated: false });

describe('réception des factures électroniques', () => {
  it.each<RegimeTva>(['franchise', 'mensuel', 'trimestriel', 'simplifie'])('on 1 September 2026 under the %s VAT regime', (regimeTva) => {
    expect(obligationsOf(aProfile({ regimeTva }), 'e_invoicing_reception')).toEqual([RECEPTION]);
  });

  it('none while the VAT regime is not known', () => {
    const profile = aProfile({ regimeTva: null, categorieEntreprise: 'ge' });
    expect(obligationsOf(profile, 'e_invoicing_reception')).toEqual([]);
    expect(whyKindNotApplicable(profile, 'e_invoicing_reception')).toBe('Facturation électronique : régime de TVA non renseigné');
  });
});

describe('émission des factures électroniques', () => {
  it.each<[CompanyCategory, string]>([
    ['ge', '2026-09-01'],
    ['eti', '2026-09-01'],
    ['pme', '2027-09-01'],
    ['micro', '2027-09-01'],
  ])('%s: on %s', (categorieEntreprise, dueDate) => {
    const profile = aProfile({ regimeTva: 'mensuel', categorieEntreprise });
    expect(obligationsOf(profile, 'e_invoicing_issuing', '2026-01-01', '2027-12-31')).toEqual([issuing(dueDate)]);
  });

  it('a PME has nothing to issue in a 2026 window', () => {
    expect(obligationsOf(aProfile({ regimeTva: 'simplifie', categorieEntreprise: 'pme' }), 'e_invoicing_issuing')).toEqual([]);
  });

  it('none while the category is not known, nor without a VAT regime', () => {
    const unknownCategory = aProfile({ regimeTva: 'mensuel', categorieEntreprise: null });
    expect(obligationsOf(unknownCategory, 'e_invoicing_issuing', '2026-01-01', '2027-12-31')).toEqual([]);
    expect(whyKindNotApplicable(unknownCategory, 'e_invoicing_issuing')).toBe("Émission des factures électroniques : catégorie d'entreprise non renseignée");
    const noVat = aProfile({ regimeTva: null, categorieEntreprise: 'eti' });
    expect(obligationsOf(noVat, 'e_invoicing_issuing', '2026-01-01', '2027-12-31')).toEqual([]);
    expect(whyKindNotApplicable(noVat, 'e_invoicing_issuing')).toBe('Facturation électronique : régime de TVA non renseigné');
  });
});

describe('once the reform is in force', () => {
  it.each<CompanyCategory>(['ge', 'eti', 'pme', 'micro'])('nothing in a 2028 window (%s)', (categorieEntreprise) => {
    const profile = aProfile({ regimeTva: 'mensuel', categorieEntreprise });
    expect(obligationsOf(profile, 'e_invoicing_reception', '2028-01-01', '2028-12-31')).toEqual([]);
    expect(obligationsOf(profile, 'e_invoicing_issuing', '2028-01-01', '2028-12-31')).toEqual([]);
  });
});
