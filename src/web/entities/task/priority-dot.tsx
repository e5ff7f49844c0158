import type { TaskPriority } from '../../../shared/tasks.ts';
import { cn } from '../../lib/cn.ts';
import { PRIORITY_DOT_CLASS } from './priority-style.ts';

/** The priority's coloured dot; its label is written beside it, so the dot is hidden from screen readers. */
export function PriorityDot({ priority, className }: { priority: TaskPriority; className: string }) {
  return <span aria-hidden="true" className={cn('shrink-0 rounded-full', PRIORITY_DOT_CLASS[priority], className)} />;
}
