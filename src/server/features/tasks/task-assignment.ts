import { formatTaskDueDate, TASK_PRIORITY_LABELS, type TaskRow } from '../../../shared/tasks.ts';
import type { Transaction } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { taskAssignedMail } from '../../mail/task-templates.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Assignee } from './task-references.ts';

/**
 * SPEC §7 send-task-notification, made durable: the bell's notification and the mail are written
 * in the task's own transaction, so they exist exactly when the task does; the outbox worker
 * sends the mail, retrying while SMTP is down. Returns whether a mail was queued.
 *
 * Someone assigning a task to themselves is not notified: they know, and staff filing their own
 * to-do list do not want a mail for each line.
 */
export async function notifyAssignee({
  tx,
  task,
  assignee,
  actor,
  appUrl,
}: {
  tx: Transaction;
  task: TaskRow;
  assignee: Assignee | undefined;
  actor: Actor;
  appUrl: string;
}): Promise<boolean> {
  if (!assignee || assignee.id === actor.id) return false;
  const body = [
    task.clientName ? `Client : ${task.clientName}` : undefined,
    `Échéance : ${formatTaskDueDate(task.dueDate)}`,
    `Priorité : ${TASK_PRIORITY_LABELS[task.priority]}`,
  ]
    .filter(Boolean)
    .join(' · ');
  await tx.insert(notifications).values({
    userId: assignee.id,
    kind: 'task_assigned',
    taskId: task.id,
    title: `${actor.fullName} vous a assigné « ${task.title} »`,
    body,
  });
  await enqueueMail(tx, taskAssignedMail({ to: assignee.email, assigneeName: assignee.fullName, assignedBy: actor.fullName, task, appUrl }));
  return true;
}
