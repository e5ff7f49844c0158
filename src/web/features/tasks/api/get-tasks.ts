import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TaskListRow } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { TaskListFilter } from '../lib/task-list.ts';
import { taskKeys } from './task-keys.ts';

// Not zod-parsed: thousands of rows from our own API, typed by the shared contract. The list's
// lighter rows: the form reads the whole task by id (get-task.ts).
export const tasksQueryOptions = (filter: TaskListFilter) =>
  queryOptions({
    queryKey: taskKeys.list(filter),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ scope: filter.scope, include_done: String(filter.includeDone) });
      return apiFetch<{ tasks: TaskListRow[] }>(`/api/tasks?${params}`, { signal }).then((r) => r.tasks);
    },
  });

export const useTasks = (filter: TaskListFilter, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...tasksQueryOptions(filter), enabled });
