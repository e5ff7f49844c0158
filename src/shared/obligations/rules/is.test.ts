import { describe, expect, it } from 'vitest';
import { whyKindNotApplicable } from '../derive.ts';
import { aProfile, dueDatesOf, obligationsOf } from '../test-fixtures.ts';
import { isAcompteDates } from './is.ts';

// Source: CGI art. 1668; BOFiP BOI-IS-DECLA-20-10-10 (table of acompte dates by closing date,
// no acompte in a new company's first exercise); impots.gouv « calendrier fiscal 2026 »
// (acomptes on 15 March, June, September, December; relevé de solde 2572 on 15 May for a 31/12
// closing, the 15th of the 4th month after the closing otherwise).

describe('isAcompteDates, the BOI table', () => {
  it.each([
    // 20/11–19/02 → 15/03, 15/06, 15/09, 15/12
    ['2026-12-31', ['2026-03-15', '2026-06-15', '2026-09-15', '2026-12-15']],
    ['2026-11-20', ['2026-03-15', '2026-06-15', '2026-09-15', '2026-12-15']],
    ['2027-01-31', ['2026-03-15', '2026-06-15', '2026-09-15', '2026-12-15']],
    ['2027-02-19', ['2026-03-15', '2026-06-15', '2026-09-15', '2026-12-15']],
    // 20/02–19/05 → 15/06, 15/09, 15/12, 15/03
    ['2026-02-20', ['2025-06-15', '2025-09-15', '2025-12-15', '2026-03-15']],
    ['2026-03-31', ['2025-06-15', '2025-09-15', '2025-12-15', '2026-03-15']],
    ['2026-05-19', ['2025-06-15', '2025-09-15', '2025-12-15', '2026-03-15']],
    // 20/05–19/08 → 15/09, 15/12, 15/03, 15/06
    ['2026-05-20', ['2025-09-15', '2025-12-15', '2026-03-15', '2026-06-15']],
    ['2026-06-30', ['2025-09-15', '2025-12-15', '2026-03-15', '2026-06-15']],
    ['2026-08-19', ['2025-09-15', '2025-12-15', '2026-03-15', '2026-06-15']],
    // 20/08–19/11 → 15/12, 15/03, 15/06, 15/09
    ['2026-08-20', ['2025-12-15', '2026-03-15', '2026-06-15', '2026-09-15']],
    ['2026-09-30', ['2025-12-15', '2026-03-15', '2026-06-15', '2026-09-15']],
    ['2026-11-19', ['2025-12-15', '2026-03-15', '2026-06-15', '2026-09-15']],
  ])('closing %s → %j', (closing, dates) => {
    expect(isAcompteDates(closing)).toEqual(dates);
  });
});

describe('IS acomptes and solde in 2026', () => {
  it('31/12 closing: 15 March 2026 is a Sunday, so Monday 16', () => {
    const profile = aProfile({ regimeImposition: 'is' });
    expect(dueDatesOf(profile, 'is_acompte')).toEqual([
      ['2026-A1', '2026-03-16'],
      ['2026-A2', '2026-06-15'],
      ['2026-A3', '2026-09-15'],
      ['2026-A4', '2026-12-15'],
    ]);
    expect(obligationsOf(profile, 'is_acompte')[1]?.label).toBe('Acompte IS n°2 — exercice 2026');
    expect(obligationsOf(profile, 'is_solde')).toEqual([
      { kind: 'is_solde', period: '2025', label: 'Solde IS (2572) — exercice 2025', dueDate: '2026-05-15', estimated: false },
    ]);
  });

  it('30/06 closing: two exercises share 2026', () => {
    const profile = aProfile({ regimeImposition: 'is', dateCloture: '2025-06-30' });
    expect(dueDatesOf(profile, 'is_acompte')).toEqual([
      ['2026-A3', '2026-03-16'],
      ['2026-A4', '2026-06-15'],
      ['2027-A1', '2026-09-15'],
      ['2027-A2', '2026-12-15'],
    ]);
    expect(obligationsOf(profile, 'is_acompte')[2]?.label).toBe('Acompte IS n°1 — exercice clos le 30/06/2027');
    expect(dueDatesOf(profile, 'is_solde')).toEqual([['2026', '2026-10-15']]);
  });

  it.each([
    ['2025-03-31', [['2026', '2026-07-15']]],
    ['2025-09-30', [['2025', '2026-01-15']]],
    ['2025-10-31', [['2025', '2026-02-16']]], // 15 February 2026 is a Sunday
  ])('solde for a %s closing', (dateCloture, expected) => {
    expect(dueDatesOf(aProfile({ regimeImposition: 'is', dateCloture }), 'is_solde')).toEqual(expected);
  });

  it('first exercise: no acomptes; the 2nd exercise pays them; the solde moves past Whit Monday 2027', () => {
    const profile = aProfile({ regimeImposition: 'is', dateCreation: '2026-02-10' });
    expect(obligationsOf(profile, 'is_acompte')).toEqual([]);
    expect(obligationsOf(profile, 'is_solde')).toEqual([]);
    expect(dueDatesOf(profile, 'is_acompte', '2027-01-01', '2027-12-31')).toEqual([
      ['2027-A1', '2027-03-15'],
      ['2027-A2', '2027-06-15'],
      ['2027-A3', '2027-09-15'],
      ['2027-A4', '2027-12-15'],
    ]);
    // 15 May 2027 is a Saturday and Monday 17 is Whit Monday.
    expect(dueDatesOf(profile, 'is_solde', '2027-01-01', '2027-12-31')).toEqual([['2026', '2027-05-18']]);
  });

  it('a company created in 2025 pays its 2026 acomptes', () => {
    expect(obligationsOf(aProfile({ regimeImposition: 'is', dateCreation: '2025-09-01' }), 'is_acompte')).toHaveLength(4);
  });

  it('without a closing date, assumes 31/12 and says so', () => {
    const [first] = obligationsOf(aProfile({ regimeImposition: 'is', dateCloture: null }), 'is_acompte');
    expect(first).toMatchObject({ dueDate: '2026-03-16', estimated: true, estimateNote: 'estimée : vérifier la date de clôture' });
  });

  it('only at the IS', () => {
    const profile = aProfile({ regimeImposition: 'ir_bic' });
    expect(obligationsOf(profile, 'is_acompte')).toEqual([]);
    expect(obligationsOf(profile, 'is_solde')).toEqual([]);
    expect(whyKindNotApplicable(profile, 'is_acompte')).toBe("Seulement pour un client à l'impôt sur les sociétés (IS)");
  });
});
