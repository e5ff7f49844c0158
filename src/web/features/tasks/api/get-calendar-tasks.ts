import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TaskCalendarRange } from '../../../../shared/task-queries.ts';
import { TASK_FILTER_DEFAULTS, taskFilterParams } from '../../../../shared/tasks/filter.ts';
import type { CalendarTask } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** Open tasks with an occurrence between two Paris dates; recurring ones come once, expanded here. */
export const calendarTasksQueryOptions = (range: TaskCalendarRange) =>
  queryOptions({
    queryKey: taskKeys.calendar(range),
    queryFn: ({ signal }) => {
      const { from, to, ...owner } = range;
      // The list's scope, Collaborateur and client, written as the list writes them.
      const params = new URLSearchParams({ from, to, ...Object.fromEntries(taskFilterParams({ ...TASK_FILTER_DEFAULTS, ...owner })) });
      return apiFetch<{ tasks: CalendarTask[] }>(`/api/tasks/calendar?${params}`, { signal }).then((r) => r.tasks);
    },
  });

// The previous month stays on screen while the next one loads, so the grid does not flash.
export const useCalendarTasks = (range: TaskCalendarRange) =>
  useQuery({ ...calendarTasksQueryOptions(range), placeholderData: keepPreviousData });
