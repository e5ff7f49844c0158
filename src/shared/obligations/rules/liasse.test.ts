import { describe, expect, it } from 'vitest';
import { whyKindNotApplicable } from '../derive.ts';
import { aProfile, dueDatesOf, obligationsOf } from '../test-fixtures.ts';

// Sources: CGI art. 223 (IS: within 3 months of the closing; the 2nd business day after 1 May for
// a 31/12 closing), art. 175 (IR, BIC/BNC/BA: the 2nd business day after 1 May); impots.gouv
// « calendrier fiscal 2026 » (5 May 2026, with the 15-day tolerance for online filing: 20 May).

describe('liasse fiscale', () => {
  it('IS, 31/12: 2nd business day after 1 May 2026 (Tuesday 5), tolerance beside it', () => {
    expect(obligationsOf(aProfile({ regimeImposition: 'is' }), 'liasse')).toEqual([
      {
        kind: 'liasse',
        period: '2025',
        label: 'Liasse fiscale 2065 — exercice 2025',
        dueDate: '2026-05-05',
        estimated: false,
        toleranceDate: '2026-05-20',
      },
    ]);
  });

  it('IS, 31/12, in 2027: Tuesday 4 May (1 May is a Saturday)', () => {
    const [liasse] = obligationsOf(aProfile({ regimeImposition: 'is' }), 'liasse', '2027-01-01', '2027-12-31');
    expect(liasse).toMatchObject({ period: '2026', dueDate: '2027-05-04', toleranceDate: '2027-05-19' });
  });

  it.each([
    ['2025-01-31', '2026', '2026-04-30'],
    ['2025-03-31', '2026', '2026-06-30'],
    ['2025-06-30', '2026', '2026-09-30'],
    ['2025-10-31', '2025', '2026-02-02'], // 31 January 2026 is a Saturday
  ])('IS closing on %s: 3 months after, no tolerance assumed', (dateCloture, period, dueDate) => {
    const found = obligationsOf(aProfile({ regimeImposition: 'is', dateCloture }), 'liasse');
    expect(found.find((o) => o.period === period)).toMatchObject({ dueDate, estimated: false });
    expect(found.every((o) => o.toleranceDate === undefined)).toBe(true);
  });

  it.each([
    ['ir_bic', '2025-12-31', 'Liasse fiscale 2031 — exercice 2025'],
    ['ir_bic', '2025-06-30', 'Liasse fiscale 2031 — exercice clos le 30/06/2025'],
    ['ir_bnc', '2025-12-31', 'Liasse fiscale 2035 — exercice 2025'],
    ['ir_bnc', '2025-06-30', 'Liasse fiscale 2035 — exercice 2025'], // BNC: the calendar year
    ['ir_ba', '2025-12-31', 'Liasse fiscale 2139/2143 — exercice 2025'],
    ['ir_foncier', '2025-12-31', 'Liasse fiscale 2072 — exercice 2025'],
  ] as const)('IR (%s, closing %s): 5 May 2026 with its tolerance', (regimeImposition, dateCloture, label) => {
    expect(obligationsOf(aProfile({ regimeImposition, dateCloture }), 'liasse')).toEqual([
      { kind: 'liasse', period: '2025', label, dueDate: '2026-05-05', estimated: false, toleranceDate: '2026-05-20' },
    ]);
  });

  it('none for a micro-entreprise at the IR, nor without a regime', () => {
    const micro = aProfile({ classification: 'Micro-entreprise', regimeImposition: 'ir_bnc' });
    expect(obligationsOf(micro, 'liasse')).toEqual([]);
    expect(whyKindNotApplicable(micro, 'liasse')).toMatch(/2042-C-PRO/);
    expect(dueDatesOf(aProfile(), 'liasse')).toEqual([]);
  });
});
