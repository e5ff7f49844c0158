import { sql } from 'drizzle-orm';
import type { BulkResult } from '../../../shared/bulk.ts';
import { recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny, unknownRows } from '../../batches/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { collaboratorEntityId } from './clients-collaborators.service.ts';

export type CollaboratorOp = 'add' | 'remove';
/** The undo of 'clients.collaborators': the opposite operation on the clients that changed. */
export type CollaboratorSnapshot = { userId: string; op: CollaboratorOp; clientIds: string[] };

/**
 * « Ajouter / Retirer un collaborateur » for many clients, in the caller's transaction: the rules
 * of PUT/DELETE /api/clients/:id/collaborators/:userId (idempotent; every client is touched, as
 * the single-row write touches it), one statement for the assignments, one journal entry per
 * assignment made or removed.
 */
export async function applyCollaboratorChange({
  tx,
  ids,
  userId,
  op,
  actor,
  undoOf,
}: {
  tx: Transaction;
  ids: readonly string[];
  userId: string;
  op: CollaboratorOp;
  actor: Actor;
  undoOf?: string;
}): Promise<BulkResult> {
  const [user] = (await tx.execute<{ fullName: string }>(sql`SELECT full_name AS "fullName" FROM users WHERE id = ${userId}::uuid`)).rows;
  if (!user) throw new AppError('VALIDATION', 'Collaborateur inconnu', { issues: [{ path: 'userId', message: 'Collaborateur inconnu' }] });
  const { rows: touched } = await tx.execute<{ id: string }>(sql`
    UPDATE clients SET updated_by = ${actor.id}::uuid, updated_at = now()
    WHERE id IN (SELECT id FROM clients WHERE id = ANY(${sql.param(ids)}::uuid[]) ORDER BY id FOR UPDATE)
    RETURNING id`);
  refuseAny(unknownRows(ids, new Set(touched.map((row) => row.id))));
  const { rows: changed } = await tx.execute<{ clientId: string }>(
    op === 'add'
      ? sql`INSERT INTO client_collaborators (client_id, collaborator_id)
            SELECT id, ${userId}::uuid FROM unnest(${sql.param(ids)}::uuid[]) AS v(id)
            ON CONFLICT DO NOTHING RETURNING client_id AS "clientId"`
      : sql`DELETE FROM client_collaborators WHERE collaborator_id = ${userId}::uuid AND client_id = ANY(${sql.param(ids)}::uuid[])
            RETURNING client_id AS "clientId"`,
  );
  const batchId = newBatchId();
  const entries = changed.map(
    ({ clientId }): ActivityEntry => ({
      entity: 'client_collaborator',
      entityId: collaboratorEntityId(clientId, userId),
      clientId,
      action: op === 'add' ? 'create' : 'delete',
      field: 'collaboratorId',
      ...(op === 'add' ? { newValue: user.fullName } : { oldValue: user.fullName }),
    }),
  );
  await recordActivity(tx, actor, entries, { batchId });
  const snapshot: CollaboratorSnapshot = { userId, op: op === 'add' ? 'remove' : 'add', clientIds: changed.map((row) => row.clientId) };
  return saveBatch({ tx, id: batchId, actor, kind: 'clients.collaborators', rowCount: changed.length, snapshot, undoOf });
}

export async function changeCollaboratorsInBulk(options: { db: Db; ids: readonly string[]; userId: string; op: CollaboratorOp; actor: Actor }): Promise<BulkResult> {
  const { db, ...change } = options;
  return db.transaction((tx) => applyCollaboratorChange({ tx, ...change }));
}
