import { sql } from 'drizzle-orm';
import type { BulkResult } from '../../../shared/bulk.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../bulk/batch.ts';
import { refuseAny, unknownRows } from '../../bulk/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';

/**
 * The undo of 'clients.delete': the clients' rows and every row deleted with them (the foreign
 * keys' cascade), as PostgreSQL's JSON of each table's rows, and the tasks and bank changes that
 * only lost their link. Restored as they were, ids included.
 */
export type DeletedClients = {
  clients: unknown[];
  collaborators: unknown[];
  authorizations: unknown[];
  tracking: unknown[];
  obligations: unknown[];
  notes: unknown[];
  taskLinks: { id: string; clientId: string }[];
  bankChangeLinks: { id: string; clientId: string }[];
};
/** The undo of 'clients.restore': deleting them again. */
export type RestoredClients = { ids: string[] };

/** The tables a client's deletion cascades to, in the order they are restored (parents first). */
const CASCADED = [
  ['collaborators', 'client_collaborators'],
  ['authorizations', 'client_authorizations'],
  ['tracking', 'yearly_tracking'],
  ['obligations', 'client_obligations'],
  ['notes', 'notes'],
] as const;

const rowsOf = async (tx: Transaction, table: string, ids: readonly string[]): Promise<unknown[]> => {
  const { rows } = await tx.execute<{ rows: unknown[] }>(
    sql`SELECT coalesce(jsonb_agg(t), '[]'::jsonb) AS rows FROM ${sql.identifier(table)} AS t WHERE t.client_id = ANY(${sql.param(ids)}::uuid[])`,
  );
  return rows[0]?.rows ?? [];
};

const linksOf = async (tx: Transaction, table: 'tasks' | 'bank_changes', ids: readonly string[]) =>
  (await tx.execute<{ id: string; clientId: string }>(sql`SELECT id, client_id AS "clientId" FROM ${sql.identifier(table)} WHERE client_id = ANY(${sql.param(ids)}::uuid[])`)).rows;

/**
 * « Supprimer » for many clients, in the caller's transaction: as DELETE /api/clients/:id, their
 * assignments, authorisations, tracking rows, deadlines and notes go with them, their tasks and
 * bank changes stay unlinked, their journal stays. Everything deleted is kept in the batch's
 * snapshot for the undo.
 */
export async function applyClientDeletion({ tx, ids, actor, undoOf }: { tx: Transaction; ids: readonly string[]; actor: Actor; undoOf?: string }): Promise<BulkResult> {
  const { rows: locked } = await tx.execute<{ row: { id: string; raison_sociale: string } }>(sql`
    SELECT to_jsonb(c) AS row FROM clients AS c WHERE id = ANY(${sql.param(ids)}::uuid[]) ORDER BY id FOR UPDATE`);
  refuseAny(unknownRows(ids, new Set(locked.map(({ row }) => row.id))));
  const snapshot: DeletedClients = {
    clients: locked.map(({ row }) => row),
    collaborators: await rowsOf(tx, 'client_collaborators', ids),
    authorizations: await rowsOf(tx, 'client_authorizations', ids),
    tracking: await rowsOf(tx, 'yearly_tracking', ids),
    obligations: await rowsOf(tx, 'client_obligations', ids),
    notes: await rowsOf(tx, 'notes', ids),
    taskLinks: await linksOf(tx, 'tasks', ids),
    bankChangeLinks: await linksOf(tx, 'bank_changes', ids),
  };
  await tx.execute(sql`DELETE FROM clients WHERE id = ANY(${sql.param(ids)}::uuid[])`);
  const batchId = newBatchId();
  await recordActivity(
    tx,
    actor,
    locked.map(({ row }) => ({ entity: 'client', entityId: row.id, clientId: row.id, action: 'delete', field: 'raisonSociale', oldValue: row.raison_sociale })),
    { batchId },
  );
  return saveBatch({ tx, id: batchId, actor, kind: 'clients.delete', rowCount: locked.length, snapshot, undoOf });
}

export async function deleteClientsInBulk({ db, ids, actor }: { db: Db; ids: readonly string[]; actor: Actor }): Promise<BulkResult> {
  return db.transaction((tx) => applyClientDeletion({ tx, ids, actor }));
}

/**
 * The undo of a deletion: each table's rows back from their JSON, ids and values as they were.
 * A tracking year deleted since drops its rows; a software or user deleted since is left unset;
 * links of tasks and bank changes are restored where nobody relinked them.
 */
export async function restoreDeletedClients({ tx, snapshot, actor, undoOf }: { tx: Transaction; snapshot: DeletedClients; actor: Actor; undoOf: string }): Promise<BulkResult> {
  const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
  await tx.execute(sql`
    INSERT INTO clients SELECT r.* FROM jsonb_populate_recordset(NULL::clients, ${json(snapshot.clients)}) AS r`);
  // Whatever the restored rows point at that no longer exists is unset, as its deletion would have done.
  const ids = snapshot.clients.map((row) => (row as { id: string }).id);
  await tx.execute(sql`
    UPDATE clients SET software_id = NULL WHERE id = ANY(${sql.param(ids)}::uuid[]) AND software_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM software s WHERE s.id = clients.software_id)`);
  await tx.execute(sql`
    UPDATE clients SET collaborator_id = NULL WHERE id = ANY(${sql.param(ids)}::uuid[]) AND collaborator_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = clients.collaborator_id)`);
  for (const [key, table] of CASCADED) {
    const guard =
      table === 'client_collaborators'
        ? sql`WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = r.collaborator_id)`
        : table === 'yearly_tracking'
          ? sql`WHERE EXISTS (SELECT 1 FROM tracking_years y WHERE y.kind = r.kind AND y.year = r.year)`
          : sql``;
    await tx.execute(sql`
      INSERT INTO ${sql.identifier(table)} SELECT r.* FROM jsonb_populate_recordset(NULL::${sql.identifier(table)}, ${json(snapshot[key])}) AS r ${guard}`);
  }
  for (const [links, table] of [[snapshot.taskLinks, 'tasks'], [snapshot.bankChangeLinks, 'bank_changes']] as const) {
    await tx.execute(sql`
      UPDATE ${sql.identifier(table)} AS t SET client_id = v.client_id
      FROM unnest(${sql.param(links.map((link) => link.id))}::uuid[], ${sql.param(links.map((link) => link.clientId))}::uuid[]) AS v(id, client_id)
      WHERE t.id = v.id AND t.client_id IS NULL`);
  }
  const batchId = newBatchId();
  await recordActivity(
    tx,
    actor,
    snapshot.clients.map((row) => {
      const { id, raison_sociale: name } = row as { id: string; raison_sociale: string };
      return { entity: 'client' as const, entityId: id, clientId: id, action: 'create' as const, field: 'raisonSociale', newValue: name };
    }),
    { batchId },
  );
  const restored: RestoredClients = { ids };
  return saveBatch({ tx, id: batchId, actor, kind: 'clients.restore', rowCount: ids.length, snapshot: restored, undoOf });
}
