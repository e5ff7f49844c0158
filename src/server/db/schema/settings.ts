import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt, updatedBy } from './columns.ts';

/**
 * The firm's settings that admins change in Paramètres (a reminder template, a daily cap…): one
 * row per key, its value JSON that the owning feature's zod schema reads (src/server/settings).
 * A key without a row reads as its default, so a new setting needs no migration.
 */
export const firmSettings = pgTable('firm_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});
