import { memo, useRef, useState } from 'react';
import { Popover } from 'radix-ui';

import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import type { TaskCalendarRange } from '../../../../shared/task-queries.ts';
import type { CalendarTask } from '../../../../shared/tasks.ts';
import { CALENDAR_TASKS_PER_DAY, type CalendarDayTasks } from '../../../../shared/tasks/calendar-buckets.ts';
import { QueryWaiting } from '../../../components/ui/query-waiting.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCalendarDayTasks } from '../api/get-calendar-tasks.ts';
import { longDayLabel, type CalendarDay } from '../lib/month-grid.ts';
import { CalendarObligations } from './calendar-obligations.tsx';
import { CalendarTaskButton } from './calendar-task-button.tsx';

/** The calendar's filters without its dates: a day's full list is asked for with them. */
export type CalendarOwner = Omit<TaskCalendarRange, 'from' | 'to'>;

type CalendarDayCellProps = {
  day: CalendarDay;
  isToday: boolean;
  /** The day's count and first tasks, as the server sends them (CALENDAR_TASKS_PER_DAY at most). */
  tasks: CalendarDayTasks<CalendarTask> | undefined;
  /** The calendar's scope, Collaborateur and client: « + N autres » loads the day's list with them. */
  owner: CalendarOwner;
  /** The day's obligations, when the calendar shows them. */
  obligations?: readonly ObligationRow[] | undefined;
  obligationPortfolio?: { mes?: 1; collaborateur?: string };
  onOpenTask: (id: string) => void;
};

export const CalendarDayCell = memo(function CalendarDayCell({
  day,
  isToday,
  tasks: dayTasks,
  owner,
  obligations = [],
  obligationPortfolio = {},
  onOpenTask,
}: CalendarDayCellProps) {
  // A day's tasks all show while they fit; past that, one fewer and « + N autres » (a day shows
  // CALENDAR_TASKS_PER_DAY lines of tasks), the others one click away.
  const total = dayTasks?.total ?? 0;
  const first = dayTasks?.tasks ?? [];
  const visible = total > CALENDAR_TASKS_PER_DAY ? first.slice(0, CALENDAR_TASKS_PER_DAY - 1) : first;
  const hidden = total - visible.length;
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
          {total > 0 ? `, ${total} tâche(s)` : ''}
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
          {visible.map((task) => (
            <li key={task.id} className="min-w-0">
              <CalendarTaskButton task={task} onOpen={onOpenTask} />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? <MoreTasks label={label} hidden={hidden} day={{ ...owner, from: day.iso, to: day.iso }} onOpenTask={onOpenTask} /> : null}
    </td>
  );
});

type MoreTasksProps = {
  label: string;
  hidden: number;
  /** The day (from = to) and the calendar's filters. */
  day: TaskCalendarRange;
  onOpenTask: (id: string) => void;
};

/** « + N autres »: a popover that loads the day's full list when it opens. */
function MoreTasks({ label, hidden, day, onOpenTask }: MoreTasksProps) {
  const [open, setOpen] = useState(false);
  const query = useCalendarDayTasks(day, open);
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
          {query.isSuccess ? (
            <ul className="grid gap-0.5">
              {query.data.map((task) => (
                <li key={task.id}>
                  <CalendarTaskButton task={task} onOpen={handleOpenTask} />
                </li>
              ))}
            </ul>
          ) : (
            <QueryWaiting query={query} loading="Chargement des tâches du jour…" />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
