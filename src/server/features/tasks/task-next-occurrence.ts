import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { nextDueDate } from '../../../shared/recurrence.ts';
import type { TaskStatus } from '../../../shared/tasks.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Transaction } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { seriesFirstDueDate } from '../../db/series-first-due-date.ts';
import type { Actor } from '../../auth/acting-user.ts';

export type StoredTask = typeof tasks.$inferSelect;

/** SPEC §4 does not say how completed_at is set: on entering termine, and cleared on leaving it. */
export function completedAtFor(status: TaskStatus, before: Pick<StoredTask, 'status' | 'completedAt'> | undefined): Date | null {
  if (status !== 'termine') return null;
  return before?.status === 'termine' ? before.completedAt : new Date();
}

export const entersDone = (status: TaskStatus, before: Pick<StoredTask, 'status'> | undefined) =>
  status === 'termine' && before?.status !== 'termine';

/**
 * A recurring task that is done keeps its record, and the series goes on with a new task one
 * period later (a monthly VAT return: March's is done, April's is to do). Returns the new task's
 * id, or null when the series is stopped, undated, or already has a later occurrence (the status
 * went termine → a_faire → termine: the next one exists already).
 */
export async function createNextOccurrence({
  tx,
  task,
  actor,
  batchId,
}: {
  tx: Transaction;
  task: StoredTask;
  actor: Actor;
  /** A bulk status change journals the occurrences it creates under its batch. */
  batchId?: string;
}): Promise<string | null> {
  const { dueDate, recurrenceFrequency: frequency } = task;
  if (task.type !== 'recurrente' || !frequency || !dueDate || task.recurrenceEndedAt) return null;

  // Tasks from before series existed (the demo data) start their own series here.
  const seriesId = task.seriesId ?? task.id;
  if (!task.seriesId) await tx.update(tasks).set({ seriesId }).where(eq(tasks.id, task.id));
  // Two people completing two occurrences of one series at once take turns here.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${seriesId}, 0))`);

  const [later] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.seriesId, seriesId), ne(tasks.id, task.id), gt(tasks.dueDate, dueDate)))
    .limit(1);
  if (later) return null;

  const [series] = await tx.select({ first: seriesFirstDueDate().mapWith(tasks.dueDate) }).from(tasks).where(eq(tasks.id, task.id));
  const [next] = await tx
    .insert(tasks)
    .values({
      title: task.title,
      description: task.description,
      type: task.type,
      priority: task.priority,
      status: 'a_faire',
      clientId: task.clientId,
      missionId: task.missionId,
      assignedTo: task.assignedTo,
      createdBy: task.createdBy,
      dueDate: nextDueDate(dueDate, frequency, series?.first ?? null),
      completedAt: null,
      recurrenceFrequency: frequency,
      seriesId,
      updatedBy: actor.id,
    })
    .returning({ id: tasks.id });
  if (!next) return null;
  await recordActivity(tx, actor, [{ entity: 'task', entityId: next.id, clientId: task.clientId, action: 'create', newValue: task.title }], { batchId });
  return next.id;
}
