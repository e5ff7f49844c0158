import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last completed pass of each daily background job, and for what (the Paris day and the
 * build that ran it): a restart the same day, of the same build, does not redo the pass.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  doneFor: text('done_for').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
