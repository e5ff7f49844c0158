import { COMPLIANCE_MESSAGES, type BeneficialOwner, type ComplianceFile, type EngagementUpdate, type KycUpdate } from '../../../shared/compliance/api.ts';
import type { Role } from '../../../shared/users.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockActiveClient } from '../../batches/active-clients.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getComplianceFile } from './compliance-file.service.ts';
import { canonical, engagementJournalView, engagementRefusal, kycJournalView, kycRefusal, nextEngagement, nextKyc, ownersText, type Refusal } from './compliance-rules.ts';
import { readEngagementStates, saveEngagementStates, type EngagementState } from './engagement-record.ts';
import { readKycStates, readOwners, replaceOwners, upsertKycStates, type KycState } from './kyc-record.ts';
import { syncReviewObligations } from './review-obligations.ts';
import { readReviewPeriods } from './review-periods.setting.ts';

/** One client's change of its LCB-FT file; what is not given is kept. */
export type KycChange = KycUpdate & { clientId: string };
/** One client's change of its letter; `status: null` takes the letter away (the undo of a letter a bulk action created). */
export type EngagementChange = Omit<EngagementUpdate, 'status'> & { clientId: string; status?: EngagementState['status'] };

/** What a set of changes does, worked out before anything is written. */
export type CompliancePlan = {
  kyc: { writes: KycState[]; before: KycState[] };
  engagement: { writes: EngagementState[]; before: EngagementState[] };
  owners: { clientId: string; owners: BeneficialOwner[] }[];
  entries: ActivityEntry[];
  refused: (Refusal & { clientId: string })[];
};

/**
 * The changes against the files and letters as stored (the clients are locked by the caller): the
 * files first, then the letters, so that a letter is signed against the file as it will be.
 */
export async function planCompliance({
  tx,
  kycChanges = [],
  engagementChanges = [],
  actor,
  signedAtDefault,
}: {
  tx: Transaction;
  kycChanges?: readonly KycChange[];
  engagementChanges?: readonly EngagementChange[];
  actor: Actor;
  /** The date a letter marked « Signée » without one takes (a bulk action gives none: today); without it, such a letter is refused. */
  signedAtDefault?: string;
}): Promise<CompliancePlan> {
  const plan: CompliancePlan = { kyc: { writes: [], before: [] }, engagement: { writes: [], before: [] }, owners: [], entries: [], refused: [] };
  const clientIds = [...new Set([...kycChanges, ...engagementChanges].map((change) => change.clientId))];
  const files = await readKycStates(tx, clientIds);
  const periods = kycChanges.length > 0 ? await readReviewPeriods({ db: tx }) : null;
  for (const { clientId, beneficialOwners, ...update } of kycChanges) {
    const before = files.get(clientId);
    if (!before || !periods) continue;
    const after = nextKyc(before, update, actor, periods);
    const refusal = kycRefusal(after);
    if (refusal) {
      plan.refused.push({ clientId, ...refusal });
      continue;
    }
    const base = { entity: 'kyc' as const, entityId: clientId, clientId };
    const entries = changedFields(base, kycJournalView(before), kycJournalView(after));
    if (beneficialOwners !== undefined) {
      const previous = (await readOwners(tx, clientId)).map(({ id: _id, ...owner }) => owner);
      if (JSON.stringify(previous) !== JSON.stringify(beneficialOwners)) {
        entries.push({ ...base, action: 'update', field: 'beneficialOwners', oldValue: ownersText(previous), newValue: ownersText(beneficialOwners) });
        plan.owners.push({ clientId, owners: beneficialOwners });
      }
    }
    if (entries.length === 0 && canonical(before) === canonical(after)) continue;
    files.set(clientId, after);
    plan.kyc.writes.push(after);
    plan.kyc.before.push(before);
    plan.entries.push(...entries);
  }
  const letters = await readEngagementStates(tx, engagementChanges.map((change) => change.clientId));
  for (const { clientId, ...update } of engagementChanges) {
    const before = letters.get(clientId);
    const file = files.get(clientId);
    if (!before || !file) continue;
    const after = update.status === null ? { ...before, status: null } : nextEngagement(before, update);
    if (after.status === 'signee' && after.signedAt === null && signedAtDefault) after.signedAt = signedAtDefault;
    const refusal = after.status === null ? null : engagementRefusal(after, file);
    if (refusal) {
      plan.refused.push({ clientId, ...refusal });
      continue;
    }
    const entries = changedFields({ entity: 'engagement_letter', entityId: clientId, clientId }, engagementJournalView(before), engagementJournalView(after));
    if (entries.length === 0) continue;
    plan.engagement.writes.push(after);
    plan.engagement.before.push(before);
    plan.entries.push(...entries);
  }
  return plan;
}

/** Writes a plan in the caller's transaction, its journal entries (under the batch, for a bulk write) with it. */
export async function saveCompliancePlan({ tx, plan, actor, batchId }: { tx: Transaction; plan: CompliancePlan; actor: Actor; batchId?: string }): Promise<void> {
  await upsertKycStates(tx, plan.kyc.writes, actor);
  // « Revue LCB-FT » échéances follow the next review, in the same transaction.
  await syncReviewObligations({ tx, clientIds: plan.kyc.writes.map((state) => state.clientId), actor });
  for (const { clientId, owners } of plan.owners) await replaceOwners(tx, clientId, owners);
  await saveEngagementStates(tx, plan.engagement.writes, actor);
  await recordActivity(tx, actor, plan.entries, { batchId });
}

/** The 400 of a single client's refused change, naming its field. */
function refuse(refused: CompliancePlan['refused']): void {
  const [first] = refused;
  if (first) throw new AppError('VALIDATION', first.message, { issues: [{ path: first.path, message: first.message }] });
}

type WriteOptions<U> = { db: Db; clientId: string; update: U; actor: Actor; role: Role };

/**
 * PUT /api/compliance/{clientId}/kyc: some fields of an active client's LCB-FT file. Anyone may
 * write it (as the habilitations), but a stagiaire, who does not see the beneficial owners, may not write them.
 */
export async function updateKyc({ db, clientId, update, actor, role }: WriteOptions<KycUpdate>): Promise<ComplianceFile> {
  if (update.beneficialOwners !== undefined && role === 'stagiaire') throw new AppError('FORBIDDEN', COMPLIANCE_MESSAGES.ownersForbidden);
  return db.transaction(async (tx) => {
    await lockActiveClient({ tx, clientId });
    const plan = await planCompliance({ tx, kycChanges: [{ clientId, ...update }], actor });
    refuse(plan.refused);
    await saveCompliancePlan({ tx, plan, actor });
    return getComplianceFile({ db: tx, clientId, role });
  });
}

/** PUT /api/compliance/{clientId}/engagement: some fields of an active client's letter. */
export async function updateEngagement({ db, clientId, update, actor, role }: WriteOptions<EngagementUpdate>): Promise<ComplianceFile> {
  return db.transaction(async (tx) => {
    await lockActiveClient({ tx, clientId });
    const plan = await planCompliance({ tx, engagementChanges: [{ clientId, ...update }], actor });
    refuse(plan.refused);
    await saveCompliancePlan({ tx, plan, actor });
    return getComplianceFile({ db: tx, clientId, role });
  });
}
