import type { TaskPriority } from '../../../shared/tasks.ts';

/**
 * A priority's colour, the one the dot, the dashboard's urgent tasks, the client sheet and the
 * statistics' bars show: urgente red, haute orange, normale blue, basse grey.
 */
export const PRIORITY_DOT_CLASS: Record<TaskPriority, string> = {
  urgente: 'bg-red-500',
  haute: 'bg-orange-500',
  normale: 'bg-blue-500',
  basse: 'bg-slate-400',
};

/** The list's badge: the same hue, tinted. */
export const PRIORITY_BADGE_CLASS: Record<TaskPriority, string> = {
  urgente: 'border-red-200 bg-red-50 text-red-700',
  haute: 'border-orange-200 bg-orange-50 text-orange-700',
  normale: 'border-blue-200 bg-blue-50 text-blue-700',
  basse: 'border-slate-200 bg-slate-100 text-slate-600',
};

/** A calendar entry: a tinted chip with a left edge of the priority's colour. */
export const PRIORITY_CHIP_CLASS: Record<TaskPriority, string> = {
  urgente: 'border-l-red-500 bg-red-50 text-red-900 hover:bg-red-100',
  haute: 'border-l-orange-500 bg-orange-50 text-orange-900 hover:bg-orange-100',
  normale: 'border-l-blue-500 bg-blue-50 text-blue-900 hover:bg-blue-100',
  basse: 'border-l-slate-400 bg-slate-100 text-slate-700 hover:bg-slate-200',
};
