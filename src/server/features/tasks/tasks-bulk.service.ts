import { sql } from 'drizzle-orm';
import type { BulkResult } from '../../../shared/bulk.ts';
import type { TaskPriority, TaskStatus } from '../../../shared/tasks.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny, unknownRows } from '../../batches/refusal.ts';
import type { Transaction } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { signalMailQueued } from '../../mail/outbox.ts';
import { assignmentNotice, queueAssignmentNotices } from './task-assignment.ts';
import { completedAtFor, createNextOccurrence, entersDone, type StoredTask } from './task-next-occurrence.ts';
import type { Assignee } from './task-references.ts';

/** The fields a bulk action changes (and its undo restores); completed_at follows the status. */
export type TaskValues = { status: TaskStatus; completedAt: string | null; assignedTo: string | null; priority: TaskPriority };
/** The undo of 'tasks.update': each changed task's fields as they were, and the next occurrences it created. */
export type TaskUpdateSnapshot = { rows: { id: string; values: TaskValues }[]; created: string[] };

const valuesOf = (task: StoredTask): TaskValues => ({
  status: task.status,
  completedAt: task.completedAt?.toISOString() ?? null,
  assignedTo: task.assignedTo,
  priority: task.priority,
});

/** Reads the tasks and holds them until the transaction ends, in id order (no cycle between two bulk writes). */
export async function lockTasks({ tx, ids }: { tx: Transaction; ids: readonly string[] }): Promise<StoredTask[]> {
  const locked = await tx
    .select()
    .from(tasks)
    .where(sql`${tasks.id} = ANY(${sql.param(ids)}::uuid[])`)
    .orderBy(tasks.id)
    .for('update');
  refuseAny(unknownRows(ids, new Set(locked.map((task) => task.id))));
  return locked;
}

/** Client names of these tasks, for the assignee's notice. */
async function clientNames(tx: Transaction, ids: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await tx.execute<{ id: string; name: string }>(sql`
    SELECT t.id, c.raison_sociale AS name FROM tasks t JOIN clients c ON c.id = t.client_id WHERE t.id = ANY(${sql.param(ids)}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Tasks' fields in the caller's transaction, with the rules of the task's own writes: completed_at
 * follows the status, a recurring task that becomes done creates its next occurrence (each one in
 * its series' turn), a new assignee other than the author gets the notification and the mail.
 * One UPDATE for every changed task, one journal entry per changed field under the batch.
 * `remove` (an undo) deletes the next occurrences the undone batch created.
 */
export async function applyTaskValues({
  tx,
  ids,
  values,
  actor,
  assignee,
  appUrl,
  remove = [],
  undoOf,
}: {
  tx: Transaction;
  ids: readonly string[];
  values: (task: StoredTask) => Partial<TaskValues>;
  actor: Actor;
  /** The new assignee of a « Réassigner », who is notified. */
  assignee?: Assignee | undefined;
  appUrl?: string;
  remove?: readonly string[];
  undoOf?: string;
}): Promise<BulkResult & { mailQueued: boolean }> {
  const before = await lockTasks({ tx, ids });
  const batchId = newBatchId();
  const entries: ActivityEntry[] = [];
  const changed: { before: StoredTask; after: TaskValues }[] = [];
  for (const task of before) {
    const old = valuesOf(task);
    const given = values(task);
    // An undo gives completed_at as it was; a status change lets it follow the status.
    const completedAt = given.completedAt !== undefined ? given.completedAt : (completedAtFor(given.status ?? old.status, task)?.toISOString() ?? null);
    const after: TaskValues = { ...old, ...given, completedAt };
    const fields = changedFields({ entity: 'task', entityId: task.id, clientId: task.clientId }, old, after);
    if (fields.length === 0) continue;
    entries.push(...fields);
    changed.push({ before: task, after });
  }
  if (changed.length > 0) {
    const column = <T>(pick: (row: (typeof changed)[number]) => T) => sql.param(changed.map(pick));
    await tx.execute(sql`
      UPDATE tasks AS t SET status = v.status, completed_at = v.completed_at, assigned_to = v.assigned_to, priority = v.priority,
        updated_by = ${actor.id}::uuid, updated_at = now()
      FROM unnest(
        ${column((row) => row.before.id)}::uuid[],
        ${column((row) => row.after.status)}::task_status[],
        ${column((row) => row.after.completedAt)}::timestamptz[],
        ${column((row) => row.after.assignedTo)}::uuid[],
        ${column((row) => row.after.priority)}::task_priority[]
      ) AS v(id, status, completed_at, assigned_to, priority)
      WHERE t.id = v.id`);
  }
  await recordActivity(tx, actor, entries, { batchId });
  const created: string[] = [];
  for (const { before: task, after } of changed) {
    if (!entersDone(after.status, task)) continue;
    const completedAt = after.completedAt ? new Date(after.completedAt) : null;
    const next = await createNextOccurrence({ tx, task: { ...task, ...after, completedAt }, actor, batchId });
    if (next) created.push(next);
  }
  if (remove.length > 0) {
    const deleted = await tx.delete(tasks).where(sql`${tasks.id} = ANY(${sql.param([...remove])}::uuid[])`).returning({ id: tasks.id, clientId: tasks.clientId, title: tasks.title });
    await recordActivity(tx, actor, deleted.map((task) => ({ entity: 'task', entityId: task.id, clientId: task.clientId, action: 'delete', oldValue: task.title })), { batchId });
  }
  const reassigned = changed.filter((row) => row.after.assignedTo !== row.before.assignedTo);
  const names = assignee && appUrl && reassigned.length > 0 ? await clientNames(tx, reassigned.map((row) => row.before.id)) : new Map<string, string>();
  const notices = appUrl
    ? reassigned.flatMap(({ before: task, after }) => {
        const notice = assignmentNotice({
          task: { id: task.id, title: task.title, description: task.description, clientName: names.get(task.id) ?? null, dueDate: task.dueDate?.toISOString() ?? null, priority: after.priority },
          assignee,
          actor,
          appUrl,
        });
        return notice ? [notice] : [];
      })
    : [];
  const mailQueued = await queueAssignmentNotices({ tx, notices });
  const snapshot: TaskUpdateSnapshot = { rows: changed.map((row) => ({ id: row.before.id, values: valuesOf(row.before) })), created };
  const result = await saveBatch({ tx, id: batchId, actor, kind: 'tasks.update', rowCount: changed.length, snapshot, undoOf });
  return { ...result, mailQueued };
}

/** Signals the outbox worker once the transaction that queued mails has committed. */
export function afterCommit<T extends { mailQueued: boolean }>({ mailQueued, ...result }: T): Omit<T, 'mailQueued'> {
  if (mailQueued) signalMailQueued();
  return result;
}
