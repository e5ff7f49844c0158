import type { EInvoicingField } from '../../../../shared/e-invoicing/api.ts';
import { parisIsoDay } from '../../../../shared/paris-time.ts';

/** The fields typed JJ/MM/AAAA in a row, with the SPEC §5 rules of the authorisation date. */
export const DATE_FIELDS = ['receptionDate', 'issuingDate', 'delegationDate', 'designationDate', 'directoryCheckedAt'] as const satisfies readonly EInvoicingField[];
export type DateField = (typeof DATE_FIELDS)[number];

export const isDateField = (field: string): field is DateField => (DATE_FIELDS as readonly string[]).includes(field);

/** Each date input's accessible name, for the client it belongs to. */
export const DATE_CELL_LABELS: Record<DateField, (name: string) => string> = {
  receptionDate: (name) => `Date de réception de ${name}`,
  issuingDate: (name) => `Date d’émission de ${name}`,
  delegationDate: (name) => `Date de délégation de ${name}`,
  designationDate: (name) => `Date de désignation de ${name}`,
  directoryCheckedAt: (name) => `Annuaire vérifié le, pour ${name}`,
};

/** The Paris day the last reminder was accepted by the mail server (AAAA-MM-JJ), or null when none was. */
export const reminderDay = (lastReminderAt: string | null): string | null => (lastReminderAt ? parisIsoDay(new Date(lastReminderAt)) : null);
