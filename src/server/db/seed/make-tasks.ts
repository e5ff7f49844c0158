import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '../../../shared/tasks.ts';
import type { tasks } from '../schema/index.ts';
import { TASK_DESCRIPTIONS, TASK_TEMPLATES } from './french-data.ts';
import type { Random } from './random.ts';

export type TaskDraft = typeof tasks.$inferInsert;

const DAY_MS = 86_400_000;
const STATUS_WEIGHTS: Record<TaskStatus, number> = { a_faire: 35, en_cours: 25, en_attente: 10, termine: 30 };
const PRIORITY_WEIGHTS: Record<TaskPriority, number> = { urgente: 8, haute: 22, normale: 50, basse: 20 };

/** A due date from 60 days ago to 120 days ahead, during office hours. */
function makeDueDate(random: Random, now: Date): Date {
  const due = new Date(now.getTime() + random.int(-60, 120) * DAY_MS);
  due.setHours(random.int(8, 18), random.pick([0, 15, 30, 45]), 0, 0);
  return due;
}

/**
 * Tasks spread over the clients (mostly active ones) and the staff. The first four take each
 * status and each priority in turn, so that even a tiny demo shows every badge.
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
  const pickClient = (): string | null => {
    if (random.chance(0.1)) return null;
    const pool = otherClientIds.length > 0 && (activeClientIds.length === 0 || random.chance(0.08)) ? otherClientIds : activeClientIds;
    return pool.length > 0 ? random.pick(pool) : null;
  };
  return Array.from({ length: count }, (_, i): TaskDraft => {
    const template = random.pick(TASK_TEMPLATES);
    const recurring = template.frequency !== undefined && random.chance(0.85);
    const status = TASK_STATUSES[i] ?? random.weighted(STATUS_WEIGHTS);
    const priority = TASK_PRIORITIES[i] ?? random.weighted(PRIORITY_WEIGHTS);
    const dueDate = random.chance(0.92) ? makeDueDate(random, now) : null;
    const createdAt = new Date(now.getTime() - random.int(1, 240) * DAY_MS - random.int(0, DAY_MS));
    // Finished between creation and now, more often recently: the "terminées ce mois" counters need some.
    const completedAt =
      status === 'termine'
        ? new Date(Math.max(createdAt.getTime(), now.getTime() - random.int(0, 45) * DAY_MS - random.int(60_000, DAY_MS)))
        : null;
    const createdBy = random.pick(userIds);
    // "Liasse fiscale 2025": the year of the accounts, unless the title already ends in a form number.
    const annual = template.frequency === 'annee' && !/\d$/.test(template.title) && random.chance(0.5);
    return {
      title: annual ? `${template.title} ${now.getFullYear() - 1}` : template.title,
      description: random.chance(0.4) ? random.pick(TASK_DESCRIPTIONS) : null,
      type: recurring ? 'recurrente' : 'ponctuelle',
      // The database refuses a frequency on a one-off task, and its absence on a recurring one.
      recurrenceFrequency: recurring ? (template.frequency ?? null) : null,
      priority,
      status,
      clientId: pickClient(),
      assignedTo: random.chance(0.88) ? random.pick(userIds) : null,
      createdBy,
      dueDate,
      completedAt,
      createdAt,
      updatedAt: completedAt ?? createdAt,
      updatedBy: createdBy,
    };
  });
}
