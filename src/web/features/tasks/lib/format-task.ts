import { FIRM_TIME_ZONE } from '../../../../shared/paris-time.ts';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: FIRM_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: FIRM_TIME_ZONE, dateStyle: 'short' });
const TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: FIRM_TIME_ZONE, timeStyle: 'short' });

const format = (formatter: Intl.DateTimeFormat, iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
};

/** '21/11/2026 14:30' on Paris clocks; '' for no date. */
export const formatDueDateTime = (iso: string | null) => format(DATE_TIME, iso);

/** '21/11/2026' on the Paris calendar. */
export const formatDueDay = (iso: string | null) => format(DATE, iso);

/** '14:30' on Paris clocks. */
export const formatDueTime = (iso: string | null) => format(TIME, iso);
