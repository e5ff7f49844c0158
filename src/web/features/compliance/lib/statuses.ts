import type { ComplianceRow } from '../../../../shared/compliance/api.ts';
import { ENGAGEMENT_STATUS_LABELS, ENGAGEMENT_STATUSES, ENGAGEMENT_UNSET_LABEL, type EngagementStatus } from '../../../../shared/compliance/engagement.ts';
import { VIGILANCE_LABELS, VIGILANCE_LEVELS, VIGILANCE_UNSET_LABEL, type VigilanceLevel } from '../../../../shared/compliance/vigilance.ts';

// What the tiles count and the status filter reads: a level or a letter's status, and a value of
// its own for « none yet », so that a client not assessed is a tile and a filter like the others.

export const NO_VIGILANCE = 'non_evaluee';
export type VigilanceStatus = VigilanceLevel | typeof NO_VIGILANCE;
export const VIGILANCE_STATUSES: readonly VigilanceStatus[] = [NO_VIGILANCE, ...VIGILANCE_LEVELS];
export const VIGILANCE_STATUS_LABELS: Record<VigilanceStatus, string> = { [NO_VIGILANCE]: VIGILANCE_UNSET_LABEL, ...VIGILANCE_LABELS };

export const NO_LETTER = 'absente';
export type LetterStatus = EngagementStatus | typeof NO_LETTER;
export const LETTER_STATUSES: readonly LetterStatus[] = [NO_LETTER, ...ENGAGEMENT_STATUSES];
export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = { [NO_LETTER]: ENGAGEMENT_UNSET_LABEL, ...ENGAGEMENT_STATUS_LABELS };

export type ComplianceStatus = VigilanceStatus | LetterStatus;
/** Every value ?statut= may hold, on either tab. */
export const COMPLIANCE_STATUSES: readonly ComplianceStatus[] = [...VIGILANCE_STATUSES, ...LETTER_STATUSES];

export const vigilanceStatus = (row: Pick<ComplianceRow, 'vigilance'>): VigilanceStatus => row.vigilance ?? NO_VIGILANCE;
export const letterStatus = (row: Pick<ComplianceRow, 'engagementStatus'>): LetterStatus => row.engagementStatus ?? NO_LETTER;
