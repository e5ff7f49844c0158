import type { CalendarRange } from './get-calendar-tasks.ts';
import type { TaskListFilter } from '../lib/task-list.ts';

/** Every task query lives under ['tasks'], so one invalidation reaches them all. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  list: (filter: TaskListFilter) => ['tasks', 'list', filter] as const,
  calendars: ['tasks', 'calendar'] as const,
  calendar: (range: CalendarRange) => ['tasks', 'calendar', range] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};
