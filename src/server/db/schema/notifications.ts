import { date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { tasks } from './tasks.ts';

export const notificationKind = pgEnum('notification_kind', ['task_assigned', 'task_due_today', 'task_overdue', 'backup_alert']);
export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

/** In-app notifications (the bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    /** Makes reminders idempotent across instances, e.g. 'overdue:<task>:<date>'. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/**
 * Durable mail queue: a mail is recorded in the same transaction as what caused it and sent by a
 * worker (SELECT … FOR UPDATE SKIP LOCKED), retried with backoff while SMTP is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Where the recipient's answer goes (a client reminder: the client's first collaborator). */
    replyTo: text('reply_to'),
    /**
     * Mail counted against a daily cap ('client_reminder'), with the Paris day it is counted on:
     * it is not sent before that day (next_attempt_at), so a firm never sends more than its cap a day.
     */
    capCategory: text('cap_category'),
    capDay: date('cap_day'),
    /**
     * What to record once the SMTP server has accepted the mail, in the transaction that marks it
     * sent: { handler, data }, the handler registered by a feature (ServerFeature.mailDelivered).
     */
    onSent: jsonb('on_sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_cap_idx').on(t.capCategory, t.capDay)],
);

/** Private iCalendar feed per user: only a hash of the token is stored; regenerating replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
