import type { Undoers } from '../../batches/batch.ts';
import { applyComplianceChanges, COMPLIANCE_BATCH_KIND, type ComplianceSnapshot } from './compliance-bulk.service.ts';

/** How a Conformité batch is undone: the review dates and the letters back as they were (the snapshot is this feature's own JSON). */
export const complianceUndoers = {
  [COMPLIANCE_BATCH_KIND]: ({ tx, snapshot, actor, undoOf }) => {
    const { kyc, engagement } = snapshot as ComplianceSnapshot;
    return applyComplianceChanges({ tx, kycChanges: kyc, engagementChanges: engagement, actor, undoOf });
  },
} satisfies Undoers;
