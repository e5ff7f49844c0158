import { formatDistance } from 'date-fns';
import { fr } from 'date-fns/locale';

/** 'il y a 5 minutes', 'il y a environ 2 heures', 'il y a 3 jours'; '' for an unreadable date. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A clock slightly ahead of the browser's must not read 'dans 2 secondes'.
  return formatDistance(date < now ? date : now, now, { addSuffix: true, locale: fr });
}

/** The unread count as the badge shows it: '9+' past nine. */
export function badgeCount(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}
