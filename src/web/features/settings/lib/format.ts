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

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** A file's size as people read it: « 512 o », « 12,5 Ko », « 48,2 Mo », « 1,3 Go » (1 Ko = 1 024 octets). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const units = ['Ko', 'Mo', 'Go', 'To'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}
