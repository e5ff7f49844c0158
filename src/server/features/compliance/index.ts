import { DOCUMENT_JOURNAL, ENGAGEMENT_JOURNAL, KYC_JOURNAL } from '../../../shared/compliance/journal.ts';
import type { ServerFeature } from '../../feature.ts';
import { reviewObligationsFollower } from './review-obligations.ts';

/**
 * Conformité (issue 25): each client's LCB-FT file, engagement letter and documents, kept five
 * years after the relationship ends. Its tables and journal entities are in place; its routes
 * come with the rest of the issue.
 */
export const complianceFeature: ServerFeature = {
  name: 'compliance',
  journal: [KYC_JOURNAL, ENGAGEMENT_JOURNAL, DOCUMENT_JOURNAL],
  // « Revue LCB-FT » échéances: an active client's open review, gone when it stops being active.
  clientFollowers: [reviewObligationsFollower],
};
