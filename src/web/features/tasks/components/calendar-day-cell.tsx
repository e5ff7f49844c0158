import { memo, useRef, useState } from 'react';
import { Popover } from 'radix-ui';

import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import { cn } from '../../../lib/cn.ts';
import type { CalendarEntry } from '../lib/calendar-buckets.ts';
import { longDayLabel, type CalendarDay } from '../lib/month-grid.ts';
import { CalendarObligations } from './calendar-obligations.tsx';
import { CalendarTaskButton } from './calendar-task-button.tsx';

/** A day shows this many tasks; the others are one click away, so a busy month stays light. */
const VISIBLE_PER_DAY = 3;

type CalendarDayCellProps = {
  day: CalendarDay;
  isToday: boolean;
  entries: readonly CalendarEntry[] | undefined;
  /** The day's obligations, when the calendar shows them. */
  obligations?: readonly ObligationRow[] | undefined;
  obligationPortfolio?: { mes?: 1; collaborateur?: string };
  onOpenTask: (id: string) => void;
};

export const CalendarDayCell = memo(function CalendarDayCell({
  day,
  isToday,
  entries = [],
  obligations = [],
  obligationPortfolio = {},
  onOpenTask,
}: CalendarDayCellProps) {
  const visible = entries.length > VISIBLE_PER_DAY ? entries.slice(0, VISIBLE_PER_DAY - 1) : entries;
  const hidden = entries.length - visible.length;
  const label = longDayLabel(day.iso);
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      data-day={day.iso}
      className={cn(
        'h-28 min-w-0 border border-border p-1 align-top',
        day.inMonth ? 'bg-surface' : 'bg-muted/50',
        isToday && 'bg-info-soft ring-2 ring-primary ring-inset',
      )}
    >
      <div className="flex items-center justify-between px-0.5 pb-1">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-6 items-center justify-center rounded-full text-xs font-medium tabular-nums',
            isToday ? 'bg-primary text-primary-foreground' : day.inMonth ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          {day.day}
        </span>
        <span className="sr-only">
          {label}
          {isToday ? " (aujourd'hui)" : ''}
          {entries.length > 0 ? `, ${entries.length} tâche(s)` : ''}
          {obligations.length > 0 ? `, ${obligations.length} échéance(s)` : ''}
        </span>
      </div>
      {obligations.length > 0 ? (
        <div className="pb-0.5">
          <CalendarObligations day={day.iso} obligations={obligations} portfolio={obligationPortfolio} />
        </div>
      ) : null}
      {visible.length > 0 ? (
        <ul className="grid gap-0.5">
          {visible.map((entry) => (
            <li key={entry.task.id} className="min-w-0">
              <CalendarTaskButton task={entry.task} onOpen={onOpenTask} />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? <MoreTasks label={label} hidden={hidden} entries={entries} onOpenTask={onOpenTask} /> : null}
    </td>
  );
});

type MoreTasksProps = {
  label: string;
  hidden: number;
  entries: readonly CalendarEntry[];
  onOpenTask: (id: string) => void;
};

function MoreTasks({ label, hidden, entries, onOpenTask }: MoreTasksProps) {
  const [open, setOpen] = useState(false);
  // Opening a task hands the keyboard to its dialog: the popover must not pull it back to '+ N autres'.
  const openingTask = useRef(false);
  function handleOpenTask(id: string) {
    openingTask.current = true;
    setOpen(false);
    onOpenTask(id);
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="mt-0.5 w-full cursor-pointer rounded-sm px-1.5 py-0.5 text-left text-xs font-medium text-primary hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          + {hidden} autre{hidden > 1 ? 's' : ''}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={`Tâches du ${label}`}
          onCloseAutoFocus={(event) => {
            if (openingTask.current) event.preventDefault();
            openingTask.current = false;
          }}
          className="z-40 grid max-h-80 w-72 gap-2 overflow-y-auto rounded-md border border-border bg-surface p-3 shadow-lg"
        >
          <p className="text-sm font-semibold first-letter:uppercase">{label}</p>
          <ul className="grid gap-0.5">
            {entries.map((entry) => (
              <li key={entry.task.id}>
                <CalendarTaskButton task={entry.task} onOpen={handleOpenTask} />
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
