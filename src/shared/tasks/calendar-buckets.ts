import { parisWallTime } from '../paris-time.ts';
import { recurrenceRule, ruleDay, type RuleDay } from '../recurrence.ts';
import { TASK_PRIORITIES, type CalendarTask } from '../tasks.ts';

/** What the calendar reads of a task; `recurrenceAnchor` may be absent (a task from a list). */
export type BucketTask = Omit<CalendarTask, 'recurrenceAnchor'> & Partial<Pick<CalendarTask, 'recurrenceAnchor'>>;

export type CalendarEntry<T extends BucketTask = BucketTask> = {
  task: T;
  /** Paris wall-clock minutes since midnight, for the day's order. */
  minutes: number;
};

/**
 * A day cell of the calendar shows this many tasks: all of them when the day holds no more, else
 * one fewer and « + N autres » (the popover loads the day's full list). The server sends each day
 * its first tasks up to this number, so a busy month stays light on the wire and in the page.
 */
export const CALENDAR_TASKS_PER_DAY = 3;

/** A Paris day of the calendar: how many tasks it holds and the first of them in the day's order. */
export type CalendarDayTasks<T extends BucketTask = BucketTask> = { date: string; total: number; tasks: T[] };

const DAY_MS = 86_400_000;
const PRIORITY_RANK = new Map(TASK_PRIORITIES.map((priority, index) => [priority, index]));
// One collator for the whole sort: localeCompare(…, 'fr') looks the locale up on every call.
const titleOrder = new Intl.Collator('fr');

/** The day's order: Paris time, then priority (urgente first), then French title order. */
export function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  return (
    a.minutes - b.minutes ||
    (PRIORITY_RANK.get(a.task.priority) ?? 0) - (PRIORITY_RANK.get(b.task.priority) ?? 0) ||
    titleOrder.compare(a.task.title, b.task.title)
  );
}

/** The Paris dates from `from` to `to` inclusive, in the numbers the recurrence rule reads. */
function daysBetween(from: string, to: string): { iso: string; rule: RuleDay }[] {
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  const days: { iso: string; rule: RuleDay }[] = [];
  for (let cursor = new Date(Date.UTC(year, month - 1, day)); ; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    const iso = cursor.toISOString().slice(0, 10);
    if (iso > to) return days;
    days.push({ iso, rule: ruleDay(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, cursor.getUTCDate()) });
  }
}

/** A day's tasks as they are collected: all of them, or only its first ones in the day's order, and how many fall on it. */
type DayCollection<T extends BucketTask> = { entries: CalendarEntry<T>[]; total: number };

/**
 * Puts `entry` among the day's first `keep` entries, in the day's order, if it belongs there. An
 * entry equal to one already kept goes after it, as a stable sort would place it.
 */
function keepFirst<T extends BucketTask>(entries: CalendarEntry<T>[], entry: CalendarEntry<T>, keep: number) {
  const last = entries[entries.length - 1];
  if (entries.length >= keep && last && compareEntries(entry, last) >= 0) return;
  let index = entries.length;
  while (index > 0 && compareEntries(entry, entries[index - 1] as CalendarEntry<T>) < 0) index--;
  entries.splice(index, 0, entry);
  if (entries.length > keep) entries.pop();
}

/**
 * The tasks of each Paris calendar date between `from` and `to` ('YYYY-MM-DD', inclusive):
 * a one-off task on its due date, a recurring one on every date its rule gives (SPEC §9), from
 * its own due date on and not after 'Arrêter la récurrence'. The rule is read from the series'
 * anchor (a task of the 31st moved by February to the 28th still falls on 31 March). Finished
 * and undated tasks are left out. With `keep`, a day holds only its first `keep` entries in the
 * day's order (and counts the rest): a Cabinet month at 50,000 clients puts some 9,000 occurrences
 * on each day, whose whole sort by French title cost two seconds for the 3 a cell shows (issue 27).
 *
 * One pass over the tasks: a due date becomes a day number by arithmetic on its Paris wall-clock
 * time, so a Cabinet month (some 15,000 tasks) builds no Date and asks Intl nothing per task;
 * only recurring tasks walk the grid's days, through the shared rule compiled once each.
 */
