import { z } from 'zod';
import { isoDateSchema } from '../iso-date.ts';
import { ENGAGEMENT_STATUSES } from './engagement.ts';
import { VIGILANCE_LEVELS } from './vigilance.ts';

/**
 * The client sheet's « Conformité » (issue 25): the vigilance level, the next LCB-FT review, the
 * engagement letter's status and how many documents are kept; null where nothing is recorded.
 * A count only: the documents themselves are on the Conformité page (not a stagiaire's to open).
 */
export const sheetComplianceSchema = z.object({
  vigilance: z.enum(VIGILANCE_LEVELS).nullable(),
  nextReviewAt: isoDateSchema.nullable(),
  engagementStatus: z.enum(ENGAGEMENT_STATUSES).nullable(),
  documentsCount: z.number().int().nonnegative(),
});
export type SheetCompliance = z.infer<typeof sheetComplianceSchema>;
