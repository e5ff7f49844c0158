import { daysInMonth, parisIsoDay, toParisParts, type ParisParts } from '../../../../shared/paris-time.ts';
import { occursOn } from '../../../../shared/recurrence.ts';
import { TASK_PRIORITIES, type CalendarTask, type RecurrenceFrequency, type TaskRow } from '../../../../shared/tasks.ts';

export type CalendarEntry = { task: TaskRow; /** Paris wall-clock minutes since midnight, for the day's order. */ minutes: number };

/** A task as the calendar request answers it; `recurrenceAnchor` may be absent (a task from a list). */
type BucketTask = TaskRow & Partial<Pick<CalendarTask, 'recurrenceAnchor'>>;

const PRIORITY_RANK = new Map(TASK_PRIORITIES.map((priority, index) => [priority, index]));

function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  return (
    a.minutes - b.minutes ||
    (PRIORITY_RANK.get(a.task.priority) ?? 0) - (PRIORITY_RANK.get(b.task.priority) ?? 0) ||
    a.task.title.localeCompare(b.task.title, 'fr')
  );
}

type RangeDay = { iso: string; year: number; month: number; day: number; weekday: number; isMonthEnd: boolean };

/** The Paris dates from `from` to `to` inclusive, with what the candidate filter reads. */
function daysBetween(from: string, to: string): RangeDay[] {
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  const days: RangeDay[] = [];
  for (let cursor = new Date(Date.UTC(year, month - 1, day)); ; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    const iso = cursor.toISOString().slice(0, 10);
    if (iso > to) return days;
    const y = cursor.getUTCFullYear();
    const m = cursor.getUTCMonth() + 1;
    const d = cursor.getUTCDate();
    days.push({ iso, year: y, month: m, day: d, weekday: cursor.getUTCDay(), isMonthEnd: d === daysInMonth(y, m) });
  }
}

/**
 * A cheap superset of the days a rule can fall on (same weekday, same day of month or the
 * month's last day…), so occursOn, which reads Paris time on each call, is asked a few times per
 * task rather than once per day of the grid: 500 recurring tasks stay fast to lay out.
 */
function isCandidate(day: RangeDay, frequency: RecurrenceFrequency, anchor: ParisParts, anchorWeekday: number): boolean {
  const sameDayOfMonth = day.day === anchor.day || (day.isMonthEnd && day.day < anchor.day);
  switch (frequency) {
    case 'jour':
      return true;
    case 'semaine':
      return day.weekday === anchorWeekday;
    case 'mois':
      return sameDayOfMonth;
    case 'annee':
      return day.month === anchor.month && sameDayOfMonth;
  }
}

/**
 * The tasks of each Paris calendar date between `from` and `to` ('YYYY-MM-DD', inclusive):
 * a one-off task on its due date, a recurring one on every date its rule gives (SPEC §9), from
 * its own due date on and not after 'Arrêter la récurrence'. The rule is read from the series'
 * anchor (a task of the 31st moved by February to the 28th still falls on 31 March). Finished
 * and undated tasks are left out.
 */
export function bucketTasksByDay(tasks: readonly BucketTask[], from: string, to: string): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  const add = (day: string, entry: CalendarEntry) => {
    const list = byDay.get(day);
    if (list) list.push(entry);
    else byDay.set(day, [entry]);
  };
  let range: RangeDay[] | undefined;

  for (const task of tasks) {
    if (task.status === 'termine' || !task.dueDate) continue;
    const dueDate = new Date(task.dueDate);
    if (Number.isNaN(dueDate.getTime())) continue;
    const { hour, minute } = toParisParts(dueDate);
    const entry = { task, minutes: hour * 60 + minute };
    const firstDay = parisIsoDay(dueDate);

    if (task.recurrenceFrequency) {
      const anchor = task.recurrenceAnchor ? new Date(task.recurrenceAnchor) : dueDate;
      const rule = {
        dueDate: Number.isNaN(anchor.getTime()) ? dueDate : anchor,
        frequency: task.recurrenceFrequency,
        endedAt: task.recurrenceEndedAt ? new Date(task.recurrenceEndedAt) : null,
      };
      const anchorParts = toParisParts(rule.dueDate);
      const anchorWeekday = new Date(Date.UTC(anchorParts.year, anchorParts.month - 1, anchorParts.day)).getUTCDay();
      range ??= daysBetween(from, to);
      for (const day of range) {
        if (day.iso < firstDay || !isCandidate(day, rule.frequency, anchorParts, anchorWeekday)) continue;
        if (occursOn(rule, day.iso)) add(day.iso, entry);
      }
    } else if (firstDay >= from && firstDay <= to) {
      add(firstDay, entry);
    }
  }

  for (const list of byDay.values()) list.sort(compareEntries);
  return byDay;
}
