import type { TaskListFilter, TaskScope } from '../lib/task-list.ts';

/** Every task query lives under ['tasks'], so one invalidation reaches them all. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  list: (filter: TaskListFilter) => ['tasks', 'list', filter] as const,
  calendars: ['tasks', 'calendar'] as const,
  calendar: (range: { from: string; to: string; scope: TaskScope }) => ['tasks', 'calendar', range] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};
