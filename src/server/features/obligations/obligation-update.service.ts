import { sql } from 'drizzle-orm';
import type { ObligationRow, ObligationUpdate } from '../../../shared/obligations/api.ts';
import { obligationEntityId } from '../../../shared/obligations/journal.ts';
import type { ObligationStatus } from '../../../shared/obligations/kinds.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { obligationRowColumns, obligationRowFrom } from './obligation-row-sql.ts';

type Followed = { clientId: string; kind: string; period: string; status: ObligationStatus; note: string | null };

/**
 * PUT /api/obligations/{id}: the status and/or the note. The row is locked while it is read, so
 * two people writing at once each journal the value they replaced. status_by and status_at say who
 * changed the status last and when; a note alone leaves them. The journal and the live-update
 * notice commit with the write (recordActivity).
 */
export async function updateObligation({ db, id, update, actor }: { db: Db; id: string; update: ObligationUpdate; actor: Actor }): Promise<ObligationRow> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<Followed>(sql`
      SELECT client_id AS "clientId", kind, period, status, note FROM client_obligations WHERE id = ${id}::uuid FOR UPDATE`);
    const before = rows[0];
    if (!before) throw notFound('Échéance');
    const after = { ...(update.status !== undefined && { status: update.status }), ...(update.note !== undefined && { note: update.note }) };
    const entries = changedFields({ entity: 'obligation', entityId: obligationEntityId(before), clientId: before.clientId }, { status: before.status, note: before.note }, after);
    if (entries.length > 0) {
      const statusChanged = entries.some((entry) => entry.field === 'status');
      await tx.execute(sql`
        UPDATE client_obligations SET
          status = ${after.status ?? before.status}::tracking_status,
          note = ${after.note === undefined ? before.note : after.note},
          ${statusChanged ? sql`status_by = ${actor.id}::uuid, status_at = now(),` : sql``}
          updated_at = now()
        WHERE id = ${id}::uuid`);
      await recordActivity(tx, actor, entries);
    }
    const { rows: saved } = await tx.execute<ObligationRow>(sql`SELECT ${obligationRowColumns} FROM ${obligationRowFrom} WHERE o.id = ${id}::uuid`);
    if (!saved[0]) throw notFound('Échéance');
    return saved[0];
  });
}
