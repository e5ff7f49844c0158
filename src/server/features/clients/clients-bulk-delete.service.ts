import { sql, type SQL } from 'drizzle-orm';
import type { BulkResult } from '../../../shared/bulk.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny, unknownRows } from '../../batches/refusal.ts';
import { restoreRows, type Reference } from '../../batches/restore-rows.ts';
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
  eInvoicing: unknown[];
  notes: unknown[];
  /** The clients' missions, then their stages' rows (children of the missions); absent from snapshots taken before issue 24. */
  missions?: unknown[];
  missionProgress?: unknown[];
  taskLinks: { id: string; clientId: string }[];
  /** Tasks that only lost their mission (the task outlives it). */
  taskMissionLinks?: { id: string; missionId: string }[];
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
  ['eInvoicing', 'client_e_invoicing'],
  ['notes', 'notes'],
  ['missions', 'missions'],
] as const;

const rowsOf = async (tx: Transaction, table: string, ids: readonly string[]): Promise<unknown[]> => {
  const { rows } = await tx.execute<{ rows: unknown[] }>(
    sql`SELECT coalesce(jsonb_agg(t), '[]'::jsonb) AS rows FROM ${sql.identifier(table)} AS t WHERE t.client_id = ANY(${sql.param(ids)}::uuid[])`,
  );
  return rows[0]?.rows ?? [];
};

/** The stages' rows of the clients' missions: children of the missions, they have no client_id of their own. */
const missionProgressOf = async (tx: Transaction, ids: readonly string[]): Promise<unknown[]> => {
  const { rows } = await tx.execute<{ rows: unknown[] }>(sql`
    SELECT coalesce(jsonb_agg(p), '[]'::jsonb) AS rows FROM mission_stage_progress AS p
    WHERE p.mission_id IN (SELECT id FROM missions WHERE client_id = ANY(${sql.param(ids)}::uuid[]))`);
  return rows[0]?.rows ?? [];
};

const taskMissionLinksOf = async (tx: Transaction, ids: readonly string[]) =>
  (
    await tx.execute<{ id: string; missionId: string }>(sql`
      SELECT t.id, t.mission_id AS "missionId" FROM tasks t JOIN missions m ON m.id = t.mission_id WHERE m.client_id = ANY(${sql.param(ids)}::uuid[])`)
  ).rows;

const linksOf = async (tx: Transaction, table: 'tasks' | 'bank_changes', ids: readonly string[]) =>
  (await tx.execute<{ id: string; clientId: string }>(sql`SELECT id, client_id AS "clientId" FROM ${sql.identifier(table)} WHERE client_id = ANY(${sql.param(ids)}::uuid[])`)).rows;

/**
 * « Supprimer » for many clients, in the caller's transaction: as DELETE /api/clients/:id, their
 * assignments, authorisations, tracking rows, deadlines, e-invoicing records, notes and missions go with them, their tasks and
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
    eInvoicing: await rowsOf(tx, 'client_e_invoicing', ids),
    notes: await rowsOf(tx, 'notes', ids),
    missions: await rowsOf(tx, 'missions', ids),
    missionProgress: await missionProgressOf(tx, ids),
    taskLinks: await linksOf(tx, 'tasks', ids),
    taskMissionLinks: await taskMissionLinksOf(tx, ids),
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

const BY_USER: Reference = ['updated_by', 'users'];

/**
 * The undo of a deletion: each table's rows back as they were, ids included. A software, user or
 * tracking year deleted since is handled as its deletion would have handled these rows; links of
 * tasks and bank changes are restored where nobody relinked them.
 */
export async function restoreDeletedClients({ tx, snapshot, actor, undoOf }: { tx: Transaction; snapshot: DeletedClients; actor: Actor; undoOf: string }): Promise<BulkResult> {
  const restored = await restoreRows<{ id: string; raison_sociale: string }>({
    tx,
    table: 'clients',
    rows: snapshot.clients,
    nullIfGone: [['software_id', 'software'], ['collaborator_id', 'users'], BY_USER],
  });
  const cascaded: Record<(typeof CASCADED)[number][0], { nullIfGone: Reference[]; keepIf?: SQL }> = {
    collaborators: { nullIfGone: [], keepIf: sql`EXISTS (SELECT 1 FROM users u WHERE u.id = r.collaborator_id)` },
    authorizations: { nullIfGone: [BY_USER] },
    tracking: { nullIfGone: [BY_USER], keepIf: sql`EXISTS (SELECT 1 FROM tracking_years y WHERE y.kind = r.kind AND y.year = r.year)` },
    obligations: { nullIfGone: [['status_by', 'users']] },
    eInvoicing: { nullIfGone: [BY_USER, ['last_reminder_by', 'users']] },
    notes: { nullIfGone: [['author_id', 'users'], BY_USER] },
    missions: {
      nullIfGone: [['responsible_id', 'users'], ['reviewer_id', 'users'], ['created_by', 'users'], BY_USER],
      keepIf: sql`EXISTS (SELECT 1 FROM mission_stages s WHERE s.id = r.stage_id AND s.template_id = r.template_id)`,
    },
  };
  for (const [key, table] of CASCADED) await restoreRows({ tx, table, rows: snapshot[key] ?? [], ...cascaded[key] });
  // Children of the missions, after them: a mission that could not come back takes its rows with it.
  await restoreRows({
    tx,
    table: 'mission_stage_progress',
    rows: snapshot.missionProgress ?? [],
    nullIfGone: [['done_by', 'users']],
    keepIf: sql`EXISTS (SELECT 1 FROM missions m WHERE m.id = r.mission_id) AND EXISTS (SELECT 1 FROM mission_stages s WHERE s.id = r.stage_id)`,
  });
  const missionLinks = snapshot.taskMissionLinks ?? [];
  await tx.execute(sql`
    UPDATE tasks AS t SET mission_id = v.mission_id
    FROM unnest(${sql.param(missionLinks.map((link) => link.id))}::uuid[], ${sql.param(missionLinks.map((link) => link.missionId))}::uuid[]) AS v(id, mission_id)
    WHERE t.id = v.id AND t.mission_id IS NULL AND EXISTS (SELECT 1 FROM missions m WHERE m.id = v.mission_id)`);
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
    restored.map((row) => ({ entity: 'client' as const, entityId: row.id, clientId: row.id, action: 'create' as const, field: 'raisonSociale', newValue: row.raison_sociale })),
    { batchId },
  );
  const ids: RestoredClients = { ids: restored.map((row) => row.id) };
  return saveBatch({ tx, id: batchId, actor, kind: 'clients.restore', rowCount: restored.length, snapshot: ids, undoOf });
}
