import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Who made the last write; the user may be deleted later, the row stays. */
export const updatedBy = () => uuid('updated_by').references(() => users.id, { onDelete: 'set null' });
