import { check, foreignKey, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt, updatedBy } from './columns.ts';
import { trackingKind, trackingStatus } from './enums.ts';

export const trackingYears = pgTable(
  'tracking_years',
  {
    kind: trackingKind('kind').notNull(),
    year: integer('year').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('tracking_years_year_range', sql`${t.year} between 2000 and 2100`),
  ],
);

/** CFE and 3 EN 1 of SPEC §3 as one table; deleting a tracking year deletes its rows (cascade). */
export const yearlyTracking = pgTable(
  'yearly_tracking',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: trackingKind('kind').notNull(),
    year: integer('year').notNull(),
    status: trackingStatus('status').notNull().default('a_faire'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.kind, t.year] }),
    foreignKey({ columns: [t.kind, t.year], foreignColumns: [trackingYears.kind, trackingYears.year] }).onDelete(
      'cascade',
    ),
    index('yearly_tracking_kind_year_idx').on(t.kind, t.year),
  ],
);
