import { bigserial, integer, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_ACTIONS } from '../../../shared/activity.ts';
import { users } from './auth.ts';

/**
 * The journal's entity codes as stored: a PostgreSQL enum (four bytes an entry, in every index on
 * it), so a new code is a migration. What each means is declared by the feature that writes it
 * (a JournalEntity in src/shared/<feature>, carried by its descriptor); src/server/features/
 * index.test.ts checks that the descriptors and this list name the same codes.
 */
export const ACTIVITY_ENTITY_CODES = [
  'client',
  'client_collaborator',
  'task',
  'authorization',
  'tracking',
  'tracking_year',
  'bank_change',
  'software',
  'user',
  'note',
  'obligation',
  'e_invoicing',
  'mission',
  'mission_template',
  'kyc',
  'engagement_letter',
  'client_document',
  'backup',
] as const;
export type ActivityEntityCode = (typeof ACTIVITY_ENTITY_CODES)[number];

export const activityEntity = pgEnum('activity_entity', ACTIVITY_ENTITY_CODES);
export const activityAction = pgEnum('activity_action', ACTIVITY_ACTIONS);

/**
 * The activity journal: every write, who made it, when, and old → new per field, recorded in the
 * same transaction as the write. No foreign key to clients: a deleted client keeps its history;
 * the author's name is copied so history survives the user's deletion too.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    entity: activityEntity('entity').notNull(),
    /** The row's id, or its natural key for rows without one (e.g. 'clientId:urssaf'). */
    entityId: text('entity_id').notNull(),
    clientId: uuid('client_id'),
    action: activityAction('action').notNull(),
    field: text('field'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    /** The bulk action (activity_batches) this entry belongs to: the Journal groups its rows. */
    batchId: uuid('batch_id'),
  },
  (t) => [
    index('activity_log_entity_idx').on(t.entity, t.entityId, t.at),
    // A list's data version (activity/data-version.ts): the newest id per entity, and the ids of
    // those entities above a settled floor counted, both read from this index alone.
    index('activity_log_entity_id_idx').on(t.entity, t.id),
    index('activity_log_client_idx').on(t.clientId, t.at),
    index('activity_log_at_idx').on(t.at),
    index('activity_log_user_idx').on(t.userId),
    // A batch's newest entry in one probe: the Journal shows a batch as that one line.
    index('activity_log_batch_idx').on(t.batchId, t.id),
  ],
);

/**
 * One bulk action (issue 16): who, when, what and on how many rows, and what its undo needs (the
 * rows as they were), kept only for a while: past BULK_UNDO_SECONDS nobody may undo it, and the
 * next batch drops stale snapshots. The batch itself stays, named by the Journal's grouped line.
 */
export const activityBatches = pgTable(
  'activity_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    /** What was done, e.g. 'authorizations.update', 'tasks.delete' (src/server/features/batches). */
    kind: text('kind').notNull(),
    rowCount: integer('row_count').notNull(),
    /** The undo's data; null once stale or once undone. */
    snapshot: jsonb('snapshot'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** The batch this one undid. */
    undoOf: uuid('undo_of'),
  },
  (t) => [index('activity_batches_created_at_idx').on(t.createdAt)],
);
