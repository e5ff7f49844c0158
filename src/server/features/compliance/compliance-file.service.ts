import { sql } from 'drizzle-orm';
import type { ComplianceFile } from '../../../shared/compliance/api.ts';
import type { DocumentKind } from '../../../shared/compliance/documents.ts';
import type { Role } from '../../../shared/users.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientDocuments } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { listComplianceRows } from './compliance-rows.ts';
import { readEngagementStates } from './engagement-record.ts';
import { readKycStates, readOwners } from './kyc-record.ts';

/** Whether the role sees the beneficial owners and the documents: a stagiaire sees statuses and dates only (issue 25). */
export const seesPersonalData = (role: Role) => role !== 'stagiaire';

type DocumentSummary = NonNullable<ComplianceFile['documents']>[number];

const readDocuments = async (db: DbOrTx, clientId: string) =>
  (
    await db.execute<DocumentSummary & { kind: DocumentKind }>(sql`
      SELECT id, kind, file_name AS "fileName", media_type AS "mediaType", size,
        to_char(${clientDocuments.uploadedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "uploadedAt", uploaded_by_name AS "uploadedByName"
      FROM ${clientDocuments} WHERE client_id = ${clientId} ORDER BY ${clientDocuments.uploadedAt} DESC, id`)
  ).rows;

/**
 * GET /api/compliance/{clientId}: the whole file of a client whose file is kept (active, or
 * deleted less than five years ago), its gaps included. A stagiaire gets it without the
 * beneficial owners and the documents (null), their count still given.
 */
export async function getComplianceFile({ db, clientId, role }: { db: DbOrTx; clientId: string; role: Role }): Promise<ComplianceFile> {
  const [row] = await listComplianceRows({ db, clientIds: [clientId] });
  if (!row) throw notFound('Client');
  const full = seesPersonalData(role);
  // One after the other: inside a write's transaction, they share its connection.
  const kycStates = await readKycStates(db, [clientId]);
  const letters = await readEngagementStates(db, [clientId]);
  const owners = full ? await readOwners(db, clientId) : null;
  const documents = full ? await readDocuments(db, clientId) : null;
  const kycState = kycStates.get(clientId);
  const letter = letters.get(clientId);
  if (!kycState || !letter) throw notFound('Client');
  // Who assessed and verified goes out by name only.
  const { assessedBy: _assessedBy, identityVerifiedBy: _verifiedBy, clientId: _kycId, ...kyc } = kycState;
  const { clientId: _letterId, ...engagement } = letter;
  return {
    clientId,
    raisonSociale: row.raisonSociale,
    endedAt: row.endedAt,
    kyc: { ...kyc, beneficialOwners: owners, beneficialOwnersCount: row.beneficialOwnersCount },
    engagement,
    documents,
    gaps: row.gaps,
  };
}
