import { sql } from 'drizzle-orm';
import { obligationEntityId } from '../../../shared/obligations/journal.ts';
import type { ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Transaction } from '../../db/client.ts';

// Issue 24 §7: when the stage tied to the liasse échéance is done, that échéance (the client's
// « Liasse fiscale » of the mission's exercise) is marked done, in the same transaction, and the
// Journal says why. Not the reverse: going back in the mission leaves the échéance as it is. This
// feature writes client_obligations itself (features do not import one another) and journals the
// status as the Échéances page does: entity 'obligation', field 'status'.

/** A liasse-tied stage just done: whose échéance, and what to tell in the Journal. */
export type LiasseDone = { clientId: string; closingDate: string; stageName: string; templateName: string };

/** The Journal's reason beside the échéance's new status. */
export const liasseReason = ({ stageName, templateName }: Pick<LiasseDone, 'stageName' | 'templateName'>) =>
  `Étape « ${stageName} » de la mission ${templateName}`;

type Closed = { clientId: string; kind: string; period: string; index: number };

/**
 * Marks « fait » the liasse échéances still « à faire » of these exercises (period = the closing
 * year; an obsolete one is left alone), status_by and status_at saying who and when as on the
 * Échéances page; answers their journal entries: the status, and the reason.
 */
export async function closeLiasseObligations({ tx, done, actor }: { tx: Transaction; done: readonly LiasseDone[]; actor: Actor }): Promise<ActivityEntry[]> {
  if (done.length === 0) return [];
  const column = <T>(pick: (row: LiasseDone) => T) => sql.param(done.map(pick));
  const { rows } = await tx.execute<Closed>(sql`
    WITH wanted AS (
      SELECT w.client_id, extract(year FROM w.closing_date)::int::text AS period, min(w.n)::int AS index
      FROM unnest(${column((row) => row.clientId)}::uuid[], ${column((row) => row.closingDate)}::date[]) WITH ORDINALITY AS w(client_id, closing_date, n)
      GROUP BY 1, 2
    ),
    locked AS (
      SELECT o.id, o.client_id, o.period, w.index FROM client_obligations o JOIN wanted w ON o.client_id = w.client_id AND o.period = w.period
      WHERE o.kind = 'liasse' AND o.status = 'a_faire' AND NOT o.obsolete
      ORDER BY o.client_id, o.kind, o.period
      FOR UPDATE OF o
    )
    UPDATE client_obligations o SET status = 'fait', status_by = ${actor.id}::uuid, status_at = now(), updated_at = now()
    FROM locked l WHERE o.id = l.id
    RETURNING o.client_id AS "clientId", o.kind, o.period, l.index`);
  return rows.flatMap((row) => {
    const base = { entity: 'obligation' as const, entityId: obligationEntityId(row), clientId: row.clientId, action: 'update' as const };
    const cause = done[row.index - 1];
    return [
      { ...base, field: 'status', oldValue: 'a_faire', newValue: 'fait' },
      ...(cause ? [{ ...base, field: 'statusReason', newValue: liasseReason(cause) }] : []),
    ];
  });
}
