import { describe, expect, it } from 'vitest';
import { whyKindNotApplicable } from '../derive.ts';
import { aProfile, dueDatesOf, obligationsOf } from '../test-fixtures.ts';

// Sources: CGI art. 287 and ann. IV art. 39 (CA3 monthly or quarterly, due between the 15th and
// the 24th of the next month); CGI art. 302 septies A and impots.gouv « Régime simplifié
// d'imposition » (acomptes in July and December, CA12 on the 2nd business day after 1 May, CA12E
// within 3 months of the closing); loi 2025-127 du 14 février 2025 (loi de finances pour 2025),
// art. 38: end of the simplified regime on 1 January 2027, quarterly CA3 instead. Weekdays and
// holidays checked in business-days.test.ts.

describe('TVA CA3', () => {
  it('monthly: month M on day D of M+1, moved off weekends', () => {
    expect(dueDatesOf(aProfile({ regimeTva: 'mensuel', jourTva: 19 }), 'tva_ca3')).toEqual([
      ['2025-12', '2026-01-19'],
      ['2026-01', '2026-02-19'],
      ['2026-02', '2026-03-19'],
      ['2026-03', '2026-04-20'], // 19 April is a Sunday
      ['2026-04', '2026-05-19'],
      ['2026-05', '2026-06-19'],
      ['2026-06', '2026-07-20'], // Sunday
      ['2026-07', '2026-08-19'],
      ['2026-08', '2026-09-21'], // Saturday
      ['2026-09', '2026-10-19'],
      ['2026-10', '2026-11-19'],
      ['2026-11', '2026-12-21'], // Saturday
    ]);
  });

  it('quarterly: the quarter on day D of the month after it', () => {
    const profile = aProfile({ regimeTva: 'trimestriel', jourTva: 16 });
    expect(dueDatesOf(profile, 'tva_ca3', '2026-01-01', '2027-01-31')).toEqual([
      ['2025-T4', '2026-01-16'],
      ['2026-T1', '2026-04-16'],
      ['2026-T2', '2026-07-16'],
      ['2026-T3', '2026-10-16'],
      ['2026-T4', '2027-01-18'], // 16 January 2027 is a Saturday
    ]);
    expect(obligationsOf(profile, 'tva_ca3').map((o) => o.label)).toContain('TVA CA3 — 3e trimestre 2026');
    expect(obligationsOf(profile, 'tva_ca3').map((o) => o.label)).toContain('TVA CA3 — 1er trimestre 2026');
  });

  it('labels the month in French and says when the day is the client’s own', () => {
    const [october] = obligationsOf(aProfile({ regimeTva: 'mensuel', jourTva: 19 }), 'tva_ca3', '2026-11-01', '2026-11-30');
    expect(october).toEqual({ kind: 'tva_ca3', period: '2026-10', label: 'TVA CA3 — octobre 2026', dueDate: '2026-11-19', estimated: false });
  });

  it.each([
    // October 2026's CA3, due in November 2026 (21 November is a Saturday, 15 November a Sunday).
    ['SARL in Paris, SIREN 70…', { classification: 'SARL', codePostal: '75011', siret: '70000000000012' }, '2026-11-20', undefined],
    ['SARL in Lyon', { classification: 'SARL', codePostal: '69003' }, '2026-11-23', undefined],
    ['EI in Paris', { classification: 'Entreprise Individuelle', codePostal: '75011' }, '2026-11-16', "estimée : vérifier l'initiale"],
    ['EI in Bordeaux', { classification: 'Entreprise Individuelle', codePostal: '33000' }, '2026-11-16', "estimée : vérifier l'initiale"],
  ] as const)('%s: estimated day', (_, fields, dueDate, estimateNote) => {
    const [october] = obligationsOf(aProfile({ regimeTva: 'mensuel', ...fields }), 'tva_ca3', '2026-11-01', '2026-11-30');
    expect(october).toMatchObject({ period: '2026-10', dueDate, estimated: true });
    expect(october?.estimateNote).toBe(estimateNote);
  });

  it('starts with the period of the creation', () => {
    const profile = aProfile({ regimeTva: 'mensuel', jourTva: 19, dateCreation: '2026-03-10' });
    expect(dueDatesOf(profile, 'tva_ca3', '2026-01-01', '2026-05-31').map(([period]) => period)).toEqual(['2026-03', '2026-04']);
  });

  it('has nothing to file in franchise or without a regime', () => {
    expect(obligationsOf(aProfile({ regimeTva: 'franchise' }), 'tva_ca3')).toEqual([]);
    expect(whyKindNotApplicable(aProfile({ regimeTva: 'franchise' }), 'tva_ca3')).toBe('Franchise en base : pas de déclaration de TVA');
    expect(whyKindNotApplicable(aProfile(), 'tva_ca3')).toBe('Régime de TVA non renseigné');
  });
});

