import { ENGAGEMENT_STATUSES, missionsShortText } from '../../../../shared/compliance/engagement.ts';
import { VIGILANCE_LEVELS } from '../../../../shared/compliance/vigilance.ts';
import { IDENTITY_SORT_COLUMNS, type SortKeys } from '../../../entities/client/list/lib/client-rows.ts';
import type { ComplianceListRow } from '../api/get-compliance.ts';

// The columns the page sorts on besides the client, as the URL names them (?tri=). Keys compare as
// text: a level or a status in its own order, a date as AAAA-MM-JJ, a count or an amount padded,
// the missions as shown; an empty key (nothing known) sorts last.

const byOrder =
  <T extends string>(values: readonly T[]) =>
  (value: T | null) =>
    value === null ? '' : String(values.indexOf(value)).padStart(2, '0');
const count = (value: number) => String(value).padStart(6, '0');
/** Euros to the cent, up to the fees' ceiling (10 million). */
const amount = (value: number | null) => (value === null ? '' : String(Math.round(value * 100)).padStart(10, '0'));

const vigilanceKey = byOrder(VIGILANCE_LEVELS);
const letterKey = byOrder(ENGAGEMENT_STATUSES);

/** Module-level, so the list's sort memo holds; every tab reads the same keys. */
export const SORT_KEYS: SortKeys<ComplianceListRow> = {
  vigilance: (row) => vigilanceKey(row.vigilance),
  evaluee: (row) => row.assessedAt ?? '',
  identite: (row) => row.identityVerifiedAt ?? '',
  beneficiaires: (row) => count(row.beneficialOwnersCount),
  gel: (row) => row.sanctionsCheckedAt ?? '',
  revue: (row) => row.nextReviewAt ?? '',
  lettre: (row) => letterKey(row.engagementStatus),
  missions: (row) => missionsShortText(row.engagementMissions).toLocaleLowerCase('fr'),
  honoraires: (row) => amount(row.engagementFees),
  signee: (row) => row.engagementSignedAt ?? '',
  pieces: (row) => count(row.documentsCount),
  lacunes: (row) => count(row.gaps.length),
};

export const COMPLIANCE_SORT_COLUMNS: readonly string[] = [...IDENTITY_SORT_COLUMNS, ...Object.keys(SORT_KEYS)];
