import { sql } from 'drizzle-orm';
import { BULK_MESSAGES, type BulkResult } from '../../../shared/bulk.ts';
import { recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { restoreRows, type Reference } from '../../batches/restore-rows.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createdEntry } from './mission-create.service.ts';

// A campaign undone: the missions it created go, as they are, kept in the undo's snapshot so that
// undoing the undo puts them back (ids, stages' rows and all).

/** The undo of 'missions.delete': the missions' rows and their stages' rows, as PostgreSQL's JSON of each. */
export type DeletedMissions = { missions: unknown[]; progress: unknown[] };

type Locked = { row: { id: string; client_id: string; closing_date: string }; templateName: string };

const deletedEntry = (mission: { id: string; clientId: string; closingDate: string }, templateName: string): ActivityEntry => {
  const { newValue, ...entry } = createdEntry(mission, templateName);
  return { ...entry, action: 'delete', oldValue: newValue };
};

/**
 * Deletes the missions still there among `ids`, in the caller's transaction, journalled as one
 * batch ('missions.delete', whose undo restores them). Refused (409) when a task was tied to one of
 * them since: undoing the campaign would silently cut that link.
 */
export async function deleteMissions({ tx, ids, actor, undoOf }: { tx: Transaction; ids: readonly string[]; actor: Actor; undoOf?: string }): Promise<BulkResult> {
  const wanted = sql`${sql.param([...ids])}::uuid[]`;
  const { rows: locked } = await tx.execute<Locked>(sql`
    SELECT to_jsonb(m) AS row, t.name AS "templateName" FROM missions m JOIN mission_templates t ON t.id = m.template_id
    WHERE m.id = ANY(${wanted}) ORDER BY m.id FOR UPDATE OF m`);
  const { rows: linked } = await tx.execute(sql`SELECT 1 FROM tasks WHERE mission_id = ANY(${wanted}) LIMIT 1`);
  if (linked.length > 0) throw new AppError('CONFLICT', BULK_MESSAGES.undoConflict);
  const { rows: progress } = await tx.execute<{ rows: unknown[] }>(sql`
    SELECT coalesce(jsonb_agg(p), '[]'::jsonb) AS rows FROM mission_stage_progress p WHERE p.mission_id = ANY(${wanted})`);
  await tx.execute(sql`DELETE FROM missions WHERE id = ANY(${wanted})`);
  const batchId = newBatchId();
  await recordActivity(
    tx,
    actor,
    locked.map(({ row, templateName }) => deletedEntry({ id: row.id, clientId: row.client_id, closingDate: row.closing_date }, templateName)),
    { batchId },
  );
  const snapshot: DeletedMissions = { missions: locked.map(({ row }) => row), progress: progress[0]?.rows ?? [] };
  return saveBatch({ tx, id: batchId, actor, kind: 'missions.delete', rowCount: locked.length, snapshot, undoOf });
}

const BY_USER: readonly Reference[] = [
  ['responsible_id', 'users'],
  ['reviewer_id', 'users'],
  ['created_by', 'users'],
  ['updated_by', 'users'],
];

/**
 * The undo of a deletion: the missions and their stages' rows back as they were, ids included; a
 * user deleted since is left out as its deletion would have (set to null); a mission whose client,
 * template or stage is gone since, or made again meanwhile, cannot come back.
 */
export async function restoreMissions({ tx, snapshot, actor, undoOf }: { tx: Transaction; snapshot: DeletedMissions; actor: Actor; undoOf: string }): Promise<BulkResult> {
  const restored = await restoreRows<{ id: string; client_id: string; closing_date: string; template_id: string }>({
    tx,
    table: 'missions',
    rows: snapshot.missions,
    nullIfGone: BY_USER,
    keepIf: sql`EXISTS (SELECT 1 FROM clients c WHERE c.id = r.client_id)
      AND EXISTS (SELECT 1 FROM mission_stages s WHERE s.id = r.stage_id AND s.template_id = r.template_id)
      AND NOT EXISTS (SELECT 1 FROM missions o WHERE o.client_id = r.client_id AND o.template_id = r.template_id AND o.closing_date = r.closing_date)`,
  });
  await restoreRows({
    tx,
    table: 'mission_stage_progress',
    rows: snapshot.progress,
    nullIfGone: [['done_by', 'users']],
    keepIf: sql`EXISTS (SELECT 1 FROM missions m WHERE m.id = r.mission_id) AND EXISTS (SELECT 1 FROM mission_stages s WHERE s.id = r.stage_id)`,
  });
  const { rows: names } = await tx.execute<{ id: string; name: string }>(sql`
    SELECT id, name FROM mission_templates WHERE id = ANY(${sql.param([...new Set(restored.map((row) => row.template_id))])}::uuid[])`);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const batchId = newBatchId();
  await recordActivity(
    tx,
    actor,
    restored.map((row) => createdEntry({ id: row.id, clientId: row.client_id, closingDate: row.closing_date }, nameOf.get(row.template_id) ?? '')),
    { batchId },
  );
  return saveBatch({ tx, id: batchId, actor, kind: 'missions.restore', rowCount: restored.length, snapshot: { ids: restored.map((row) => row.id) }, undoOf });
}
