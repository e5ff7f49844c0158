import { describe, expect, it } from 'vitest';
import { aProfile, dueDatesOf } from '../test-fixtures.ts';

// Sources: CGI art. 1679 septies (acomptes on 15 June and 15 September when the previous year's
// CVAE exceeded 1,500 €); the loi de finances pour 2025 (loi 2025-127) moves the end of the CVAE to 2030.

describe('CVAE acomptes', () => {
  const liable = aProfile({ regimeImposition: 'is', cvae: 'oui' });

  it('15 June and 15 September', () => {
    expect(dueDatesOf(liable, 'cvae_acompte', '2026-01-01', '2027-12-31')).toEqual([
      ['2026-A1', '2026-06-15'],
      ['2026-A2', '2026-09-15'],
      ['2027-A1', '2027-06-15'],
      ['2027-A2', '2027-09-15'],
    ]);
  });

  it('stop with 2029, the last year of the tax', () => {
    expect(dueDatesOf(liable, 'cvae_acompte', '2029-01-01', '2031-12-31').map(([period]) => period)).toEqual(['2029-A1', '2029-A2']);
  });

  it('none unless declared, none in the creation year', () => {
    expect(dueDatesOf(aProfile({ regimeImposition: 'is' }), 'cvae_acompte')).toEqual([]);
    expect(dueDatesOf({ ...liable, dateCreation: '2026-01-15' }, 'cvae_acompte')).toEqual([]);
  });
});