function collectTasksByDay<T extends BucketTask>(tasks: readonly T[], days: readonly { rule: RuleDay }[], keep: number): (DayCollection<T> | undefined)[] {
  const firstEpochDay = days[0]?.rule.epochDay ?? 0;
  const lists: (DayCollection<T> | undefined)[] = new Array<DayCollection<T> | undefined>(days.length);
  const add = (index: number, entry: CalendarEntry<T>) => {
    const list = (lists[index] ??= { entries: [], total: 0 });
    list.total += 1;
    if (keep === Number.POSITIVE_INFINITY) list.entries.push(entry);
    else keepFirst(list.entries, entry, keep);
  };

  for (const task of tasks) {
    if (task.status === 'termine' || !task.dueDate) continue;
    const time = Date.parse(task.dueDate);
    if (Number.isNaN(time)) continue;
    const wall = parisWallTime(time);
    const dayNumber = Math.floor(wall / DAY_MS);
    const entry: CalendarEntry<T> = { task, minutes: Math.floor((wall - dayNumber * DAY_MS) / 60_000) };
    const index = dayNumber - firstEpochDay;

    if (task.recurrenceFrequency) {
      const anchorTime = task.recurrenceAnchor ? Date.parse(task.recurrenceAnchor) : Number.NaN;
      const matches = recurrenceRule({
        dueDate: new Date(Number.isNaN(anchorTime) ? time : anchorTime),
        frequency: task.recurrenceFrequency,
        endedAt: task.recurrenceEndedAt ? new Date(task.recurrenceEndedAt) : null,
      });
      for (let i = Math.max(0, index); i < days.length; i++) {
        const day = days[i];
        if (day && matches(day.rule)) add(i, entry);
      }
    } else if (index >= 0 && index < days.length) {
      add(index, entry);
    }
  }
  // Kept entries are in order already; whole lists are sorted once, here.
  if (keep === Number.POSITIVE_INFINITY) for (const list of lists) list?.entries.sort(compareEntries);
  return lists;
}

/** Each Paris date between `from` and `to` that holds tasks, with all of them in the day's order (collectTasksByDay). */
export function bucketTasksByDay<T extends BucketTask>(tasks: readonly T[], from: string, to: string): Map<string, CalendarEntry<T>[]> {
  const days = daysBetween(from, to);
  const lists = collectTasksByDay(tasks, days, Number.POSITIVE_INFINITY);
  const byDay = new Map<string, CalendarEntry<T>[]>();
  days.forEach((day, i) => {
    const list = lists[i];
    if (list) byDay.set(day.iso, list.entries);
  });
  return byDay;
}

/**
 * Every Paris day from `from` to `to` (inclusive), in order, with its count of tasks (each
 * occurrence of a recurring task counted on its day) and its first `limit` tasks in the day's order
 * (bucketTasksByDay): what GET /api/tasks/calendar answers. `unsent` counts, by day, tasks that
 * fall on it but were left out of `tasks` as sure to come after its first `limit` (the server
 * counts one-off tasks in SQL and reads only those that may lead their day).
 */
export function calendarDays<T extends BucketTask>(
  tasks: readonly T[],
  from: string,
  to: string,
  limit: number = CALENDAR_TASKS_PER_DAY,
  unsent: ReadonlyMap<string, number> = new Map(),
): CalendarDayTasks<T>[] {
  const days = daysBetween(from, to);
  const lists = collectTasksByDay(tasks, days, limit);
  return days.map(({ iso }, i) => {
    const list = lists[i];
    return { date: iso, total: (list?.total ?? 0) + (unsent.get(iso) ?? 0), tasks: (list?.entries ?? []).slice(0, limit).map((entry) => entry.task) };
  });
}
