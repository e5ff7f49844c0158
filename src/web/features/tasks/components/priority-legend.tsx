import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '../../../../shared/tasks.ts';
import { CalendarClock, Repeat } from 'lucide-react';

import { PriorityDot } from '../../../entities/task/priority-dot.tsx';
import { cn } from '../../../lib/cn.ts';
import { OBLIGATION_CHIP_CLASS } from './calendar-obligations.tsx';

/** The calendar's legend: the priorities' colours, the recurring mark, and obligations when shown. */
export function PriorityLegend({ showObligations = false }: { showObligations?: boolean }) {
  return (
    <ul aria-label="Légende" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {TASK_PRIORITIES.map((priority) => (
        <li key={priority} className="inline-flex items-center gap-1.5">
          <PriorityDot priority={priority} className="size-2.5" />
          {TASK_PRIORITY_LABELS[priority]}
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <Repeat aria-hidden="true" className="size-3.5" />
        Tâche récurrente
      </li>
      {showObligations ? (
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={cn(OBLIGATION_CHIP_CLASS, 'px-1')}>
            <CalendarClock className="size-3" />
          </span>
          Échéance fiscale ou sociale (hors tâches)
        </li>
      ) : null}
    </ul>
  );
}
