import type { ComplianceFile } from '../../../../shared/compliance/api.ts';

export const CLIENT_ID = '3f2b8c1d-4e5a-4b6c-9d7e-8f9a0b1c2d3e';

/** A client's file with nothing assessed yet, changed by `kyc` and `file`. */
export function complianceFile(kyc: Partial<ComplianceFile['kyc']> = {}, file: Partial<ComplianceFile> = {}): ComplianceFile {
  return {
    clientId: CLIENT_ID,
    raisonSociale: 'Boulangerie Martin',
    endedAt: null,
    kyc: {
      vigilance: null,
      assessedAt: null,
      assessedByName: null,
      justification: null,
      risk: null,
      identityVerifiedAt: null,
      identityDocument: null,
      identityVerifiedByName: null,
      beneficialOwners: [],
      beneficialOwnersCount: 0,
      sanctionsCheckedAt: null,
      sanctionsResult: null,
      lastReviewAt: null,
      nextReviewAt: null,
      ...kyc,
    },
    engagement: { status: null, missions: [], missionsOther: null, fees: null, feesMode: null, startDate: null, tacitRenewal: false, signedAt: null },
    documents: [],
    gaps: [],
    ...file,
  };
}
