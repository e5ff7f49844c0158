import { E_INVOICING_MESSAGES, type EInvoicingRow, type EInvoicingUpdate } from '../../../shared/e-invoicing/api.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockActiveClient } from '../../batches/active-clients.ts';
import type { RowRefusal } from '../../batches/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { moveObligations, obligationTargets, type ObligationTarget } from './e-invoicing-obligations.ts';
import { nextState, readStates, upsertStates, type EInvoicingState } from './e-invoicing-record.ts';
import { getEInvoicing } from './e-invoicing.service.ts';

/** One client's change; what is not given is kept. */
export type EInvoicingChange = EInvoicingUpdate & { clientId: string };

/** What a set of changes does, worked out before anything is written. */
export type EInvoicingPlan = {
  /** The records that change, as they will be. */
  writes: EInvoicingState[];
  /** The same records as they were: the undo. */
  before: EInvoicingState[];
  entries: ActivityEntry[];
  obligations: ObligationTarget[];
  /** Changes that would leave « Autre » without a name. */
  refused: RowRefusal[];
};

/** The changes against the records as stored (the clients are locked by the caller, so they cannot move meanwhile). */
export async function planEInvoicing({ tx, changes }: { tx: Transaction; changes: readonly EInvoicingChange[] }): Promise<EInvoicingPlan> {
  const stored = await readStates(tx, changes.map((change) => change.clientId));
  const plan: EInvoicingPlan = { writes: [], before: [], entries: [], obligations: [], refused: [] };
  for (const { clientId, ...update } of changes) {
    const before = stored.get(clientId);
    if (!before) continue;
    const after = nextState(before, update);
    if (!after) {
      plan.refused.push({ id: clientId, message: E_INVOICING_MESSAGES.platformOtherRequired });
      continue;
    }
    // The client id is the same on both sides: only the fields that changed are journalled.
    const entries = changedFields({ entity: 'e_invoicing', entityId: clientId, clientId }, before, after);
    if (entries.length === 0) continue;
    plan.writes.push(after);
    plan.before.push(before);
    plan.entries.push(...entries);
    plan.obligations.push(...obligationTargets(before, after));
  }
  return plan;
}

/**
 * Writes a plan in the caller's transaction: one upsert, the échéances that follow the statuses,
 * and every journal entry (under the batch, for a bulk write) in one call, so they commit together.
 */
export async function savePlan({ tx, plan, actor, batchId }: { tx: Transaction; plan: EInvoicingPlan; actor: Actor; batchId?: string }): Promise<void> {
  await upsertStates(tx, plan.writes, actor);
  const moved = await moveObligations({ tx, targets: plan.obligations, actor });
  await recordActivity(tx, actor, [...plan.entries, ...moved], { batchId });
}

/** PUT /api/e-invoicing/{clientId}: some of the editable fields of one active client. */
export async function updateEInvoicing({
  db,
  clientId,
  update,
  actor,
}: {
  db: Db;
  clientId: string;
  update: EInvoicingUpdate;
  actor: Actor;
}): Promise<EInvoicingRow> {
  return db.transaction(async (tx) => {
    await lockActiveClient({ tx, clientId });
    const plan = await planEInvoicing({ tx, changes: [{ clientId, ...update }] });
    if (plan.refused.length > 0) {
      const message = E_INVOICING_MESSAGES.platformOtherRequired;
      throw new AppError('VALIDATION', message, { issues: [{ path: 'platformOther', message }] });
    }
    await savePlan({ tx, plan, actor });
    return getEInvoicing({ db: tx, clientId });
  });
}
