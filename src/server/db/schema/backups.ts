import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BACKUP_STATUSES } from '../../../shared/backups.ts';
import { users } from './auth.ts';

export const backupStatus = pgEnum('backup_status', BACKUP_STATUSES);
/** The server's own backups: the nightly job's, and those an admin asked for (« Sauvegarder maintenant »). */
export const backupTrigger = pgEnum('backup_trigger', ['schedule', 'manual']);

/**
 * The backups the server took (issue 26) and what became of each: written, verified by a restore
 * into a scratch database, or failed and why. The file itself is in the backup folder under
 * `file_name`; retention removes the file and its row together.
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull().unique(),
    trigger: backupTrigger('trigger').notNull(),
    status: backupStatus('status').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Each table's rows, counted inside the backup's snapshot: what the verification must find again. */
    tableCounts: jsonb('table_counts').$type<Record<string, number>>(),
    /** Why it failed or could not be verified, in French. */
    error: text('error'),
  },
  (t) => [index('backups_started_at_idx').on(t.startedAt)],
);
