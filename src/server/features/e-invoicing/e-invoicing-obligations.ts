import { sql, type AnyColumn } from 'drizzle-orm';
import type { ReadinessStatus } from '../../../shared/e-invoicing/statuses.ts';
import { obligationEntityId } from '../../../shared/obligations/journal.ts';
import type { ObligationKind, ObligationStatus } from '../../../shared/obligations/kinds.ts';
import type { ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Transaction } from '../../db/client.ts';
import { clientEInvoicing } from '../../db/schema/index.ts';
import type { ClientFollower } from '../../feature.ts';
import type { EInvoicingState } from './e-invoicing-record.ts';

// Issue 23 §3: the two e-invoicing échéances follow the page's statuses. This feature writes
// client_obligations itself (features do not import one another) and journals each status it
// changes as the Échéances page does: entity 'obligation', field 'status'.

/** The échéance's status a readiness gives: done once ready, not concerned when not concerned, open otherwise. */
export const OBLIGATION_STATUS_OF: Record<ReadinessStatus, ObligationStatus> = {
  a_faire: 'a_faire',
  en_cours: 'a_faire',
  pret: 'fait',
  pas_concerne: 'pas_concerne',
};

/** Each readiness status and the échéance it closes. */
const SIDES = [
  { field: 'receptionStatus', column: clientEInvoicing.receptionStatus, kind: 'e_invoicing_reception' },
  { field: 'issuingStatus', column: clientEInvoicing.issuingStatus, kind: 'e_invoicing_issuing' },
] as const satisfies readonly { field: keyof EInvoicingState; column: AnyColumn; kind: ObligationKind }[];

/** What a client's échéance must become. */
export type ObligationTarget = { clientId: string; kind: ObligationKind; status: ObligationStatus };

/**
 * The échéances a record's change moves: a side whose échéance status changes (« Prêt » after
 * « En cours »), not one that stays open (« En cours » after « À faire »), so a deadline someone
 * closed by hand on the Échéances page is left alone until the status closes or reopens it.
 */
export function obligationTargets(before: EInvoicingState, after: EInvoicingState): ObligationTarget[] {
  return SIDES.flatMap(({ field, kind }) => {
    const status = OBLIGATION_STATUS_OF[after[field]];
    return status === OBLIGATION_STATUS_OF[before[field]] ? [] : [{ clientId: after.clientId, kind, status }];
  });
}

type Moved = { clientId: string; kind: ObligationKind; period: string; oldStatus: ObligationStatus; newStatus: ObligationStatus };

/**
 * Sets the clients' e-invoicing échéances (every period the rules gave, obsolete ones aside) to
 * their target, in the caller's transaction; status_by and status_at say who and when, as on the
 * Échéances page. Rows are locked in their key's order, the order the regeneration writes in.
 * Answers the journal entries of the rows that changed.
 */
export async function moveObligations({ tx, targets, actor }: { tx: Transaction; targets: readonly ObligationTarget[]; actor: Actor }): Promise<ActivityEntry[]> {
  if (targets.length === 0) return [];
  const column = <T>(pick: (target: ObligationTarget) => T) => sql.param(targets.map(pick));
  const { rows } = await tx.execute<Moved>(sql`
    WITH wanted AS (
      SELECT * FROM unnest(
        ${column((target) => target.clientId)}::uuid[],
        ${column((target) => target.kind)}::obligation_kind[],
        ${column((target) => target.status)}::tracking_status[]
      ) AS w(client_id, kind, status)
    ),
    locked AS (
      SELECT o.id, o.client_id, o.kind, o.period, o.status AS old_status, w.status AS new_status
      FROM client_obligations o JOIN wanted w ON o.client_id = w.client_id AND o.kind = w.kind
      WHERE NOT o.obsolete AND o.status <> w.status
      ORDER BY o.client_id, o.kind, o.period
      FOR UPDATE OF o
    )
    UPDATE client_obligations o SET status = l.new_status, status_by = ${actor.id}::uuid, status_at = now(), updated_at = now()
    FROM locked l WHERE o.id = l.id
    RETURNING l.client_id AS "clientId", l.kind, l.period, l.old_status AS "oldStatus", l.new_status AS "newStatus"`);
  return rows.map((row) => ({
    entity: 'obligation',
    entityId: obligationEntityId(row),
    clientId: row.clientId,
    action: 'update',
    field: 'status',
    oldValue: row.oldStatus,
    newValue: row.newStatus,
  }));
}

/** The échéance status a readiness column gives, in SQL, from OBLIGATION_STATUS_OF. */
const obligationStatusOf = (column: AnyColumn) =>
  sql`(CASE ${column} ${sql.join(
    Object.entries(OBLIGATION_STATUS_OF).map(([readiness, status]) => sql`WHEN ${readiness} THEN ${status}`),
    sql` `,
  )} END)::tracking_status`;

/**
 * After a client write regenerated its échéances (the obligations feature's follower runs first:
 * features/index.ts), the rows nobody has set yet (status_at null: new, or only ever set by this
 * follower) take the status the client's e-invoicing record gives. Like the regeneration it is
 * derived data: no journal entry of its own, the client write's entry already refreshes the lists.
 */
export const eInvoicingObligationsFollower: ClientFollower = {
  fields: ['status', 'regimeTva', 'categorieEntreprise'],
  follow: async ({ tx, clientIds }) => {
    const ids = sql`${sql.param([...clientIds])}::uuid[]`;
    const wanted = sql.join(
      SIDES.map(
        ({ column, kind }) =>
          sql`SELECT client_id, ${kind}::obligation_kind AS kind, ${obligationStatusOf(column)} AS status FROM ${clientEInvoicing} WHERE client_id = ANY(${ids})`,
      ),
      sql` UNION ALL `,
    );
    await tx.execute(sql`
      UPDATE client_obligations o SET status = w.status, updated_at = now()
      FROM (${wanted}) AS w
      WHERE o.client_id = w.client_id AND o.kind = w.kind AND NOT o.obsolete AND o.status_at IS NULL AND o.status <> w.status`);
  },
};
