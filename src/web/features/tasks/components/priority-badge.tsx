import { TASK_PRIORITY_LABELS, type TaskPriority } from '../../../../shared/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { PriorityDot } from '../../../entities/task/priority-dot.tsx';
import { PRIORITY_BADGE_CLASS } from '../../../entities/task/priority-style.ts';

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium',
        PRIORITY_BADGE_CLASS[priority],
      )}
    >
      <PriorityDot priority={priority} className="size-1.5" />
      {TASK_PRIORITY_LABELS[priority]}
    </span>
  );
}
