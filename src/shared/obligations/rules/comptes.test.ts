import { describe, expect, it } from 'vitest';
import type { Classification } from '../../clients.ts';
import { whyKindNotApplicable } from '../derive.ts';
import { aProfile, dueDatesOf, obligationsOf } from '../test-fixtures.ts';

// Sources: Code de commerce L.223-26 (SARL: approval within 6 months of the closing), L.223-31
// (EURL), L.225-100 applied to SAS by L.227-1; L.232-22 and L.232-23 (filing at the greffe within
// a month of the approval); service-public.fr « Approbation des comptes annuels » and « Dépôt des
// comptes annuels ». Company-law deadlines: no postponement to a business day.

describe('approbation and dépôt des comptes', () => {
  it('SARL, 31/12: approval by 30 June 2026, filing by 30 July 2026', () => {
    const profile = aProfile({ classification: 'SARL' });
    expect(obligationsOf(profile, 'approbation')).toEqual([
      { kind: 'approbation', period: '2025', label: 'Approbation des comptes — exercice 2025', dueDate: '2026-06-30', estimated: false },
    ]);
    expect(obligationsOf(profile, 'depot_comptes')).toEqual([
      { kind: 'depot_comptes', period: '2025', label: 'Dépôt des comptes — exercice 2025', dueDate: '2026-07-30', estimated: false },
    ]);
  });

  it('SAS, 30/06: the 2025 exercise is filed in January 2026, the 2026 one approved in December', () => {
    const profile = aProfile({ classification: 'SAS', dateCloture: '2025-06-30' });
    expect(dueDatesOf(profile, 'approbation')).toEqual([['2026', '2026-12-30']]);
    expect(dueDatesOf(profile, 'depot_comptes', '2026-01-01', '2027-12-31')).toEqual([
      ['2025', '2026-01-30'],
      ['2026', '2027-01-30'], // a Saturday, and it stays there
    ]);
  });

  it('does not move to a business day (30 May 2026 is a Saturday)', () => {
    expect(dueDatesOf(aProfile({ classification: 'EURL', dateCloture: '2025-11-30' }), 'approbation')).toEqual([['2025', '2026-05-30']]);
  });

  it.each<Classification | null>(['SCI', 'SCM', 'GIE', 'Association', 'Entreprise Individuelle', 'Micro-entreprise', 'Autre', null])(
    'nothing derived for %s',
    (classification) => {
      const profile = aProfile({ classification });
      expect(obligationsOf(profile, 'approbation')).toEqual([]);
      expect(obligationsOf(profile, 'depot_comptes')).toEqual([]);
      expect(whyKindNotApplicable(profile, 'approbation')).toMatch(/sociétés commerciales/);
    },
  );
});
