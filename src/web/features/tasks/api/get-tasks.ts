import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import type { TaskPage } from '../../../../shared/task-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { taskListParams, type TaskListFilter } from '../lib/task-list.ts';
import { taskKeys } from './task-keys.ts';

// Pages of 100 rows, each asked with the previous page's cursor; not zod-parsed (our own API,
// typed by the shared contract).
export const taskPagesQueryOptions = (filter: TaskListFilter) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(filter),
    queryFn: ({ pageParam, signal }) => apiFetch<TaskPage>(`/api/tasks?${taskListParams(filter, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

// The previous filter's rows stay on screen while the new ones load, so the table does not flash.
export const useTaskPages = (filter: TaskListFilter, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...taskPagesQueryOptions(filter), enabled, placeholderData: keepPreviousData });
