import { randomUUID } from 'node:crypto';
import { nextDueDate } from '../../../shared/recurrence.ts';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '../../../shared/tasks.ts';
import type { tasks } from '../schema/index.ts';
import { TASK_DESCRIPTIONS, TASK_TEMPLATES } from './french-data.ts';
import type { Random } from './random.ts';

export type TaskDraft = typeof tasks.$inferInsert & { id: string; status: TaskStatus; createdAt: Date };

const DAY_MS = 86_400_000;
const STATUS_WEIGHTS: Record<TaskStatus, number> = { a_faire: 35, en_cours: 25, en_attente: 10, termine: 30 };
const OPEN_STATUS_WEIGHTS: Record<Exclude<TaskStatus, 'termine'>, number> = { a_faire: 35, en_cours: 25, en_attente: 10 };
const PRIORITY_WEIGHTS: Record<TaskPriority, number> = { urgente: 8, haute: 22, normale: 50, basse: 20 };

/** A due date from 60 days ago to 120 days ahead, during office hours. */
function makeDueDate(random: Random, now: Date): Date {
  const due = new Date(now.getTime() + random.int(-60, 120) * DAY_MS);
  due.setHours(random.int(8, 18), random.pick([0, 15, 30, 45]), 0, 0);
  return due;
}

/** Finished between its creation and now, more often recently: the "terminées ce mois" counters need some. */
function makeCompletedAt(random: Random, now: Date, createdAt: Date): Date {
  return new Date(Math.max(createdAt.getTime(), now.getTime() - random.int(0, 45) * DAY_MS - random.int(60_000, DAY_MS)));
}

/** Completing a dated recurring task creates its next occurrence (task-next-occurrence.ts): it needs a row. */
const needsNext = (task: TaskDraft) => task.type === 'recurrente' && task.status === 'termine' && task.dueDate instanceof Date;

/** What every draw reads: one random stream (the same seed gives the same tasks), the clock, the rows drawn so far. */
type Draw = {
  random: Random;
  now: Date;
  count: number;
  userIds: readonly string[];
  rows: readonly TaskDraft[];
  pickClient: () => string | null;
};

/** Mostly active clients, a few others, some tasks with none. */
function clientPicker(random: Random, activeClientIds: readonly string[], otherClientIds: readonly string[]) {
  return (): string | null => {
    if (random.chance(0.1)) return null;
    const pool = otherClientIds.length > 0 && (activeClientIds.length === 0 || random.chance(0.08)) ? otherClientIds : activeClientIds;
    return pool.length > 0 ? random.pick(pool) : null;
  };
}

/** The first four rows take each status in turn; the last row cannot be a completed occurrence whose next one would not fit. */
function drawStatus({ random, rows, count }: Draw, recurring: boolean, dated: boolean): TaskStatus {
  const fixed = TASK_STATUSES[rows.length];
  const last = rows.length === count - 1 && recurring && dated;
  if (fixed && !(last && fixed === 'termine')) return fixed;
  return last ? random.weighted(OPEN_STATUS_WEIGHTS) : random.weighted(STATUS_WEIGHTS);
}

/** A one-off task, or the first occurrence of a recurring series. */
function makeFirst(draw: Draw): TaskDraft {
  const { random, now, rows, userIds } = draw;
  const template = random.pick(TASK_TEMPLATES);
  const recurring = template.frequency !== undefined && random.chance(0.85);
  const dueDate = random.chance(0.92) ? makeDueDate(random, now) : null;
  const status = drawStatus(draw, recurring, dueDate !== null);
  const priority = TASK_PRIORITIES[rows.length] ?? random.weighted(PRIORITY_WEIGHTS);
  const createdAt = new Date(now.getTime() - random.int(1, 240) * DAY_MS - random.int(0, DAY_MS));
  const completedAt = status === 'termine' ? makeCompletedAt(random, now, createdAt) : null;
  const createdBy = random.pick(userIds);
  // "Liasse fiscale 2025": the year of the accounts, unless the title already ends in a form number.
  const annual = template.frequency === 'annee' && !/\d$/.test(template.title) && random.chance(0.5);
  const id = randomUUID();
  return {
    id,
    title: annual ? `${template.title} ${now.getFullYear() - 1}` : template.title,
    description: random.chance(0.4) ? random.pick(TASK_DESCRIPTIONS) : null,
    type: recurring ? 'recurrente' : 'ponctuelle',
    // The database refuses a frequency on a one-off task, and its absence on a recurring one.
    recurrenceFrequency: recurring ? (template.frequency ?? null) : null,
    seriesId: recurring ? id : null,
    priority,
    status,
    clientId: draw.pickClient(),
    assignedTo: random.chance(0.88) ? random.pick(userIds) : null,
    createdBy,
    dueDate,
    completedAt,
    createdAt,
    updatedAt: completedAt ?? createdAt,
    updatedBy: createdBy,
  };
}

/** What createNextOccurrence writes when `done` is completed, then worked on since like any task. */
function makeNext(draw: Draw, done: TaskDraft, seriesFirst: Date): TaskDraft {
  const { dueDate, recurrenceFrequency, completedAt } = done;
  if (!dueDate || !recurrenceFrequency || !completedAt) throw new Error('makeNext: occurrence récurrente terminée et datée attendue');
  const status = drawStatus(draw, true, true);
  const finishedAt = status === 'termine' ? makeCompletedAt(draw.random, draw.now, completedAt) : null;
  return {
    ...done,
    id: randomUUID(),
    status,
    dueDate: nextDueDate(dueDate, recurrenceFrequency, seriesFirst),
    completedAt: finishedAt,
    createdAt: completedAt,
    updatedAt: finishedAt ?? completedAt,
    // The person who completed the previous one created this one.
    updatedBy: done.updatedBy,
  };
}

/**
 * Tasks spread over the clients (mostly active ones) and the staff, `count` rows in all, written
 * as the app writes them: a recurring task starts a series of its own (series_id = its id, as
 * tasks-create.service.ts sets it), and each completed, dated occurrence is followed in its
 * series by the one its completion created, one period later. The first four take each status
 * and each priority in turn, so that even a tiny demo shows every badge.
 */
export function makeTasks({
  random,
  count,
  now,
  activeClientIds,
  otherClientIds,
  userIds,
}: {
  random: Random;
  count: number;
  now: Date;
  activeClientIds: readonly string[];
  otherClientIds: readonly string[];
  userIds: readonly string[];
}): TaskDraft[] {
  const rows: TaskDraft[] = [];
  const draw: Draw = { random, now, count, userIds, rows, pickClient: clientPicker(random, activeClientIds, otherClientIds) };
  while (rows.length < count) {
    let occurrence = makeFirst(draw);
    rows.push(occurrence);
    const seriesFirst = occurrence.dueDate;
    while (seriesFirst instanceof Date && needsNext(occurrence)) {
      occurrence = makeNext(draw, occurrence, seriesFirst);
      rows.push(occurrence);
    }
  }
  return rows;
}
