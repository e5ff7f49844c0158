import { FRENCH_MONTHS } from '../dates.ts';
import { ownLabel, type JournalEntity } from '../journal-entity.ts';
import { OBLIGATION_KIND_LABELS, OBLIGATION_STATUS_LABELS } from './kinds.ts';

/**
 * '2026-10' → « octobre 2026 », '2026-T3' → « 3e trimestre 2026 », '2026-A2' → « n°2 — 2026 », '2025' as is;
 * a day (the Revue LCB-FT's cycle, from its last review) → « cycle du 15/03/2026 ».
 */
function obligationPeriodLabel(period: string | undefined): string {
  if (!period) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  if (day) return `cycle du ${day[3]}/${day[2]}/${day[1]}`;
  const [, year, tag, rank] = /^(\d{4})-([TA]?)(\d{1,2})$/.exec(period) ?? [];
  if (!year || !rank) return period;
  if (tag === 'T') return `${rank === '1' ? '1er' : `${rank}e`} trimestre ${year}`;
  if (tag === 'A') return `n°${rank} — ${year}`;
  return `${FRENCH_MONTHS[Number(rank) - 1] ?? rank} ${year}`;
}

/**
 * The journal's key for one obligation: its natural key (client, kind, period), like a Suivi
 * cell's 'client:kind:year'. Stable across regenerations and readable in the Journal (the subject
 * below). Written by the Échéances page and by the pages whose statuses close a deadline
 * (Facturation électronique).
 */
export const obligationEntityId = (row: { clientId: string; kind: string; period: string }) => `${row.clientId}:${row.kind}:${row.period}`;

/** A deadline's status or note; its id is obligationEntityId, its subject « Échéance TVA CA3 — octobre 2026 ». */
export const OBLIGATION_JOURNAL: JournalEntity = {
  entity: 'obligation',
  label: 'Échéance',
  statusLabels: OBLIGATION_STATUS_LABELS,
  fields: { note: 'Note' },
  subject: (entityId) => {
    const [, kind, period] = entityId.split(':');
    return [`Échéance ${ownLabel(OBLIGATION_KIND_LABELS, kind) ?? ''}`.trim(), obligationPeriodLabel(period)].filter(Boolean).join(' — ');
  },
};
