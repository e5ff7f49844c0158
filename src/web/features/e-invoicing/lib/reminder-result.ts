import { formatDateFr } from '../../../../shared/dates.ts';
import type { ReminderResult } from '../../../../shared/e-invoicing/reminders.ts';

/** What « Envoyer » did, in French: the mails sent today, those the daily cap holds back, or none. */
export function reminderResultLines({ queued, deferred, deferredUntil }: ReminderResult): string[] {
  const today = queued - deferred;
  const lines: string[] = [];
  if (today > 0) lines.push(`${String(today)} relance(s) envoyée(s)`);
  if (deferred > 0) {
    lines.push(`${String(deferred)} relance(s) partiront le ${formatDateFr(deferredUntil)} (plafond quotidien atteint)`);
  }
  if (queued === 0) lines.push('Aucune relance envoyée');
  return lines;
}
