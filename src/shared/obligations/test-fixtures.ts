// Test helpers (imported by the *.test.ts files only): a neutral profile and a short view of the
// derived obligations, so each table row says only what it is about.
import type { IsoDate } from './calendar.ts';
import { deriveObligations } from './derive.ts';
import type { Obligation, ObligationKind } from './kinds.ts';
import { FISCAL_PROFILE_DEFAULTS, type ObligationProfile } from './profile.ts';

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
