import { COMPLIANCE_MESSAGES, type ComplianceBulk } from '../../../shared/compliance/api.ts';
import type { BulkResult } from '../../../shared/bulk.ts';
import { parisToday } from '../../../shared/dates.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockActiveClients } from '../../batches/active-clients.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny } from '../../batches/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { planCompliance, saveCompliancePlan, type EngagementChange, type KycChange } from './compliance-write.service.ts';

export const COMPLIANCE_BATCH_KIND = 'compliance.update';

/** The undo of 'compliance.update': what the batch changed, as it was (a letter's status null: there was no letter). */
export type ComplianceSnapshot = {
  kyc: Pick<KycChange, 'clientId' | 'lastReviewAt'>[];
  engagement: Pick<EngagementChange, 'clientId' | 'status' | 'signedAt'>[];
};

/**
 * Many clients' changes in the caller's transaction, with the PUT routes' rules: active clients
 * only, every change valid (each refused one named, nothing written). One batch, whose snapshot
 * puts back the review dates and the letters' status and date as they were.
 */
export async function applyComplianceChanges({
  tx,
  kycChanges = [],
  engagementChanges = [],
  actor,
  undoOf,
  signedAtDefault,
}: {
  tx: Transaction;
  kycChanges?: readonly KycChange[];
  engagementChanges?: readonly EngagementChange[];
  actor: Actor;
  undoOf?: string;
  signedAtDefault?: string;
}): Promise<BulkResult> {
  refuseAny(await lockActiveClients({ tx, ids: [...new Set([...kycChanges, ...engagementChanges].map((change) => change.clientId))] }));
  const plan = await planCompliance({ tx, kycChanges, engagementChanges, actor, signedAtDefault });
  refuseAny(plan.refused.map((refusal) => ({ id: refusal.clientId, message: refusal.message })));
  const batchId = newBatchId();
  await saveCompliancePlan({ tx, plan, actor, batchId });
  const snapshot: ComplianceSnapshot = {
    kyc: plan.kyc.before.map(({ clientId, lastReviewAt }) => ({ clientId, lastReviewAt })),
    engagement: plan.engagement.before.map(({ clientId, status, signedAt }) => ({ clientId, status, signedAt })),
  };
  const rowCount = new Set([...plan.kyc.writes, ...plan.engagement.writes].map((state) => state.clientId)).size;
  return saveBatch({ tx, id: batchId, actor, kind: COMPLIANCE_BATCH_KIND, rowCount, snapshot, undoOf });
}

/**
 * POST /api/compliance/bulk: « Changer le statut de la lettre » and « Définir la date de revue »
 * for the selected clients. A letter marked « Signée » without a date is signed today; a letter
 * that does not exist yet is created.
 */
export async function updateComplianceInBulk({ db, bulk, actor }: { db: Db; bulk: ComplianceBulk; actor: Actor }): Promise<BulkResult> {
  const today = parisToday();
  const { clientIds, engagementStatus, lastReviewAt } = bulk;
  if (lastReviewAt !== undefined && lastReviewAt > today) {
    throw new AppError('VALIDATION', COMPLIANCE_MESSAGES.reviewInFuture, { issues: [{ path: 'lastReviewAt', message: COMPLIANCE_MESSAGES.reviewInFuture }] });
  }
  return db.transaction((tx) =>
    applyComplianceChanges({
      tx,
      kycChanges: lastReviewAt === undefined ? [] : clientIds.map((clientId) => ({ clientId, lastReviewAt })),
      engagementChanges: engagementStatus === undefined ? [] : clientIds.map((clientId) => ({ clientId, status: engagementStatus })),
      actor,
      signedAtDefault: today,
    }),
  );
}
