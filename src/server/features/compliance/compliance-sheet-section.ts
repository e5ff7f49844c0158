import { sql } from 'drizzle-orm';
import type { ClientSheetSection } from '../../feature.ts';

/**
 * The client sheet's « Conformité » (shared/compliance/sheet.ts), which this feature owns and the
 * sheet reads in its one statement: the LCB-FT file's level and next review, the letter's status,
 * the number of documents. Every key is there, null when nothing is recorded yet.
 */
export const complianceSheetSection: ClientSheetSection = {
  key: 'compliance',
  select: ({ clientId }) => sql`json_build_object(
    'vigilance', (SELECT k.vigilance FROM client_kyc k WHERE k.client_id = ${clientId}),
    'nextReviewAt', (SELECT k.next_review_at FROM client_kyc k WHERE k.client_id = ${clientId}),
    'engagementStatus', (SELECT e.status FROM engagement_letters e WHERE e.client_id = ${clientId}),
    'documentsCount', (SELECT count(*) FROM client_documents d WHERE d.client_id = ${clientId}))`,
};
