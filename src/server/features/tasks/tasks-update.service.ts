import { eq } from 'drizzle-orm';
import type { TaskInput, TaskUpdateResult } from '../../../shared/tasks.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { signalMailQueued } from '../../mail/outbox.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { notifyAssignee } from './task-assignment.ts';
import { lockTask } from './task-lock.ts';
import { completedAtFor, createNextOccurrence, entersDone, type StoredTask } from './task-next-occurrence.ts';
import { checkActiveClient, checkMission, findAssignee } from './task-references.ts';
import { getTask } from './task-row.ts';

/** The fields the journal follows: what the form edits, and completed_at that follows the status. */
const journalled = (task: StoredTask) => ({
  title: task.title,
  description: task.description,
  type: task.type,
  priority: task.priority,
  status: task.status,
  clientId: task.clientId,
  assignedTo: task.assignedTo,
  dueDate: task.dueDate,
  completedAt: task.completedAt,
  recurrenceFrequency: task.recurrenceFrequency,
  missionId: task.missionId,
});

/**
 * PUT: every field of the form (the mission kept when left out). A client, mission or assignee is
 * checked only when it changes, so a task whose client has since become inactive can still be
 * edited; a new assignee is notified.
 */
export async function updateTask({
  db,
  id,
  input,
  actor,
  appUrl,
}: {
  db: Db;
  id: string;
  input: TaskInput;
  actor: Actor;
  appUrl: string;
}): Promise<TaskUpdateResult> {
  const { task, next, mailQueued } = await db.transaction(async (tx) => {
    const before = await lockTask({ tx, id });
    if (input.clientId !== before.clientId) await checkActiveClient({ tx, clientId: input.clientId });
    // Left out, the mission stays; checked again when it or the client changes.
    const missionId = input.missionId === undefined ? before.missionId : input.missionId;
    if (missionId !== before.missionId || input.clientId !== before.clientId) await checkMission({ tx, missionId, clientId: input.clientId });
    const assigneeChanged = input.assignedTo !== before.assignedTo;
    const assignee = assigneeChanged ? await findAssignee({ tx, userId: input.assignedTo }) : undefined;
    const [after] = await tx
      .update(tasks)
      .set({
        ...input,
        missionId,
        dueDate: input.dueDate ? new Date(input.dueDate) : null,
        completedAt: completedAtFor(input.status, before),
        seriesId: input.type === 'recurrente' ? (before.seriesId ?? before.id) : before.seriesId,
        updatedBy: actor.id,
      })
      .where(eq(tasks.id, id))
      .returning();
    if (!after) throw notFound('Tâche');
    await recordActivity(tx, actor, changedFields({ entity: 'task', entityId: id, clientId: after.clientId }, journalled(before), journalled(after)));
    const nextId = entersDone(input.status, before) ? await createNextOccurrence({ tx, task: after, actor }) : null;
    const task = await getTask({ db: tx, id });
    const next = nextId ? await getTask({ db: tx, id: nextId }) : null;
    return { task, next, mailQueued: await notifyAssignee({ tx, task, assignee, actor, appUrl }) };
  });
  if (mailQueued) signalMailQueued();
  return { ...task, next };
}
