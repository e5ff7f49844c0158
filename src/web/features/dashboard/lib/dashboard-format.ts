import { formatNumber } from '../../../../shared/stats.ts';
import { FIRM_TIME_ZONE, isoDay, parisIsoDay, toParisParts } from '../../../../shared/paris-time.ts';

/** From 18:00 in Paris the greeting turns to 'Bonsoir'. */
export const EVENING_HOUR = 18;

export function greetingWord(now: Date): 'Bonjour' | 'Bonsoir' {
  return toParisParts(now).hour >= EVENING_HOUR ? 'Bonsoir' : 'Bonjour';
}

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: FIRM_TIME_ZONE });
const dayMonthYear = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: FIRM_TIME_ZONE });
const hourMinute = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: FIRM_TIME_ZONE });

/** 'samedi 21 novembre 2026', the Paris date. */
export const formatLongDate = (now: Date) => longDate.format(now);

/** The Paris calendar day after `now`'s (not now + 24 h, which a 25-hour day would miss). */
function parisTomorrow(now: Date): string {
  const { year, month, day } = toParisParts(now);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return isoDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** "Aujourd’hui à 14:30", "Demain à 09:00", else "25/11/2026 à 10:00" (Paris time). */
export function formatDueDate(dueIso: string, now: Date): string {
  const due = new Date(dueIso);
  const day = parisIsoDay(due);
  const time = hourMinute.format(due);
  if (day === parisIsoDay(now)) return `Aujourd’hui à ${time}`;
  if (day === parisTomorrow(now)) return `Demain à ${time}`;
  return `${dayMonthYear.format(due)} à ${time}`;
}

/** '0 client', '1 client', '1 234 clients'. */
export const formatClientCount = (count: number) => `${formatNumber(count)} ${count > 1 ? 'clients' : 'client'}`;

/** '0 client non prêt à recevoir', '12 clients non prêts à recevoir' (French: 0 and 1 are singular). */
export function formatNotReadyToReceive(count: number): string {
  const plural = count > 1 ? 's' : '';
  return `${formatNumber(count)} client${plural} non prêt${plural} à recevoir`;
}
