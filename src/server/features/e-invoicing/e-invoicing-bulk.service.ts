import type { EInvoicingUpdate } from '../../../shared/e-invoicing/api.ts';
import type { BulkResult } from '../../../shared/bulk.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockActiveClients } from '../../batches/active-clients.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny } from '../../batches/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';
import type { EInvoicingState } from './e-invoicing-record.ts';
import { planEInvoicing, savePlan, type EInvoicingChange } from './e-invoicing-write.service.ts';

/** The undo of 'e-invoicing.update': each changed record as it was (no record reads as NO_RECORD). */
export type EInvoicingSnapshot = { rows: EInvoicingState[] };

/**
 * Many clients' changes in the caller's transaction, with PUT /api/e-invoicing/{clientId}'s rules:
 * active clients only and every change valid (each refused one named, nothing written), created if
 * absent, what is not given kept, the échéances following the statuses. One batch, whose
 * snapshot restores each record as it was (the échéances follow it back by the same rule).
 */
export async function applyEInvoicingChanges({
  tx,
  changes,
  actor,
  undoOf,
}: {
  tx: Transaction;
  changes: readonly EInvoicingChange[];
  actor: Actor;
  undoOf?: string;
}): Promise<BulkResult> {
  refuseAny(await lockActiveClients({ tx, ids: changes.map((change) => change.clientId) }));
  const plan = await planEInvoicing({ tx, changes });
  refuseAny(plan.refused);
  const batchId = newBatchId();
  await savePlan({ tx, plan, actor, batchId });
  const snapshot: EInvoicingSnapshot = { rows: plan.before };
  return saveBatch({ tx, id: batchId, actor, kind: 'e-invoicing.update', rowCount: plan.writes.length, snapshot, undoOf });
}

/** POST /api/e-invoicing/bulk: « Changer le statut », « Définir la plateforme »… for the selected clients. */
export async function updateEInvoicingInBulk({
  db,
  clientIds,
  update,
  actor,
}: {
  db: Db;
  clientIds: readonly string[];
  update: EInvoicingUpdate;
  actor: Actor;
}): Promise<BulkResult> {
  return db.transaction((tx) => applyEInvoicingChanges({ tx, changes: clientIds.map((clientId) => ({ clientId, ...update })), actor }));
}
