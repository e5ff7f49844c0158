import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import type { TaskPage } from '../../../../shared/task-queries.ts';
import { taskFilterParams, type TaskFilter } from '../../../../shared/tasks/filter.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** One page's query: the filter, then the previous page's cursor. */
function pageParams(filter: TaskFilter, cursor: string | null): URLSearchParams {
  const params = taskFilterParams(filter);
  if (cursor) params.set('cursor', cursor);
  return params;
}

// Pages of 100 rows, each asked with the previous page's cursor; not zod-parsed (our own API,
// typed by the shared contract).
export const taskPagesQueryOptions = (filter: TaskFilter) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(filter),
    queryFn: ({ pageParam, signal }) => apiFetch<TaskPage>(`/api/tasks?${pageParams(filter, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

// The previous filter's rows stay on screen while the new ones load, so the table does not flash.
export const useTaskPages = (filter: TaskFilter, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...taskPagesQueryOptions(filter), enabled, placeholderData: keepPreviousData });

/** The export is a plain link, with the list's filters and sort: the browser downloads it with the session cookie. */
export const taskExportHref = (filter: TaskFilter) => `/api/tasks/export.csv?${taskFilterParams(filter)}`;
