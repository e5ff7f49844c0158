// Test helpers (imported by tests and benchmarks only): a compliance row with nothing filed, so
// each test or benchmark names only the fields it is about.
import type { ComplianceRow } from './api.ts';

/** A client's row with no file yet (no gap computed: a test that reads gaps gives them). */
export function aComplianceRow(raisonSociale: string, values: Partial<ComplianceRow> = {}): ComplianceRow {
  return {
    clientId: '00000000-0000-4000-8000-000000000000',
    raisonSociale,
    endedAt: null,
    vigilance: null,
    assessedAt: null,
    identityVerifiedAt: null,
    beneficialOwnersCount: 0,
    sanctionsCheckedAt: null,
    lastReviewAt: null,
    nextReviewAt: null,
    engagementStatus: null,
    engagementSignedAt: null,
    engagementMissions: [],
    engagementFees: null,
    engagementFeesMode: null,
    documentsCount: 0,
    gaps: [],
    ...values,
  };
}
