import type { TaskListRow, TaskScope } from '../../../../shared/tasks.ts';

export type { TaskScope };
export type TaskListFilter = { scope: TaskScope; includeDone: boolean };

const dueTime = (task: TaskListRow) => (task.dueDate ? Date.parse(task.dueDate) : Number.POSITIVE_INFINITY);

/** The list's order, as the server sends it: due date ascending, undated tasks last, then the newest first. */
export function compareTasks(a: TaskListRow, b: TaskListRow): number {
  const byDue = dueTime(a) - dueTime(b);
  if (byDue !== 0 && !Number.isNaN(byDue)) return byDue;
  return b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Does this list show the task? `userId` is the signed-in user (Mes tâches). */
export function belongsTo(task: TaskListRow, { scope, includeDone }: TaskListFilter, userId: string | null): boolean {
  if (!includeDone && task.status === 'termine') return false;
  return scope === 'all' || (userId !== null && task.assignedTo === userId);
}

/**
 * The list once `task` is saved: replaced in place, inserted at its sorted position, or taken
 * out when it no longer belongs (finished while finished tasks are hidden, assigned to someone
 * else in Mes tâches). One pass and a binary search: cheap on thousands of rows.
 */
export function applyTask(list: readonly TaskListRow[], task: TaskListRow, filter: TaskListFilter, userId: string | null): TaskListRow[] {
  const rest = list.filter((row) => row.id !== task.id);
  if (!belongsTo(task, filter, userId)) return rest.length === list.length ? (list as TaskListRow[]) : rest;
  let low = 0;
  let high = rest.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareTasks(rest[middle] as TaskListRow, task) <= 0) low = middle + 1;
    else high = middle;
  }
  rest.splice(low, 0, task);
  return rest;
}

export function removeTask(list: readonly TaskListRow[], id: string): TaskListRow[] {
  const rest = list.filter((row) => row.id !== id);
  return rest.length === list.length ? (list as TaskListRow[]) : rest;
}
