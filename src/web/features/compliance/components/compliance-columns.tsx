import { ENGAGEMENT_MISSION_LABELS, feesText, missionsShortText } from '../../../../shared/compliance/engagement.ts';
import { gapText } from '../../../../shared/compliance/gaps.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import type { ClientColumn } from '../../../entities/client/list/client-table.tsx';
import { statusTone, TONE_BADGE_CLASSES } from '../../../entities/follow-up/lib/status-tone.ts';
import { cn } from '../../../lib/cn.ts';
import type { ComplianceListRow } from '../api/get-compliance.ts';
import { LETTER_STATUS_LABELS, letterStatus, VIGILANCE_STATUS_LABELS, vigilanceStatus, type ComplianceStatus } from '../lib/statuses.ts';
import type { ComplianceTab } from '../lib/tabs.ts';

type Column = ClientColumn<ComplianceListRow>;

// The tabs' columns: read-only, the client's file (opened from its name) is where they change.

const NONE = <span className="text-muted-foreground">—</span>;
const dateText = (iso: string | null) => (iso ? formatDateFr(iso) : NONE);

function Badge({ status, label }: { status: ComplianceStatus; label: string }) {
  return <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-medium', TONE_BADGE_CLASSES[statusTone(status)])}>{label}</span>;
}

/** The client's name, a button opening its file (?client=). */
export const clientColumn = (onOpen: (clientId: string) => void): Column => ({
  id: 'client',
  width: 'minmax(12rem,2fr)',
  header: 'Client',
  sortColumn: 'client',
  cellClassName: 'truncate',
  cell: (row) => (
    <button
      type="button"
      title={`Ouvrir le dossier de ${row.raisonSociale}`}
      className="max-w-full cursor-pointer truncate text-left font-medium text-foreground underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() => onOpen(row.clientId)}
    >
      {row.raisonSociale}
    </button>
  ),
});

const date = (id: string, header: string, value: (row: ComplianceListRow) => string | null, width = '7.5rem'): Column => ({
  id,
  width,
  header,
  sortColumn: id,
  cellClassName: 'tabular-nums',
  cell: (row) => dateText(value(row)),
});

const vigilanceColumn: Column = {
  id: 'vigilance',
  width: '8rem',
  header: 'Vigilance',
  sortColumn: 'vigilance',
  cell: (row) => <Badge status={vigilanceStatus(row)} label={VIGILANCE_STATUS_LABELS[vigilanceStatus(row)]} />,
};

const ownersColumn: Column = {
  id: 'beneficiaires',
  width: '7rem',
  header: 'Bénéficiaires effectifs',
  sortColumn: 'beneficiaires',
  cellClassName: 'tabular-nums',
  cell: (row) => String(row.beneficialOwnersCount),
};

const letterColumn: Column = {
  id: 'lettre',
  width: '8rem',
  header: 'Lettre de mission',
  sortColumn: 'lettre',
  cell: (row) => <Badge status={letterStatus(row)} label={LETTER_STATUS_LABELS[letterStatus(row)]} />,
};

/** The letter's missions in a word each; their full names on hover. */
const missionsColumn: Column = {
  id: 'missions',
  width: 'minmax(10rem,2fr)',
  header: 'Missions',
  sortColumn: 'missions',
  cellClassName: 'truncate',
  cell: (row) =>
    row.engagementMissions.length === 0 ? NONE : <span title={row.engagementMissions.map((mission) => ENGAGEMENT_MISSION_LABELS[mission]).join(', ')}>{missionsShortText(row.engagementMissions)}</span>,
};

const feesColumn: Column = {
  id: 'honoraires',
  width: '12rem',
  header: 'Honoraires HT',
  sortColumn: 'honoraires',
  cellClassName: 'tabular-nums',
  cell: (row) => (row.engagementFees === null ? NONE : feesText(row.engagementFees, row.engagementFeesMode)),
};

const documentsColumn: Column = {
  id: 'pieces',
  width: '5rem',
  header: 'Pièces',
  sortColumn: 'pieces',
  cellClassName: 'tabular-nums',
  cell: (row) => String(row.documentsCount),
};

const gapsColumn: Column = {
  id: 'lacunes',
  width: 'minmax(14rem,3fr)',
  header: 'Lacunes',
  sortColumn: 'lacunes',
  cell: (row) =>
    row.gaps.length === 0 ? (
      <span className="text-green-700">Aucune lacune</span>
    ) : (
      <ul className="grid gap-0.5 py-1 text-sm">
        {row.gaps.map((gap) => (
          <li key={gap}>{gapText(gap, row.nextReviewAt)}</li>
        ))}
      </ul>
    ),
};

/** Each tab's columns after the client's name. */
export const TAB_COLUMNS: Record<ComplianceTab, readonly Column[]> = {
  'lcb-ft': [
    vigilanceColumn,
    date('evaluee', 'Évaluée le', (row) => row.assessedAt),
    date('identite', 'Identité vérifiée le', (row) => row.identityVerifiedAt),
    ownersColumn,
    date('gel', 'Gel des avoirs et PPE', (row) => row.sanctionsCheckedAt),
    date('revue', 'Prochaine revue', (row) => row.nextReviewAt),
  ],
  lettres: [letterColumn, missionsColumn, feesColumn, date('signee', 'Signée le', (row) => row.engagementSignedAt), documentsColumn],
  controle: [vigilanceColumn, letterColumn, gapsColumn],
};
