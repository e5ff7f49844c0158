import { sql } from 'drizzle-orm';
import { boolean, date, index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { OBLIGATION_KINDS } from '../../../shared/obligations/kinds.ts';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { updatedAt } from './columns.ts';
import { trackingStatus } from './enums.ts';

export const obligationKind = pgEnum('obligation_kind', OBLIGATION_KINDS);

/**
 * A client's tax and social deadlines (issue 15), derived from its fiscal profile by
 * src/shared/obligations and stored for the rolling window, so that staff can follow them like a
 * Suivi cell. The derived columns (label, due_date, estimated…) are rewritten by every
 * regeneration; the followed ones (status, note, status_by, status_at) only by people.
 */
export const clientObligations = pgTable(
  'client_obligations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: obligationKind('kind').notNull(),
    period: text('period').notNull(),
    label: text('label').notNull(),
    dueDate: date('due_date').notNull(),
    estimated: boolean('estimated').notNull().default(false),
    estimateNote: text('estimate_note'),
    toleranceDate: date('tolerance_date'),
    status: trackingStatus('status').notNull().default('a_faire'),
    note: text('note'),
    /** The profile no longer calls for it but someone followed it: kept, flagged. */
    obsolete: boolean('obsolete').notNull().default(false),
    statusBy: uuid('status_by').references(() => users.id, { onDelete: 'set null' }),
    statusAt: timestamp('status_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The regeneration's upsert key; its leading client_id also serves the sheet and the per-client regeneration.
    unique('client_obligations_client_kind_period_key').on(t.clientId, t.kind, t.period),
    // The Échéances list, the counters, the dashboard and the iCal feed all read a due-date range.
    // Status and obsolete ride along so that counting a range (the page's total, « faites ce mois »)
    // reads the index alone where the visibility map allows, not 30,000 scattered rows a month at
    // 50,000 clients (issue 27).
    index('client_obligations_due_date_status_idx').on(t.dueDate, t.status, t.obsolete),
    // « En retard » and the counters of things still to do: a_faire rows by date (obsolete ones count nowhere).
    index('client_obligations_a_faire_due_obsolete_idx').on(t.dueDate, t.obsolete).where(sql`${t.status} = 'a_faire'`),
  ],
);
