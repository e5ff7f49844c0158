import { AUTHORIZATION_HISTORY_FIELD_LABELS, type HistoryEntry } from '../../../../shared/authorizations.ts';
import { formatDateFr } from '../../../../shared/dates.ts';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** '14/03/2025 09:05', Paris time. */
export function formatHistoryTime(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : DATE_TIME.format(date);
}

export type HistoryChange = { field: string; from: string; to: string };

const isDateField = (field: string | null) => field !== null && /date/i.test(field);

/** One history line in French: the field's name, and old → new as the screen shows them. */
export function describeChange(entry: HistoryEntry, statusLabels: Readonly<Record<string, string>>): HistoryChange {
  const show = (value: string | null): string => {
    if (value === null || value === '') return '—';
    if (isDateField(entry.field)) return formatDateFr(value.slice(0, 10)) || value;
    return statusLabels[value] ?? value;
  };
  const field = isDateField(entry.field)
    ? AUTHORIZATION_HISTORY_FIELD_LABELS.authorizationDate
    : entry.field === null || entry.field === 'status'
      ? AUTHORIZATION_HISTORY_FIELD_LABELS.status
      : entry.field;
  return { field, from: show(entry.oldValue), to: show(entry.newValue) };
}
