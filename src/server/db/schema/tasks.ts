import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt, updatedBy } from './columns.ts';
import { missions } from './missions.ts';
import { recurrenceFrequency, taskPriority, taskStatus, taskType } from './enums.ts';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    type: taskType('type').notNull().default('ponctuelle'),
    priority: taskPriority('priority').notNull().default('normale'),
    status: taskStatus('status').notNull().default('a_faire'),
    // A task outlives its client and its assignee: the firm keeps the history.
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    recurrenceFrequency: recurrenceFrequency('recurrence_frequency'),
    /** The occurrences of one recurring task share a series id: completing one creates the next. */
    seriesId: uuid('series_id'),
    /** Set by 'Arrêter la récurrence': no next occurrence, no more calendar repeats. */
    recurrenceEndedAt: timestamp('recurrence_ended_at', { withTimezone: true }),
    /** The mission (issue 24) this task is part of, if it is; the task outlives it. */
    missionId: uuid('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    // A user's tasks by due date (Mes tâches, the calendar, « Urgent »), carrying what the
    // Dashboard's counters read (status, completed_at): its per-status counts of a user's 17,000
    // tasks are an index-only scan where the visibility map allows (migration 0022 has autovacuum
    // keep it on tasks). Status and completed_at are indexed already, so a status change was never
    // a HOT update: no write loses one.
    index('tasks_assigned_to_due_date_covering_idx').on(t.assignedTo, t.dueDate, t.status, t.completedAt),
    index('tasks_due_date_idx').on(t.dueDate),
    // The list's order (GET /api/tasks, by due date, undated last, then newest first): a page is
    // read from here, 100 entries, instead of sorting the firm's 70,000 open tasks for each page.
    index('tasks_list_due_idx').on(sql`coalesce(${t.dueDate}, 'infinity'::timestamptz)`, t.createdAt.desc().nullsFirst(), t.id),
    // « Mes tâches », the list's default (one person's open tasks in the list's order): its page is
    // the index's first 100 entries, where tasks_list_due_idx walked past the firm's other
    // collaborators' tasks, some 2,800 entries at the reference firm (issue 27: 4.2 → 0.9 ms alone,
    // the load test's third most expensive read).
    index('tasks_mine_open_due_idx')
      .on(t.assignedTo, sql`coalesce(${t.dueDate}, 'infinity'::timestamptz)`, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} <> 'termine'`),
    index('tasks_client_id_idx').on(t.clientId),
    // By status, and the finished ones by completion: Statistiques counts each month's range of
    // finished tasks here, an index-only count, where (status) alone read 30,000 rows to convert
    // each completion to its Paris month.
    index('tasks_status_completed_at_idx').on(t.status, t.completedAt),
    index('tasks_series_id_idx').on(t.seriesId),
    index('tasks_mission_id_idx').on(t.missionId),
    index('tasks_completed_at_idx').on(t.completedAt),
    // Global search: a matched title's tasks, open ones first by due date (see taskTitles).
    index('tasks_title_rank_idx').on(t.title, sql`(${t.status} = 'termine')`, t.dueDate, t.id),
    check('tasks_title_not_blank', sql`length(trim(${t.title})) > 0`),
    // SPEC §5: the frequency is saved only for recurring tasks, and required for them.
    check(
      'tasks_recurrence_matches_type',
      sql`(${t.type} = 'recurrente') = (${t.recurrenceFrequency} is not null)`,
    ),
  ],
);

/**
 * Every distinct task title. Titles repeat (100,000 tasks of the reference firm carry 32), so the
 * global search scores titles here rather than each of thousands of tasks, then reads the best
 * tasks of each matched title through tasks_title_rank_idx (decision 0004). Kept by migration
 * 0010's triggers on tasks, whatever writes them (forms, recurrences, undo, seed). A title no task
 * carries any more stays: it matches no task, and deleting it could race a task being given it.
 */
export const taskTitles = pgTable(
  'task_titles',
  { title: text('title').primaryKey() },
  // On the folded expression, not a stored copy: the function's cost in the planner's eyes is what
  // keeps it on this index rather than on a scan scoring every title (decision 0004).
  (t) => [index('task_titles_folded_trgm_idx').using('gin', sql`f_unaccent(lower(${t.title})) gin_trgm_ops`)],
);

/**
 * How many tasks each (assignee, status, priority) holds, kept by migration 0029's triggers on
 * tasks whatever writes them (forms, bulk changes, recurrences, undo, seed, a deleted assignee's
 * SET NULL), read as `sum(n)` by key (task-counts.ts): the Tâches counter and Statistiques' task
 * figures. A statement that moves tasks between keys appends one row per key it moved rather than
 * updating a row per key, so concurrent writers never wait on each other's counters, nor deadlock
 * across a transaction's statements; compactTaskCounts folds the rows back, one per key. The rows
 * are written in the transaction that writes the tasks, so a snapshot sums exactly the tasks it
 * sees (issue 27: counting the firm's open tasks was 30-40 ms per Tâches page under the load test).
 */
export const taskCounts = pgTable('task_counts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  assignedTo: uuid('assigned_to'),
  status: taskStatus('status').notNull(),
  priority: taskPriority('priority').notNull(),
  n: integer('n').notNull(),
});
