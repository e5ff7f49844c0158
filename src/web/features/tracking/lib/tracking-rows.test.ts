import { describe, expect, it } from 'vitest';

import { TRACKING_MESSAGES, type TrackingRow } from '../../../../shared/tracking.ts';
import { readNewYear, statusForYear } from './tracking-rows.ts';

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
