import { FIRM_TIME_ZONE } from '../../../../shared/paris-time.ts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: FIRM_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const countFormat = new Intl.NumberFormat('fr-FR');

/** An ISO instant as the firm's calendar day, dd/MM/yyyy; '' when unreadable. */
export function formatDayFr(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: FIRM_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** An ISO instant as « dd/MM/yyyy à HH:mm » in the firm's time zone; '' when unreadable. */
export function formatDayTimeFr(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${dayFormat.format(date)} à ${timeFormat.format(date)}`;
}

export const formatCount = (value: number) => countFormat.format(value);
