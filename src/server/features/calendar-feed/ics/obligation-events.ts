import { addDays } from '../../../../shared/obligations/calendar.ts';
import { escapeText, utcStamp } from './ics-text.ts';

export type FeedObligation = {
  id: string;
  label: string;
  clientName: string;
  /** 'YYYY-MM-DD': a legal deadline is a day, not an instant. */
  dueDate: string;
  estimated: boolean;
  estimateNote: string | null;
  toleranceDate: string | null;
  updatedAt: Date;
};

const icsDate = (iso: string) => iso.replaceAll('-', '');
const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** One all-day event on the due date: « TVA CA3 — octobre 2026 — Boulangerie Martin (estimée) ». */
export function obligationEvent(obligation: FeedObligation, stamp: string): string[] {
  const summary = `${obligation.label} — ${obligation.clientName}${obligation.estimated ? ' (estimée)' : ''}`;
  const description = [
    `Client : ${obligation.clientName}`,
    obligation.estimateNote ? `Date ${obligation.estimateNote}` : undefined,
    obligation.toleranceDate ? `Tolérance de dépôt en ligne : ${frDate(obligation.toleranceDate)}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:obligation-${obligation.id}@cabinet`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${utcStamp(obligation.updatedAt)}`,
    `DTSTART;VALUE=DATE:${icsDate(obligation.dueDate)}`,
    // DTEND of an all-day event is exclusive: the next day.
    `DTEND;VALUE=DATE:${icsDate(addDays(obligation.dueDate, 1))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    // A deadline does not make anyone busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}
