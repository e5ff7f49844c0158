import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import type { TaskPage } from '../../../../shared/task-queries.ts';
import type { TaskListRow, TaskRow } from '../../../../shared/tasks.ts';
import { taskKeys } from './task-keys.ts';

// The server decides which tasks a list holds and in what order (filters, sort, pages): a write
// shows at once in the rows already on screen, then the lists are fetched again, so a task that
// no longer matches leaves, a new one lands at its place and the count follows. Refetching an
// infinite list asks again only for the pages already loaded.

type Pages = InfiniteData<TaskPage, string | null>;

function mapPages(queryClient: QueryClient, change: (rows: TaskListRow[]) => TaskListRow[]): void {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: taskKeys.lists })) {
    if (!data) continue;
    let changed = false;
    const pages = data.pages.map((page) => {
      const tasks = change(page.tasks);
      if (tasks === page.tasks) return page;
      changed = true;
      return { ...page, tasks };
    });
    if (changed) queryClient.setQueryData<Pages>(key, { ...data, pages });
  }
}

/** The fields of a saved task that a list row shows, put into the rows that hold it. */
export function patchTask(queryClient: QueryClient, task: TaskListRow | TaskRow): void {
  mapPages(queryClient, (rows) => {
    const index = rows.findIndex((row) => row.id === task.id);
    if (index < 0) return rows;
    const next = [...rows];
    const row = rows[index] as TaskListRow;
    next[index] = {
      ...row,
      title: task.title,
      priority: task.priority,
      status: task.status,
      clientName: task.clientName,
      assignedTo: task.assignedTo,
      assigneeName: task.assigneeName,
      dueDate: task.dueDate,
      recurrenceFrequency: task.recurrenceFrequency,
      recurrenceEndedAt: task.recurrenceEndedAt,
    };
    return next;
  });
  queryClient.setQueryData<TaskRow>(taskKeys.detail(task.id), (detail) => (detail ? { ...detail, ...task } : detail));
}

export function forgetTask(queryClient: QueryClient, id: string): void {
  mapPages(queryClient, (rows) => (rows.some((row) => row.id === id) ? rows.filter((row) => row.id !== id) : rows));
  queryClient.removeQueries({ queryKey: taskKeys.detail(id) });
}

/** The freshest copy of a task among the cached details and list pages. */
export function findCachedTask(queryClient: QueryClient, id: string): TaskListRow | undefined {
  const detail = queryClient.getQueryData<TaskRow>(taskKeys.detail(id));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<Pages>({ queryKey: taskKeys.lists })) {
    for (const page of data?.pages ?? []) {
      const found = page.tasks.find((task) => task.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** A request that changes the lists must not be overwritten by an older refetch landing after it. */
export function cancelListRefetches(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: taskKeys.lists });
}

/** After a write: the lists (membership, order, count) and the calendar months, from the server. */
export async function refreshTaskViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.lists }),
    queryClient.invalidateQueries({ queryKey: taskKeys.calendars }),
  ]);
}