describe('régime simplifié, and its end on 1 January 2027', () => {
  const simplified = aProfile({ regimeTva: 'simplifie', jourTva: 16 });

  it('2026: acomptes in July and December on day D, the CA12 of 2025 on 5 May', () => {
    expect(dueDatesOf(simplified, 'tva_acompte')).toEqual([
      ['2026-A1', '2026-07-16'],
      ['2026-A2', '2026-12-16'],
    ]);
    expect(obligationsOf(simplified, 'tva_acompte').map((o) => o.label)).toEqual([
      'Acompte de TVA n°1 — juillet 2026',
      'Acompte de TVA n°2 — décembre 2026',
    ]);
    expect(obligationsOf(simplified, 'tva_ca12')).toEqual([
      { kind: 'tva_ca12', period: '2025', label: 'TVA CA12 — exercice 2025', dueDate: '2026-05-05', estimated: false },
    ]);
    expect(obligationsOf(simplified, 'tva_ca3')).toEqual([]);
  });

  it('2027: no acompte, the last CA12 (2026) on 4 May, quarterly CA3 from the first quarter', () => {
    const from = '2027-01-01';
    const to = '2027-12-31';
    expect(obligationsOf(simplified, 'tva_acompte', from, to)).toEqual([]);
    expect(dueDatesOf(simplified, 'tva_ca12', from, '2028-12-31')).toEqual([['2026', '2027-05-04']]);
    expect(dueDatesOf(simplified, 'tva_ca3', from, to)).toEqual([
      ['2027-T1', '2027-04-16'],
      ['2027-T2', '2027-07-16'],
      ['2027-T3', '2027-10-18'], // 16 October 2027 is a Saturday
    ]);
  });

  it('CA12E three months after a 30/06 closing; the exercise running on 31/12/2026 is flagged', () => {
    const june = aProfile({ regimeTva: 'simplifie', jourTva: 16, dateCloture: '2025-06-30' });
    expect(obligationsOf(june, 'tva_ca12', '2026-01-01', '2028-12-31')).toEqual([
      { kind: 'tva_ca12', period: '2026', label: 'TVA CA12E — exercice clos le 30/06/2026', dueDate: '2026-09-30', estimated: false },
      {
        kind: 'tva_ca12',
        period: '2027',
        label: 'TVA CA12E — exercice clos le 30/06/2027',
        dueDate: '2027-09-30',
        estimated: true,
        estimateNote: 'estimée : vérifier la régularisation de fin du régime simplifié',
      },
    ]);
  });

  it('no acompte in the creation year', () => {
    expect(obligationsOf(aProfile({ regimeTva: 'simplifie', dateCreation: '2026-02-01' }), 'tva_acompte')).toEqual([]);
  });

  it('acomptes and CA12 only under the simplified regime', () => {
    expect(obligationsOf(aProfile({ regimeTva: 'mensuel' }), 'tva_acompte')).toEqual([]);
    expect(whyKindNotApplicable(aProfile({ regimeTva: 'trimestriel' }), 'tva_ca12')).toBe(
      'Seulement au régime simplifié de TVA (jusqu\'au 31/12/2026)',
    );
  });
});
