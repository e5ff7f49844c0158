import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { CalendarDayList, TaskCalendarRange } from '../../../../shared/task-queries.ts';
import { TASK_FILTER_DEFAULTS, taskFilterParams } from '../../../../shared/tasks/filter.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

function fetchCalendarDays(range: TaskCalendarRange, full: boolean, signal: AbortSignal) {
  const { from, to, ...owner } = range;
  // The list's scope, Collaborateur and client, written as the list writes them.
  const params = new URLSearchParams({ from, to, ...Object.fromEntries(taskFilterParams({ ...TASK_FILTER_DEFAULTS, ...owner })) });
  if (full) params.set('full', 'true');
  return apiFetch<CalendarDayList>(`/api/tasks/calendar?${params}`, { signal }).then((r) => r.days);
}

/** The calendar's owner filters as the request keys them: the scope, and the Collaborateur and client when set. */
export const calendarOwnerOf = ({ scope, assignee, client }: Pick<TaskCalendarRange, 'scope'> & { assignee?: string | undefined; client?: string | undefined }): Omit<TaskCalendarRange, 'from' | 'to'> => ({
  scope,
  ...(assignee ? { assignee } : {}),
  ...(client ? { client } : {}),
});

/** Each Paris day between two dates: its count of open tasks and the first ones the cell shows. */
export const calendarTasksQueryOptions = (range: TaskCalendarRange) =>
  queryOptions({
    queryKey: taskKeys.calendar(range),
    queryFn: ({ signal }) => fetchCalendarDays(range, false, signal),
  });

// The previous month stays on screen while the next one loads, so the grid does not flash.
export const useCalendarTasks = (range: TaskCalendarRange) =>
  useQuery({ ...calendarTasksQueryOptions(range), placeholderData: keepPreviousData });

/** Every task of one day (from = to), for « + N autres »; fetched once the popover opens. */
export const useCalendarDayTasks = (range: TaskCalendarRange, enabled: boolean) =>
  useQuery({
    queryKey: taskKeys.calendarDay(range),
    queryFn: ({ signal }) => fetchCalendarDays(range, true, signal).then((days) => days[0]?.tasks ?? []),
    enabled,
  });
