import type { TaskPriority } from '../../../../shared/tasks.ts';

/** The colour of a priority's dot: red, orange, blue, grey. */
export const PRIORITY_DOT_CLASS: Record<TaskPriority, string> = {
  urgente: 'bg-red-600',
  haute: 'bg-orange-500',
  normale: 'bg-blue-500',
  basse: 'bg-slate-400',
};
