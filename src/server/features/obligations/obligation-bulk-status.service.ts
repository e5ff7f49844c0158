import { sql } from 'drizzle-orm';
import { obligationEntityId } from '../../../shared/obligations/journal.ts';
import type { ObligationStatus } from '../../../shared/obligations/kinds.ts';
import { recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

type Locked = { id: string; clientId: string; kind: string; period: string; status: ObligationStatus };

/**
 * POST /api/obligations/status: one status for many rows, in one transaction with one journal
 * entry per row that changed (rows already at that status are left as they are). An unknown id
 * refuses the whole change: the selection is stale, nothing is written.
 */
export async function updateObligationStatuses({
  db,
  ids,
  status,
  actor,
}: {
  db: Db;
  ids: readonly string[];
  status: ObligationStatus;
  actor: Actor;
}): Promise<{ updated: number }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // Locked in the key's order, the order the regeneration writes in: the two never wait on each other in a cycle.
    const { rows } = await tx.execute<Locked>(sql`
      SELECT id, client_id AS "clientId", kind, period, status FROM client_obligations
      WHERE id = ANY(${sql.param(wanted)}::uuid[])
      ORDER BY client_id, kind, period
      FOR UPDATE`);
    if (rows.length !== wanted.length) {
      throw new AppError('NOT_FOUND', `${wanted.length - rows.length} échéance(s) introuvable(s) : rechargez la liste.`);
    }
    const changing = rows.filter((row) => row.status !== status);
    if (changing.length === 0) return { updated: 0 };
    await tx.execute(sql`
      UPDATE client_obligations SET status = ${status}::tracking_status, status_by = ${actor.id}::uuid, status_at = now(), updated_at = now()
      WHERE id = ANY(${sql.param(changing.map((row) => row.id))}::uuid[])`);
    const entries = changing.map(
      (row): ActivityEntry => ({
        entity: 'obligation',
        entityId: obligationEntityId(row),
        clientId: row.clientId,
        action: 'update',
        field: 'status',
        oldValue: row.status,
        newValue: status,
      }),
    );
    await recordActivity(tx, actor, entries);
    return { updated: changing.length };
  });
}
