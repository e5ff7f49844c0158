import { and, eq, isNull, or } from 'drizzle-orm';
import type { TaskRow, TaskStatus, TaskStatusChange } from '../../../shared/tasks.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockTask } from './task-lock.ts';
import { completedAtFor, createNextOccurrence, entersDone } from './task-next-occurrence.ts';
import { getTask } from './task-row.ts';

/** The list's inline select: every status reachable from every other (SPEC §4), with completed_at following. */
export async function changeTaskStatus({
  db,
  id,
  status,
  actor,
}: {
  db: Db;
  id: string;
  status: TaskStatus;
  actor: Actor;
}): Promise<TaskStatusChange> {
  return db.transaction(async (tx) => {
    const before = await lockTask({ tx, id });
    const [after] = await tx
      .update(tasks)
      .set({ status, completedAt: completedAtFor(status, before), updatedBy: actor.id })
      .where(eq(tasks.id, id))
      .returning();
    if (!after) throw notFound('Tâche');
    const base = { entity: 'task' as const, entityId: id, clientId: after.clientId };
    await recordActivity(tx, actor, changedFields(base, { status: before.status, completedAt: before.completedAt }, { status, completedAt: after.completedAt }));
    const nextId = entersDone(status, before) ? await createNextOccurrence({ tx, task: after, actor }) : null;
    return { task: await getTask({ db: tx, id }), next: nextId ? await getTask({ db: tx, id: nextId }) : null };
  });
}

/**
 * 'Arrêter la récurrence': the whole series ends now. Its open task stays (it is still to do) but
 * completing it creates no next one, and the calendar stops repeating it. Asking twice is harmless.
 */
export async function stopRecurrence({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const task = await lockTask({ tx, id });
    if (task.type !== 'recurrente') throw new AppError('BAD_REQUEST', 'Cette tâche n’est pas récurrente.');
    if (task.recurrenceEndedAt) return getTask({ db: tx, id });
    const endedAt = new Date();
    const inSeries = task.seriesId ? or(eq(tasks.id, id), eq(tasks.seriesId, task.seriesId)) : eq(tasks.id, id);
    const ended = await tx
      .update(tasks)
      .set({ recurrenceEndedAt: endedAt, updatedBy: actor.id })
      .where(and(inSeries, isNull(tasks.recurrenceEndedAt)))
      .returning({ id: tasks.id, clientId: tasks.clientId });
    await recordActivity(
      tx,
      actor,
      ended.map((row) => ({ entity: 'task', entityId: row.id, clientId: row.clientId, action: 'update', field: 'recurrenceEndedAt', newValue: endedAt })),
    );
    return getTask({ db: tx, id });
  });
}
