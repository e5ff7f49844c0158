import { TASK_PRIORITY_LABELS, type TaskPriority } from '../../../../shared/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { PRIORITY_BADGE_CLASS, PRIORITY_DOT_CLASS } from '../lib/priority-style.ts';

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium',
        PRIORITY_BADGE_CLASS[priority],
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', PRIORITY_DOT_CLASS[priority])} />
      {TASK_PRIORITY_LABELS[priority]}
    </span>
  );
}
