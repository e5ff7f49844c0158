import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { CalendarTask } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { TaskScope } from '../lib/task-list.ts';
import { taskKeys } from './task-keys.ts';

/** Paris days, both included, with the list's Collaborateur (Cabinet only) and client filters. */
export type CalendarRange = { from: string; to: string; scope: TaskScope; assignee?: string; client?: string };

/** Open tasks with an occurrence between two Paris dates; recurring ones come once, expanded here. */
export const calendarTasksQueryOptions = (range: CalendarRange) =>
  queryOptions({
    queryKey: taskKeys.calendar(range),
    queryFn: ({ signal }) => {
      const { assignee, client, ...rest } = range;
      const params = new URLSearchParams(rest);
      if (assignee && range.scope === 'all') params.set('assignee', assignee);
      if (client) params.set('client', client);
      return apiFetch<{ tasks: CalendarTask[] }>(`/api/tasks/calendar?${params}`, { signal }).then((r) => r.tasks);
    },
  });

// The previous month stays on screen while the next one loads, so the grid does not flash.
export const useCalendarTasks = (range: CalendarRange) =>
  useQuery({ ...calendarTasksQueryOptions(range), placeholderData: keepPreviousData });
