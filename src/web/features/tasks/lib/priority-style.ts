import type { TaskPriority } from '../../../../shared/tasks.ts';

/** SPEC colours: urgente red, haute orange, normale blue, basse grey; the list badge, the calendar and its legend share them. */
export const PRIORITY_BADGE_CLASS: Record<TaskPriority, string> = {
  urgente: 'border-red-200 bg-red-50 text-red-700',
  haute: 'border-orange-200 bg-orange-50 text-orange-700',
  normale: 'border-blue-200 bg-blue-50 text-blue-700',
  basse: 'border-slate-200 bg-slate-100 text-slate-600',
};

export const PRIORITY_DOT_CLASS: Record<TaskPriority, string> = {
  urgente: 'bg-red-500',
  haute: 'bg-orange-500',
  normale: 'bg-blue-500',
  basse: 'bg-slate-400',
};

/** A calendar entry: a tinted chip with a coloured left edge. */
export const PRIORITY_CHIP_CLASS: Record<TaskPriority, string> = {
  urgente: 'border-l-red-500 bg-red-50 text-red-900 hover:bg-red-100',
  haute: 'border-l-orange-500 bg-orange-50 text-orange-900 hover:bg-orange-100',
  normale: 'border-l-blue-500 bg-blue-50 text-blue-900 hover:bg-blue-100',
  basse: 'border-l-slate-400 bg-slate-100 text-slate-700 hover:bg-slate-200',
};
