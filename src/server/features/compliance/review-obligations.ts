import { sql } from 'drizzle-orm';
import { VIGILANCE_LABELS } from '../../../shared/compliance/vigilance.ts';
import { obligationEntityId } from '../../../shared/obligations/journal.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ClientFollower } from '../../feature.ts';

// Issue 25: « Revue LCB-FT » becomes an échéance of the client at its next review date. This
// feature writes client_obligations itself (features do not import one another), like
// e-invoicing's échéances; the obligations regeneration leaves the kind alone (FED_OBLIGATION_KINDS).
//
// One row per review cycle: its period is the day the cycle started (the last review, else the
// assessment), its due date the next review (client_kyc.next_review_at, computed by the compliance
// service from the level and the firm's periods). So a level change moves the open row's date, and a
// new review starts a new row and marks the previous one « Fait »: the review it asked for was made.

const KIND = 'revue_lcbft';

/** « Revue LCB-FT — vigilance renforcée », the label the Échéances page shows. */
const labelSql = sql`('Revue LCB-FT — vigilance ' || lower(CASE k.vigilance ${sql.join(
  Object.entries(VIGILANCE_LABELS).map(([level, label]) => sql`WHEN ${level}::vigilance_level THEN ${label}::text`),
  sql` `,
)} END))`;

export type ReviewSyncResult = { written: number; done: number; removed: number; flagged: number };

type Done = { clientId: string; period: string };

/**
 * Brings the « Revue LCB-FT » échéances of these clients (every client with a LCB-FT file without
 * `clientIds`) in line with their files, in the caller's transaction:
 * - an active client whose file has a next review gets the row of its current cycle, written or
 *   moved to the new date (its status and note are never rewritten);
 * - a row of an earlier cycle still « À faire » is marked « Fait », by `actor`, and journalled as
 *   the Échéances page does (entity 'obligation', field 'status'): the review since then did it;
 * - any other row still « À faire » (the review date was corrected backwards, the level cleared, the
 *   client no longer active or its file ended) is removed while nobody wrote a note on it, else
 *   kept and flagged obsolete, by the regeneration's rule. Rows done or not concerned are history.
 */
export async function syncReviewObligations({
  tx,
  clientIds,
  actor,
}: {
  tx: DbOrTx;
  clientIds?: readonly string[];
  actor: Actor | null;
}): Promise<ReviewSyncResult> {
  if (clientIds && clientIds.length === 0) return { written: 0, done: 0, removed: 0, flagged: 0 };
  const scope = clientIds ? sql`= ANY(${sql.param([...new Set(clientIds)])}::uuid[])` : sql`IS NOT NULL`;
  const { rows } = await tx.execute<{ written: number; removed: number; flagged: number; done: Done[] | null }>(sql`
    WITH wanted AS MATERIALIZED (
      SELECT k.client_id, coalesce(k.last_review_at, k.assessed_at)::text AS period, k.next_review_at AS due_date, ${labelSql} AS label
      FROM client_kyc k JOIN clients c ON c.id = k.client_id AND c.status = 'actif'
      WHERE k.client_id ${scope} AND k.ended_at IS NULL AND k.vigilance IS NOT NULL AND k.next_review_at IS NOT NULL
        AND coalesce(k.last_review_at, k.assessed_at) IS NOT NULL
    ),
    written AS (
      INSERT INTO client_obligations AS o (client_id, kind, period, label, due_date)
      SELECT w.client_id, ${KIND}::obligation_kind, w.period, w.label, w.due_date FROM wanted w
      ORDER BY w.client_id
      ON CONFLICT (client_id, kind, period) DO UPDATE SET label = excluded.label, due_date = excluded.due_date, obsolete = false, updated_at = now()
      WHERE (o.label, o.due_date, o.obsolete) IS DISTINCT FROM (excluded.label, excluded.due_date, false)
      RETURNING 1
    ),
    open AS (
      SELECT o.id, o.client_id, o.period, o.note, o.obsolete, (w.period IS NOT NULL AND o.period < w.period) AS earlier
      FROM client_obligations o LEFT JOIN wanted w ON w.client_id = o.client_id
      WHERE o.client_id ${scope} AND o.kind = ${KIND}::obligation_kind AND o.status = 'a_faire'
        AND (w.period IS NULL OR o.period <> w.period)
    ),
    done AS (
      UPDATE client_obligations o SET status = 'fait', status_by = ${actor?.id ?? null}::uuid, status_at = now(), obsolete = false, updated_at = now()
      FROM open x WHERE o.id = x.id AND x.earlier
      RETURNING o.client_id AS "clientId", o.period
    ),
    removed AS (
      DELETE FROM client_obligations o USING open x WHERE o.id = x.id AND NOT x.earlier AND x.note IS NULL RETURNING 1
    ),
    flagged AS (
      UPDATE client_obligations o SET obsolete = true, updated_at = now()
      FROM open x WHERE o.id = x.id AND NOT x.earlier AND x.note IS NOT NULL AND NOT x.obsolete RETURNING 1
    )
    SELECT (SELECT count(*) FROM written)::int AS written,
      (SELECT count(*) FROM removed)::int AS removed,
      (SELECT count(*) FROM flagged)::int AS flagged,
      (SELECT json_agg(done) FROM done) AS done`);
  const row = rows[0];
  const done = row?.done ?? [];
  await recordActivity(
    tx,
    actor,
    done.map(({ clientId, period }) => ({
      entity: 'obligation' as const,
      entityId: obligationEntityId({ clientId, kind: KIND, period }),
      clientId,
      action: 'update' as const,
      field: 'status',
      oldValue: 'a_faire',
      newValue: 'fait',
    })),
  );
  return { written: row?.written ?? 0, done: done.length, removed: row?.removed ?? 0, flagged: row?.flagged ?? 0 };
}

/**
 * A client that leaves or comes back to the active ones loses or gets back its open review, in the
 * client write's transaction (a creation has no LCB-FT file yet: nothing to do, one cheap statement).
 */
export const reviewObligationsFollower: ClientFollower = {
  fields: ['status'],
  follow: async ({ tx, clientIds }) => {
    await syncReviewObligations({ tx, clientIds, actor: null });
  },
};
