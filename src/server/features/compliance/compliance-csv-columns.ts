import { sql } from 'drizzle-orm';
import { BULK_MESSAGES } from '../../../shared/bulk.ts';
import { ENGAGEMENT_STATUS_LABELS, type EngagementStatus } from '../../../shared/compliance/engagement.ts';
import { VIGILANCE_LABELS, type VigilanceLevel } from '../../../shared/compliance/vigilance.ts';
import { lockActiveClients } from '../../batches/active-clients.ts';
import type { ClientCsvColumns } from '../../feature.ts';
import { planCompliance, saveCompliancePlan, type CompliancePlan, type EngagementChange, type KycChange } from './compliance-write.service.ts';
import { readEngagementStates } from './engagement-record.ts';
import { readKycStates } from './kyc-record.ts';

// The clients' CSV columns this feature owns (issue 25): `vigilance` and `lettre_mission_statut`,
// by their codes (the French labels are read too). An import writes them with the rules of
// PUT /api/compliance/{clientId}/kyc and /engagement (compliance-write.service.ts), journalled
// as those are; the export reads them.

export const VIGILANCE_HEADER = 'vigilance';
export const ENGAGEMENT_STATUS_HEADER = 'lettre_mission_statut';

/** The plan without these clients' changes: the rows refused after planning write nothing. */
function keepOnly(plan: CompliancePlan, kept: (clientId: string) => boolean): CompliancePlan {
  const only = <T extends { clientId: string }>(items: readonly T[]) => items.filter((item) => kept(item.clientId));
  return {
    kyc: { writes: only(plan.kyc.writes), before: only(plan.kyc.before) },
    engagement: { writes: only(plan.engagement.writes), before: only(plan.engagement.before) },
    owners: only(plan.owners),
    entries: plan.entries.filter((entry) => kept(entry.clientId ?? entry.entityId)),
    refused: plan.refused,
  };
}

export const complianceCsvColumns: ClientCsvColumns = {
  columns: [
    { header: VIGILANCE_HEADER, values: VIGILANCE_LABELS, unknown: 'Vigilance inconnue (colonne vigilance)' },
    { header: ENGAGEMENT_STATUS_HEADER, values: ENGAGEMENT_STATUS_LABELS, unknown: 'Statut de lettre de mission inconnu (colonne lettre_mission_statut)' },
  ],

  /**
   * A level set (other than the file's) is assessed today by the importing user, and the next
   * review follows (nextKyc); a letter marked « Signée » without a date is signed today, as the
   * bulk action does, and is refused while the client's identity is not verified. As the PUT
   * routes, only an active client's file may change.
   */
  async plan({ tx, actor, today, rows }) {
    const clientIds = rows.map((row) => row.clientId);
    // The existing clients' rows held as the PUT routes hold them (the new ones are not written yet).
    await lockActiveClients({ tx, ids: clientIds });
    const files = await readKycStates(tx, clientIds);
    const letters = await readEngagementStates(tx, clientIds);
    const kycChanges: KycChange[] = [];
    const engagementChanges: EngagementChange[] = [];
    // The value a client has already changes nothing (an export imported back): no new assessment, no new check.
    for (const { clientId, values } of rows) {
      const vigilance = values[VIGILANCE_HEADER] as VigilanceLevel | undefined;
      if (vigilance !== undefined && vigilance !== files.get(clientId)?.vigilance) kycChanges.push({ clientId, vigilance, assessedAt: today });
      const status = values[ENGAGEMENT_STATUS_HEADER] as EngagementStatus | undefined;
      if (status !== undefined && status !== letters.get(clientId)?.status) engagementChanges.push({ clientId, status });
    }
    const planned = await planCompliance({ tx, kycChanges, engagementChanges, actor, signedAtDefault: today });
    const refused = new Map<string, string>();
    for (const refusal of planned.refused) refused.set(refusal.clientId, refused.has(refusal.clientId) ? `${refused.get(refusal.clientId)} ; ${refusal.message}` : refusal.message);
    const statuses = new Map(rows.map((row) => [row.clientId, row.status]));
    for (const state of [...planned.kyc.writes, ...planned.engagement.writes]) {
      if (statuses.get(state.clientId) !== 'actif' && !refused.has(state.clientId)) refused.set(state.clientId, BULK_MESSAGES.inactiveClient);
    }
    const plan = keepOnly(planned, (clientId) => !refused.has(clientId));
    return {
      refused,
      save: ({ clientIds }) => saveCompliancePlan({ tx, plan: keepOnly(plan, (clientId) => clientIds.has(clientId)), actor }),
    };
  },

  /** The active clients' level and letter status (an ended file is no client's any more). */
  async read({ db }) {
    const { rows } = await db.execute<{ clientId: string; vigilance: VigilanceLevel | null; status: EngagementStatus | null }>(sql`
      SELECT c.id AS "clientId", k.vigilance, e.status
      FROM clients c
      LEFT JOIN client_kyc k ON k.client_id = c.id
      LEFT JOIN engagement_letters e ON e.client_id = c.id
      WHERE k.vigilance IS NOT NULL OR e.status IS NOT NULL`);
    return new Map(
      rows.map(({ clientId, vigilance, status }) => [
        clientId,
        { ...(vigilance ? { [VIGILANCE_HEADER]: vigilance } : {}), ...(status ? { [ENGAGEMENT_STATUS_HEADER]: status } : {}) },
      ]),
    );
  },
};
