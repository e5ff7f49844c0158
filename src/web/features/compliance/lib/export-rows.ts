import type { ComplianceRow } from '../../../../shared/compliance/api.ts';
import { ENGAGEMENT_MISSION_LABELS, ENGAGEMENT_STATUS_LABELS, ENGAGEMENT_UNSET_LABEL, FEES_MODE_LABELS } from '../../../../shared/compliance/engagement.ts';
import { gapText } from '../../../../shared/compliance/gaps.ts';
import { VIGILANCE_LABELS, VIGILANCE_UNSET_LABEL } from '../../../../shared/compliance/vigilance.ts';
import { toCsvDate, toExcelCsv } from '../../../../shared/csv-export.ts';

/** The file's name before its date, after the tab whose rows it holds: 'conformite-controle-2026-11-27.csv'. */
export const complianceExportName = (tab: string) => `conformite-${tab}`;

/** Every field of a row, the three tabs' (one file serves each), as the page labels them. */
export const COMPLIANCE_CSV_HEADERS = [
  'Client',
  'Vigilance',
  'Évaluée le',
  'Identité vérifiée le',
  'Bénéficiaires effectifs',
  'Gel des avoirs et PPE vérifiés le',
  'Dernière revue',
  'Prochaine revue',
  'Lettre de mission',
  'Missions',
  'Honoraires HT',
  'Mode d’honoraires',
  'Signée le',
  'Pièces',
  'Lacunes',
] as const;

export function complianceCsvRow(row: ComplianceRow): (string | null)[] {
  return [
    row.raisonSociale,
    row.vigilance ? VIGILANCE_LABELS[row.vigilance] : VIGILANCE_UNSET_LABEL,
    toCsvDate(row.assessedAt),
    toCsvDate(row.identityVerifiedAt),
    String(row.beneficialOwnersCount),
    toCsvDate(row.sanctionsCheckedAt),
    toCsvDate(row.lastReviewAt),
    toCsvDate(row.nextReviewAt),
    row.engagementStatus ? ENGAGEMENT_STATUS_LABELS[row.engagementStatus] : ENGAGEMENT_UNSET_LABEL,
    row.engagementMissions.map((mission) => ENGAGEMENT_MISSION_LABELS[mission]).join(', '),
    // A French decimal, so that Excel reads a number.
    row.engagementFees === null ? null : String(row.engagementFees).replace('.', ','),
    row.engagementFeesMode ? FEES_MODE_LABELS[row.engagementFeesMode] : null,
    toCsvDate(row.engagementSignedAt),
    String(row.documentsCount),
    row.gaps.map((gap) => gapText(gap, row.nextReviewAt)).join(' ; '),
  ];
}

/** The rows as shown (searched, filtered, sorted), for French Excel. */
export function buildComplianceCsv(rows: readonly ComplianceRow[]): string {
  return toExcelCsv(COMPLIANCE_CSV_HEADERS, rows.map(complianceCsvRow));
}
