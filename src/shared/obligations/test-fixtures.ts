// Test helpers (imported by the *.test.ts files only): a neutral profile and a short view of the
// derived obligations, so each table row says only what it is about.
import type { ObligationRow } from './api.ts';
import type { IsoDate } from './calendar.ts';
import { deriveObligations } from './derive.ts';
import type { Obligation, ObligationKind } from './kinds.ts';
import { FISCAL_PROFILE_DEFAULTS } from './profile.ts';
import type { ObligationProfile } from './obligation-profile.ts';

/** A SARL in Lyon closing on 31/12, with nothing declared: each test adds what it is about. */
export function aProfile(overrides: Partial<ObligationProfile> = {}): ObligationProfile {
  return {
    ...FISCAL_PROFILE_DEFAULTS,
    classification: 'SARL',
    dateCloture: '2025-12-31',
    codePostal: '69003',
    siret: '12345678900012',
    ...overrides,
  };
}

export function obligationsOf(
  profile: ObligationProfile,
  kind: ObligationKind,
  from: IsoDate = '2026-01-01',
  to: IsoDate = '2026-12-31',
): Obligation[] {
  return deriveObligations({ profile, from, to }).filter((o) => o.kind === kind);
}

/** [period, dueDate] of one kind, in due-date order. */
export const dueDatesOf = (...args: Parameters<typeof obligationsOf>) =>
  obligationsOf(...args).map((o) => [o.period, o.dueDate] as const);

/** A row of GET /api/obligations: Boulangerie Martin's TVA CA3 for October 2026, to do; each test sets what it is about. */
export const anObligationRow = (fields: Partial<ObligationRow> = {}): ObligationRow => ({
  id: '00000000-0000-4000-8000-000000000003',
  clientId: '00000000-0000-4000-8000-000000000001',
  raisonSociale: 'Boulangerie Martin',
  kind: 'tva_ca3',
  period: '2026-10',
  label: 'TVA CA3 — octobre 2026',
  dueDate: '2026-11-19',
  estimated: false,
  estimateNote: null,
  toleranceDate: null,
  status: 'a_faire',
  note: null,
  obsolete: false,
  statusBy: null,
  statusAt: null,
  ...fields,
});
