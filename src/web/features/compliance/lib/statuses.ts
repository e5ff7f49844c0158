import type { ComplianceRow } from '../../../../shared/compliance/api.ts';
import { NO_LETTER, NO_VIGILANCE, type LetterStatus, type VigilanceStatus } from '../../../../shared/compliance/list-query.ts';

// What the tiles count and the status filter reads: a level or a letter's status, and a value of
// its own for « none yet », so that a client not assessed is a tile and a filter like the others.
// The server filters and counts on them (shared/compliance/list-query.ts).

export {
  COMPLIANCE_STATUSES,
  LETTER_STATUS_LABELS,
  LETTER_STATUSES,
  NO_LETTER,
  NO_VIGILANCE,
  VIGILANCE_STATUS_LABELS,
  VIGILANCE_STATUSES,
  type ComplianceStatus,
  type LetterStatus,
  type VigilanceStatus,
} from '../../../../shared/compliance/list-query.ts';

export const vigilanceStatus = (row: Pick<ComplianceRow, 'vigilance'>): VigilanceStatus => row.vigilance ?? NO_VIGILANCE;
export const letterStatus = (row: Pick<ComplianceRow, 'engagementStatus'>): LetterStatus => row.engagementStatus ?? NO_LETTER;
