import { randomUUID } from 'node:crypto';
import type { TaskInput, TaskRow } from '../../../shared/tasks.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { signalMailQueued } from '../../mail/outbox.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { notifyAssignee } from './task-assignment.ts';
import { completedAtFor, createNextOccurrence } from './task-next-occurrence.ts';
import { checkActiveClient, checkMission, findAssignee } from './task-references.ts';
import { getTask } from './task-row.ts';

/**
 * Creates a task as its creator typed it; a recurring one starts its own series. Everything it
 * causes (journal, the assignee's notification and mail, the next occurrence of a recurring task
 * entered as already done) commits with it or not at all.
 */
export async function createTask({ db, input, actor, appUrl }: { db: Db; input: TaskInput; actor: Actor; appUrl: string }): Promise<TaskRow> {
  const { task, mailQueued } = await db.transaction(async (tx) => {
    await checkActiveClient({ tx, clientId: input.clientId });
    await checkMission({ tx, missionId: input.missionId ?? null, clientId: input.clientId });
    const assignee = await findAssignee({ tx, userId: input.assignedTo });
    const id = randomUUID();
    const [stored] = await tx
      .insert(tasks)
      .values({
        id,
        ...input,
        dueDate: input.dueDate ? new Date(input.dueDate) : null,
        completedAt: completedAtFor(input.status, undefined),
        seriesId: input.type === 'recurrente' ? id : null,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning();
    if (!stored) throw new AppError('INTERNAL', 'Une erreur inattendue est survenue');
    await recordActivity(tx, actor, [{ entity: 'task', entityId: id, clientId: input.clientId, action: 'create', newValue: input.title }]);
    if (input.status === 'termine') await createNextOccurrence({ tx, task: stored, actor });
    const task = await getTask({ db: tx, id });
    return { task, mailQueued: await notifyAssignee({ tx, task, assignee, actor, appUrl }) };
  });
  if (mailQueued) signalMailQueued();
  return task;
}
