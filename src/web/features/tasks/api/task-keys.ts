import type { TaskCalendarRange } from '../../../../shared/task-queries.ts';
import type { TaskFilter } from '../../../../shared/tasks/filter.ts';

/** Every task query lives under ['tasks'], so one invalidation reaches them all. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  list: (filter: TaskFilter) => ['tasks', 'list', filter] as const,
  calendars: ['tasks', 'calendar'] as const,
  calendar: (range: TaskCalendarRange) => ['tasks', 'calendar', range] as const,
  /** One day's full list (« + N autres »), under calendars so a write refreshes it too. */
  calendarDay: (range: TaskCalendarRange) => ['tasks', 'calendar', 'day', range] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};
