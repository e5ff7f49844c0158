import { sql, type SQL } from 'drizzle-orm';
import { isCompany, type ComplianceRow } from '../../../shared/compliance/api.ts';
import { gapsOf } from '../../../shared/compliance/gaps.ts';
import { sortByClientName } from '../../../shared/client-name-order.ts';
import type { Classification } from '../../../shared/clients.ts';
import { parisToday } from '../../../shared/dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ActivityEntityCode } from '../../db/schema/activity.ts';

export { nextReviewAt, readReviewPeriods, REVIEW_PERIODS_SETTING } from './review-periods.setting.ts';

// The compliance rows (issue 25): one per client whose file is kept, the facts the Ordre's
// inspector checks and the gaps they make (shared/compliance/gaps.ts). Read by GET
// /api/compliance and, in this feature, by what reports the firm's state (the PDF report); other
// features reach it through this feature's descriptor (a Dashboard or client sheet section),
// never by an import (features do not import one another).
//
// The files kept are those of the active clients and, five years after the relationship ended
// (CMF L561-12), those of deleted clients: the deletion leaves client_kyc's row with the name
// the client had and the date it ended (migration 0017's triggers on clients, schema/compliance.ts).

/** The journal's entities the rows are read from: the list's version, and the Dashboard's count's. */
export const COMPLIANCE_READS = ['client', 'kyc', 'engagement_letter', 'client_document'] as const satisfies readonly ActivityEntityCode[];

/** How long a deleted client's file is kept and shown apart. */
const KEPT_AFTER_END = sql`interval '5 years'`;

type FactsRow = Omit<ComplianceRow, 'gaps'> & { classification: Classification | null; documentKinds: string[] };

const ids = (clientIds: readonly string[]) => sql`${sql.param([...clientIds])}::uuid[]`;

/**
 * The clients whose file is kept, as (client_id, raison_sociale, classification, ended_at, siret,
 * numero_client, name_folded, numero_folded): active clients, then deleted ones ended less than
 * five years ago (their name as it was, folded here, no SIRET or numéro). `clientIds` keeps those only.
 */
function keptClients(clientIds: readonly string[] | undefined): SQL {
  const activeOnly = clientIds ? sql`AND c.id = ANY(${ids(clientIds)})` : sql``;
  const endedOnly = clientIds ? sql`AND k.client_id = ANY(${ids(clientIds)})` : sql``;
  return sql`
    SELECT c.id AS client_id, c.raison_sociale, c.classification::text AS classification, NULL::timestamptz AS ended_at, c.siret, c.numero_client,
      c.name_folded, c.numero_folded
    FROM clients c WHERE c.status = 'actif' ${activeOnly}
    UNION ALL
    SELECT k.client_id, k.client_name, NULL, k.ended_at, NULL, NULL, f_unaccent(lower(k.client_name)), NULL
    FROM client_kyc k WHERE k.ended_at IS NOT NULL AND k.ended_at > now() - ${KEPT_AFTER_END} ${endedOnly}`;
}

/**
 * The facts of each kept client as the row names them, `kept` joined to its file (`k`), letter
 * (`e`), beneficial owners' count (`b`) and documents (`d`): the whole list's and the paged list's
 * (compliance-list-page.ts) one reading.
 */
export const FACT_COLUMNS = sql`
      kept.client_id AS "clientId",
      kept.raison_sociale AS "raisonSociale",
      to_char(kept.ended_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "endedAt",
      k.vigilance AS "vigilance",
      k.assessed_at AS "assessedAt",
      k.identity_verified_at AS "identityVerifiedAt",
      coalesce(b.count, 0)::int AS "beneficialOwnersCount",
      k.sanctions_checked_at AS "sanctionsCheckedAt",
      k.last_review_at AS "lastReviewAt",
      k.next_review_at AS "nextReviewAt",
      e.status AS "engagementStatus",
      e.signed_at AS "engagementSignedAt",
      coalesce(e.missions::text[], '{}') AS "engagementMissions",
      e.fees::float8 AS "engagementFees",
      e.fees_mode AS "engagementFeesMode",
      coalesce(d.count, 0)::int AS "documentsCount"`;

/** The kept clients and what FACT_COLUMNS reads of them; a few clients' rows (a live update's patch) count those clients' owners and documents only. */
export function keptClientFacts(clientIds?: readonly string[]): SQL {
  const only = clientIds ? sql`WHERE client_id = ANY(${ids(clientIds)})` : sql``;
  return sql`(${keptClients(clientIds)}) AS kept
    LEFT JOIN client_kyc k ON k.client_id = kept.client_id
    LEFT JOIN engagement_letters e ON e.client_id = kept.client_id
    LEFT JOIN (SELECT client_id, count(*) AS count FROM beneficial_owners ${only} GROUP BY client_id) b ON b.client_id = kept.client_id
    LEFT JOIN (SELECT client_id, count(*) AS count, array_agg(DISTINCT kind::text) AS kinds FROM client_documents ${only} GROUP BY client_id) d
      ON d.client_id = kept.client_id`;
}

/** The facts of each kept client, aliased to the row's names (the driver's rows are the answer, but for the gaps). */
function selectFacts(clientIds: readonly string[] | undefined): SQL {
  return sql`
    SELECT ${FACT_COLUMNS},
      kept.classification AS "classification",
      coalesce(d.kinds, '{}') AS "documentKinds"
    FROM ${keptClientFacts(clientIds)}`;
}

/** A row with its gaps; an ended relationship has none (nothing is owed to a client the firm no longer serves: its file is only kept). */
function withGaps({ classification, documentKinds, ...row }: FactsRow, today: string): ComplianceRow {
  const gaps =
    row.endedAt !== null
      ? []
      : gapsOf({
          isCompany: isCompany(classification),
          engagementStatus: row.engagementStatus,
          vigilance: row.vigilance,
          identityVerifiedAt: row.identityVerifiedAt,
          beneficialOwnersCount: row.beneficialOwnersCount,
          nextReviewAt: row.nextReviewAt,
          documentKinds,
          today,
        });
  return { ...row, gaps };
}

/**
 * The compliance rows, by raison sociale as the pages order them (accents and case aside), of
 * every kept client: the active clients and, marked by `endedAt`, the deleted ones of the last five
 * years. `clientIds` reads only those clients (one client's row, a live update's patch); a client
 * neither active nor ended within five years has no row. `today` (AAAA-MM-JJ, Paris) decides
 * « Revue LCB-FT en retard »; today in Paris by default.
 */
export async function listComplianceRows({ db, clientIds, today = parisToday() }: { db: DbOrTx; clientIds?: readonly string[]; today?: string }): Promise<ComplianceRow[]> {
  const { rows } = await db.execute<FactsRow>(selectFacts(clientIds));
  return sortByClientName(rows.map((row) => withGaps(row, today)));
}
