import { describe, expect, it } from 'vitest';
import { whyKindNotApplicable } from '../derive.ts';
import { aProfile, dueDatesOf, obligationsOf } from '../test-fixtures.ts';

// Sources: CGI art. 1679 quinquies (acompte on 15 June when the previous CFE reached 3,000 €,
// balance on 15 December), art. 1478, II (no CFE for the creation year); service-public.fr
// « Cotisation foncière des entreprises (CFE) »; impots.gouv « calendrier fiscal 2026 ».

const liable = aProfile({ regimeImposition: 'is', cfeAcompte: 'oui' });

describe('CFE', () => {
  it('2026 and 2027: acompte on 15 June, balance on 15 December', () => {
    expect(dueDatesOf(liable, 'cfe_acompte', '2026-01-01', '2027-12-31')).toEqual([
      ['2026', '2026-06-15'],
      ['2027', '2027-06-15'],
    ]);
    expect(dueDatesOf(liable, 'cfe_solde', '2026-01-01', '2027-12-31')).toEqual([
      ['2026', '2026-12-15'],
      ['2027', '2027-12-15'],
    ]);
    expect(obligationsOf(liable, 'cfe_solde')[0]?.label).toBe('Solde CFE 2026');
  });

  it('moves a balance due on a Saturday (15 December 2029) to Monday', () => {
    expect(dueDatesOf(liable, 'cfe_solde', '2029-01-01', '2029-12-31')).toEqual([['2029', '2029-12-17']]);
  });

  it('nothing in the creation year, no acompte the year after', () => {
    const created = aProfile({ regimeImposition: 'is', cfeAcompte: 'oui', dateCreation: '2026-03-01' });
    expect(dueDatesOf(created, 'cfe_solde', '2026-01-01', '2028-12-31').map(([year]) => year)).toEqual(['2027', '2028']);
    expect(dueDatesOf(created, 'cfe_acompte', '2026-01-01', '2028-12-31').map(([year]) => year)).toEqual(['2028']);
  });

  it('acompte only when declared; a SCI letting bare premises only when it paid one', () => {
    expect(obligationsOf(aProfile({ regimeImposition: 'is' }), 'cfe_acompte')).toEqual([]);
    expect(obligationsOf(aProfile({ regimeImposition: 'is' }), 'cfe_solde')).toHaveLength(1);
    const sci = aProfile({ classification: 'SCI', regimeImposition: 'ir_foncier' });
    expect(obligationsOf(sci, 'cfe_solde')).toEqual([]);
    expect(whyKindNotApplicable(sci, 'cfe_solde')).toMatch(/100 000 €/);
    expect(obligationsOf({ ...sci, cfeAcompte: 'oui' }, 'cfe_solde')).toHaveLength(1);
  });
});
