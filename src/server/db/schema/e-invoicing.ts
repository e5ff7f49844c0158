import { date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { E_REPORTING_VALUES, MANDATE_STATUSES, READINESS_STATUSES } from '../../../shared/e-invoicing/statuses.ts';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt, updatedBy } from './columns.ts';

export const readinessStatus = pgEnum('readiness_status', READINESS_STATUSES);
export const mandateStatus = pgEnum('mandate_status', MANDATE_STATUSES);
export const eReporting = pgEnum('e_reporting', E_REPORTING_VALUES);

/**
 * A client's e-invoicing readiness (issue 23), one row per client once someone writes it: a client
 * without a row reads à faire, aucun, nothing chosen. The company category is the client's own
 * column (clients.categorie_entreprise), since the échéances derive from it.
 */
export const clientEInvoicing = pgTable(
  'client_e_invoicing',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** A platform id of src/shared/e-invoicing/platforms.ts or 'autre'. */
    platform: text('platform'),
    platformOther: text('platform_other'),
    receptionStatus: readinessStatus('reception_status').notNull().default('a_faire'),
    receptionDate: date('reception_date'),
    issuingStatus: readinessStatus('issuing_status').notNull().default('a_faire'),
    issuingDate: date('issuing_date'),
    eReporting: eReporting('e_reporting'),
    delegationStatus: mandateStatus('delegation_status').notNull().default('aucun'),
    delegationDate: date('delegation_date'),
    designationStatus: mandateStatus('designation_status').notNull().default('aucun'),
    designationDate: date('designation_date'),
    directoryCheckedAt: date('directory_checked_at'),
    /** Set when the SMTP server accepted the last reminder, never when it was queued. */
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    lastReminderBy: uuid('last_reminder_by').references(() => users.id, { onDelete: 'set null' }),
    lastReminderByName: text('last_reminder_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [index('client_e_invoicing_platform_idx').on(t.platform)],
);
