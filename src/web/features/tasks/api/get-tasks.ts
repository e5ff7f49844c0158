import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import type { TaskPage } from '../../../../shared/task-queries.ts';
import { taskFilterParams, type TaskFilter } from '../../../../shared/tasks/filter.ts';
import { pagedListQueryOptions } from '../../../lib/paged-list.ts';
import { taskKeys } from './task-keys.ts';

// Pages of 100 rows (the server's default size).
export const taskPagesQueryOptions = (filter: TaskFilter) => pagedListQueryOptions<TaskPage, ReturnType<typeof taskKeys.list>>(taskKeys.list(filter), '/api/tasks', taskFilterParams(filter));

// The previous filter's rows stay on screen while the new ones load, so the table does not flash.
export const useTaskPages = (filter: TaskFilter, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...taskPagesQueryOptions(filter), enabled, placeholderData: keepPreviousData });

/** The export is a plain link, with the list's filters and sort: the browser downloads it with the session cookie. */
export const taskExportHref = (filter: TaskFilter) => `/api/tasks/export.csv?${taskFilterParams(filter)}`;
