import { Tooltip } from 'radix-ui';
import { Repeat } from 'lucide-react';

import { RECURRENCE_LABELS, TASK_TYPE_LABELS, type CalendarTask } from '../../../../shared/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { PRIORITY_CHIP_CLASS } from '../../../entities/task/priority-style.ts';

type CalendarTaskButtonProps = {
  task: CalendarTask;
  onOpen: (id: string) => void;
};

// Only recurring tasks carry a frequency (a database check), so a task without one is ponctuelle.
const frequencyLabel = (task: CalendarTask) =>
  task.recurrenceFrequency ? RECURRENCE_LABELS[task.recurrenceFrequency] : TASK_TYPE_LABELS.ponctuelle;

/** A task on a calendar day: a button that opens its form, with a tooltip (title, client, frequency). */
export function CalendarTaskButton({ task, onOpen }: CalendarTaskButtonProps) {
  const recurring = task.recurrenceFrequency !== null;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          onClick={() => onOpen(task.id)}
          className={cn(
            'flex w-full cursor-pointer items-center gap-1 rounded-sm border-l-[3px] px-1.5 py-0.5 text-left text-xs font-medium',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            PRIORITY_CHIP_CLASS[task.priority],
          )}
        >
          {recurring ? <Repeat aria-hidden="true" className="size-3 shrink-0" /> : null}
          <span className="truncate">{task.title}</span>
          {recurring ? <span className="sr-only"> (récurrente)</span> : null}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 grid max-w-72 gap-0.5 rounded-md bg-foreground px-3 py-2 text-xs text-background shadow-md"
        >
          <span className="font-semibold">{task.title}</span>
          <span>{task.clientName ?? 'Aucun client'}</span>
          <span className="inline-flex items-center gap-1 opacity-80">
            {recurring ? <Repeat aria-hidden="true" className="size-3" /> : null}
            {frequencyLabel(task)}
          </span>
          <Tooltip.Arrow className="fill-foreground" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
