import { formatTaskDueDate, TASK_PRIORITY_LABELS, type TaskRow } from '../../../shared/tasks.ts';
import type { Transaction } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Mail } from '../../mail/mailer.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { taskAssignedMail, type AssignedTask } from '../../mail/task-templates.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Assignee } from './task-references.ts';

type Notice = { notification: typeof notifications.$inferInsert; mail: Mail };

/**
 * SPEC §7 send-task-notification: the bell's notification and the mail telling an assignee of
 * their new task. Someone assigning a task to themselves is not notified: they know, and staff
 * filing their own to-do list do not want a mail for each line.
 */
export function assignmentNotice({
  task,
  assignee,
  actor,
  appUrl,
}: {
  task: AssignedTask;
  assignee: Assignee | undefined;
  actor: Actor;
  appUrl: string;
}): Notice | null {
  if (!assignee || assignee.id === actor.id) return null;
  const body = [
    task.clientName ? `Client : ${task.clientName}` : undefined,
    `Échéance : ${formatTaskDueDate(task.dueDate)}`,
    `Priorité : ${TASK_PRIORITY_LABELS[task.priority]}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    notification: { userId: assignee.id, kind: 'task_assigned', taskId: task.id, title: `${actor.fullName} vous a assigné « ${task.title} »`, body },
    mail: taskAssignedMail({ to: assignee.email, assigneeName: assignee.fullName, assignedBy: actor.fullName, task, appUrl }),
  };
}

// Rows per INSERT: well under PostgreSQL's 65,535 parameters whatever the number of notices.
const NOTICES_PER_INSERT = 1000;

/**
 * Writes notices in the task's own transaction, so they exist exactly when the assignment does;
 * the outbox worker sends the mails, retrying while SMTP is down. A bulk reassignment writes its
 * notices a thousand per statement. Returns whether a mail was queued.
 */
export async function queueAssignmentNotices({ tx, notices }: { tx: Transaction; notices: readonly Notice[] }): Promise<boolean> {
  for (let start = 0; start < notices.length; start += NOTICES_PER_INSERT) {
    const part = notices.slice(start, start + NOTICES_PER_INSERT);
    await tx.insert(notifications).values(part.map((notice) => notice.notification));
    await enqueueMail(tx, part.map((notice) => notice.mail));
  }
  return notices.length > 0;
}

/** One task's assignment notice, if any (see assignmentNotice). Returns whether a mail was queued. */
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
  const notice = assignmentNotice({ task, assignee, actor, appUrl });
  return queueAssignmentNotices({ tx, notices: notice ? [notice] : [] });
}
