import { describe, expect, it } from 'vitest';

import { TRACKING_MESSAGES, type TrackingRow } from '../../../../shared/tracking.ts';
import { countLatestYear, readNewYear, statusForYear } from './tracking-rows.ts';

let serial = 0;
function row(statuses: TrackingRow['statuses']): TrackingRow {
  serial += 1;
  return {
    clientId: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    raisonSociale: `Client ${serial}`,
    siret: null,
    statuses,
  };
}

describe('statusForYear', () => {
  it('reads a year without a record as à faire', () => {
    expect(statusForYear(row({ '2025': 'fait' }), 2025)).toBe('fait');
    expect(statusForYear(row({ '2025': 'fait' }), 2026)).toBe('a_faire');
  });
});

describe('countLatestYear', () => {
  it('counts the most recent year only', () => {
    const rows = [
      row({ '2026': 'fait', '2025': 'fait' }),
      row({ '2025': 'pas_concerne' }),
      row({ '2026': 'pas_concerne' }),
    ];
    expect(countLatestYear(rows, 2026)).toEqual({ a_faire: 1, fait: 1, pas_concerne: 1 });
    expect(countLatestYear(rows, undefined)).toEqual({ a_faire: 0, fait: 0, pas_concerne: 0 });
  });
});

describe('readNewYear', () => {
  it('accepts an integer from 2000 to 2100', () => {
    expect(readNewYear('2000', [])).toEqual({ ok: true, year: 2000 });
    expect(readNewYear(' 2100 ', [2026])).toEqual({ ok: true, year: 2100 });
  });

  it('refuses anything else with the SPEC message', () => {
    for (const text of ['', '1999', '2101', '2026.5', 'deux mille', '-2026']) {
      expect(readNewYear(text, [])).toEqual({ ok: false, message: TRACKING_MESSAGES.invalidYear });
    }
  });

  it('refuses a year the kind already has', () => {
    expect(readNewYear('2026', [2026, 2025])).toEqual({ ok: false, message: TRACKING_MESSAGES.duplicateYear });
  });
});
