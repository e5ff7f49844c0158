import type { QueryClient } from '@tanstack/react-query';

import type { TaskListRow, TaskRow } from '../../../../shared/tasks.ts';
import { applyTask, removeTask, type TaskListFilter } from '../lib/task-list.ts';
import { taskKeys } from './task-keys.ts';

// Writes update the cached lists in place rather than refetching: the Cabinet list can hold
// thousands of rows. Calendar months are small and recomputed from the server.

type ListKey = ReturnType<typeof taskKeys.list>;

function listEntries(queryClient: QueryClient) {
  return queryClient.getQueriesData<TaskListRow[]>({ queryKey: taskKeys.lists });
}

/** The fields of a task the list keeps (the lists hold thousands of rows). */
const toListRow = (task: TaskListRow): TaskListRow => ({
  id: task.id,
  title: task.title,
  priority: task.priority,
  status: task.status,
  clientName: task.clientName,
  assignedTo: task.assignedTo,
  assigneeName: task.assigneeName,
  dueDate: task.dueDate,
  recurrenceFrequency: task.recurrenceFrequency,
  recurrenceEndedAt: task.recurrenceEndedAt,
  createdAt: task.createdAt,
});

/**
 * Puts the saved task into every cached list it belongs to, at its place, and out of the others;
 * a cached whole task takes the fields given (all of them, or a list row's).
 */
export function storeTask(queryClient: QueryClient, task: TaskListRow | TaskRow, userId: string | null): void {
  const row = toListRow(task);
  for (const [key, list] of listEntries(queryClient)) {
    if (!list) continue;
    const filter = (key as ListKey)[2] as TaskListFilter;
    const next = applyTask(list, row, filter, userId);
    if (next !== list) queryClient.setQueryData(key, next);
  }
  queryClient.setQueryData<TaskRow>(taskKeys.detail(task.id), (detail) => (detail ? { ...detail, ...task } : detail));
}

export function forgetTask(queryClient: QueryClient, id: string): void {
  for (const [key, list] of listEntries(queryClient)) {
    if (!list) continue;
    const next = removeTask(list, id);
    if (next !== list) queryClient.setQueryData(key, next);
  }
  queryClient.removeQueries({ queryKey: taskKeys.detail(id) });
}

/** The freshest copy of a task among the cached details and lists. */
export function findCachedTask(queryClient: QueryClient, id: string): TaskListRow | undefined {
  const detail = queryClient.getQueryData<TaskRow>(taskKeys.detail(id));
  if (detail) return detail;
  for (const [, list] of listEntries(queryClient)) {
    const found = list?.find((task) => task.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A request that changes the lists must not be overwritten by an older refetch landing after it. */
export function cancelListRefetches(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: taskKeys.lists });
}

export function refreshCalendars(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: taskKeys.calendars });
}
