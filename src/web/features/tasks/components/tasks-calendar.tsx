import { useMemo } from 'react';
import { Tooltip } from 'radix-ui';

import type { TaskScope } from '../../../../shared/tasks.ts';
import { parisToday } from '../../../../shared/dates.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { MonthNavigation } from '../../../components/month-navigation.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { calendarOwnerOf, useCalendarTasks } from '../api/get-calendar-tasks.ts';
import { useCalendarObligations } from '../api/get-calendar-obligations.ts';
import { bucketObligationsByDay, calendarObligationFilters } from '../lib/calendar-obligations.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { buildMonthGrid, currentMonth, gridRange, monthTitle, shiftMonth, WEEKDAYS, type MonthKey } from '../lib/month-grid.ts';
import { CalendarDayCell } from './calendar-day-cell.tsx';
import { ObligationsToggle } from './obligations-toggle.tsx';
import { PriorityLegend } from './priority-legend.tsx';

type TasksCalendarProps = {
  month: MonthKey;
  scope: TaskScope;
  /** The list's Collaborateur (Cabinet only) and client filters. */
  assignee: string | undefined;
  client: string | undefined;
  /** The clients' obligations beside the tasks (?echeances=1). */
  showObligations: boolean;
  onShowObligationsChange: (show: boolean) => void;
  onMonthChange: (month: MonthKey) => void;
  onOpenTask: (id: string) => void;
};

/** The month grid, Monday first, on Paris calendar days; finished tasks are not shown. */
export function TasksCalendar(props: TasksCalendarProps) {
  const { month, showObligations, onMonthChange } = props;
  const data = useCalendarMonth(props);
  const { calendarQuery, obligationsQuery } = data;
  const title = monthTitle(month);
  const thisMonth = currentMonth();
  const isThisMonth = thisMonth.year === month.year && thisMonth.month === month.month;

  return (
    <section aria-label="Calendrier des tâches" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <MonthNavigation
            title={title}
            onPrevious={() => onMonthChange(shiftMonth(month, -1))}
            onNext={() => onMonthChange(shiftMonth(month, 1))}
            back={isThisMonth ? null : { label: 'Aujourd’hui', onClick: () => onMonthChange(thisMonth) }}
          />
          {calendarQuery.isFetching || (showObligations && obligationsQuery.isFetching) ? <Spinner className="text-muted-foreground" /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <ObligationsToggle checked={showObligations} onChange={props.onShowObligationsChange} />
          <PriorityLegend showObligations={showObligations} />
        </div>
      </div>

      {showObligations && obligationsQuery.isError && !data.obligations ? (
        <RetryAlert onRetry={() => void obligationsQuery.refetch()}>Impossible de charger les échéances.</RetryAlert>
      ) : null}

      {calendarQuery.isError && !calendarQuery.data ? (
        <RetryAlert onRetry={() => void calendarQuery.refetch()}>{TASK_PAGE_MESSAGES.loadFailed}</RetryAlert>
      ) : null}

      <Tooltip.Provider delayDuration={300}>
        <MonthTable title={title} busy={calendarQuery.isPending} onOpenTask={props.onOpenTask} {...data} />
      </Tooltip.Provider>
    </section>
  );
}

/** The month's weeks, its tasks and (when shown) its obligations, each by Paris day. */
function useCalendarMonth({ month, scope, assignee, client, showObligations }: TasksCalendarProps) {
  const weeks = useMemo(() => buildMonthGrid(month), [month]);
  const { from, to } = gridRange(weeks);
  // One object per filter, so the day cells (memo) keep it while the month changes.
  const owner = useMemo(() => calendarOwnerOf({ scope, assignee, client }), [scope, assignee, client]);
  const calendarQuery = useCalendarTasks({ from, to, ...owner });
  const days = calendarQuery.data;
  const byDay = useMemo(() => new Map((days ?? []).map((day) => [day.date, day])), [days]);
  const obligationFilters = calendarObligationFilters({ from, to, scope, assignee, client });
  const obligationsQuery = useCalendarObligations(obligationFilters, showObligations);
  const obligations = showObligations ? obligationsQuery.data?.obligations : undefined;
  const obligationsByDay = useMemo(() => bucketObligationsByDay(obligations ?? []), [obligations]);
  const obligationPortfolio = useMemo(
    () => (obligationFilters.mine ? { mes: 1 as const } : obligationFilters.collaborator ? { collaborateur: obligationFilters.collaborator } : {}),
    [obligationFilters.mine, obligationFilters.collaborator],
  );
  return { weeks, owner, calendarQuery, byDay, obligationsQuery, obligations, obligationsByDay, obligationPortfolio };
}

type MonthTableProps = Pick<
  ReturnType<typeof useCalendarMonth>,
  'weeks' | 'owner' | 'byDay' | 'obligationsByDay' | 'obligationPortfolio'
> & {
  title: string;
  busy: boolean;
  onOpenTask: (id: string) => void;
};

/** The weeks as table rows under the weekdays' headers; today is marked. */
function MonthTable({ title, busy, weeks, owner, byDay, obligationsByDay, obligationPortfolio, onOpenTask }: MonthTableProps) {
  const today = parisToday();
  return (
    <table className="w-full table-fixed border-collapse" aria-label={`Tâches de ${title}`} aria-busy={busy}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long} className="pb-1 text-center text-xs font-semibold text-muted-foreground">
              <span aria-hidden="true">{weekday.short}</span>
              <span className="sr-only">{weekday.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.iso}>
            {week.map((day) => (
              <CalendarDayCell
                key={day.iso}
                day={day}
                isToday={day.iso === today}
                tasks={byDay.get(day.iso)}
                owner={owner}
                obligations={obligationsByDay.get(day.iso)}
                obligationPortfolio={obligationPortfolio}
                onOpenTask={onOpenTask}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
