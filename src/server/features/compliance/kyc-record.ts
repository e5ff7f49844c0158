import { sql } from 'drizzle-orm';
import type { BeneficialOwner } from '../../../shared/compliance/api.ts';
import type { RiskAssessment, VigilanceLevel } from '../../../shared/compliance/vigilance.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { readClientRecords, upsertClientRecords } from '../../db/client-records.ts';
import { beneficialOwners, clientKyc } from '../../db/schema/index.ts';

// A client's LCB-FT file (client_kyc) as its writes see it: the fields people edit, those the
// server derives (who assessed, who verified, the next review), and the set-based read and upsert
// every write goes through. A client without a row reads as NO_KYC.

export type KycRecord = {
  vigilance: VigilanceLevel | null;
  assessedAt: string | null;
  assessedBy: string | null;
  assessedByName: string | null;
  justification: string | null;
  risk: RiskAssessment | null;
  identityVerifiedAt: string | null;
  identityDocument: string | null;
  identityVerifiedBy: string | null;
  identityVerifiedByName: string | null;
  sanctionsCheckedAt: string | null;
  sanctionsResult: 'aucune_correspondance' | 'correspondance' | null;
  lastReviewAt: string | null;
  nextReviewAt: string | null;
};
export type KycState = KycRecord & { clientId: string };

export const NO_KYC: KycRecord = {
  vigilance: null,
  assessedAt: null,
  assessedBy: null,
  assessedByName: null,
  justification: null,
  risk: null,
  identityVerifiedAt: null,
  identityDocument: null,
  identityVerifiedBy: null,
  identityVerifiedByName: null,
  sanctionsCheckedAt: null,
  sanctionsResult: null,
  lastReviewAt: null,
  nextReviewAt: null,
};

const FIELDS = Object.keys(NO_KYC) as (keyof KycRecord)[];

/** The files of these clients, a client without one read as NO_KYC. */
export async function readKycStates(tx: DbOrTx, clientIds: readonly string[]): Promise<Map<string, KycState>> {
  const stored = await readClientRecords<KycState>(tx, { table: clientKyc, fields: FIELDS, clientIds });
  return new Map(clientIds.map((clientId) => [clientId, stored.get(clientId) ?? { clientId, ...NO_KYC }]));
}

/** One upsert for all the files (the client's name and end date are the deletion trigger's, never written here). */
export async function upsertKycStates(tx: Transaction, states: readonly KycState[], actor: Actor): Promise<void> {
  await upsertClientRecords(tx, { table: clientKyc, fields: FIELDS, rows: states, actorId: actor.id });
}

/** A client's beneficial owners, in the order entered. */
export async function readOwners(tx: DbOrTx, clientId: string): Promise<(BeneficialOwner & { id: string })[]> {
  const { rows } = await tx.execute<BeneficialOwner & { id: string }>(sql`
    SELECT id, name, birth_date AS "birthDate", nationality, share::float8 AS share, control, ppe, source_date AS "sourceDate"
    FROM ${beneficialOwners} WHERE client_id = ${clientId} ORDER BY position`);
  return rows;
}

/** Replaces a client's beneficial owners by `owners`, in their order. */
export async function replaceOwners(tx: Transaction, clientId: string, owners: readonly BeneficialOwner[]): Promise<void> {
  await tx.execute(sql`DELETE FROM ${beneficialOwners} WHERE client_id = ${clientId}`);
  if (owners.length === 0) return;
  await tx.insert(beneficialOwners).values(owners.map((owner, position) => ({ clientId, position, ...owner })));
}
