import { recurrenceAnchor, type RecurrenceFrequency } from './tasks.ts';
import { daysInMonth } from './dates.ts';
import { epochDay, fromParisParts, isoDay, toParisParts } from './paris-time.ts';

// SPEC §9 calendar rules, on Paris calendar dates: jour = every day, semaine = same weekday,
// mois = same day of month (the 31st falls on the last day of shorter months), annee = same day
// and month (29 February falls on the 28th in other years). Never before the first due date.

/**
 * The next occurrence of a recurring task, one period after `current`, at the same Paris
 * wall-clock time (DST-safe). `anchor` is the series' first due date: its day of month is kept,
 * so a task of the 31st goes 31 Jan → 28 Feb → 31 Mar, not 28 Mar.
 */
export function nextOccurrence(current: Date, frequency: RecurrenceFrequency, anchor: Date = current): Date {
  const p = toParisParts(current);
  const a = toParisParts(anchor);
  switch (frequency) {
    case 'jour':
    case 'semaine': {
      const step = frequency === 'jour' ? 1 : 7;
      const next = new Date(Date.UTC(p.year, p.month - 1, p.day + step));
      return fromParisParts({ ...p, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() });
    }
    case 'mois': {
      const month = p.month === 12 ? 1 : p.month + 1;
      const year = p.month === 12 ? p.year + 1 : p.year;
      return fromParisParts({ ...p, year, month, day: Math.min(a.day, daysInMonth(year, month)) });
    }
    case 'annee': {
      const year = p.year + 1;
      return fromParisParts({ ...p, year, month: a.month, day: Math.min(a.day, daysInMonth(year, a.month)) });
    }
  }
}

/**
 * The due date of the occurrence that completing `current` creates, in a series whose first due
 * date is `seriesFirst` (null for a task without a series): the app's create/complete path and the
 * demo data both go one period on by this rule.
 */
export function nextDueDate(current: Date, frequency: RecurrenceFrequency, seriesFirst: Date | null): Date {
  return nextOccurrence(current, frequency, recurrenceAnchor(current, seriesFirst, frequency));
}

export type RecurringTask = {
  dueDate: Date;
  frequency: RecurrenceFrequency;
  /** No occurrence after this instant ('Arrêter la récurrence'). */
  endedAt?: Date | null;
};

/** A Paris calendar date in the numbers the rule reads, built once per day of a grid. */
export type RuleDay = {
  /** Days since 1970-01-01. */
  epochDay: number;
  year: number;
  month: number;
  day: number;
  /** Sunday 0 … Saturday 6. */
  weekday: number;
  daysInMonth: number;
};

export function ruleDay(year: number, month: number, day: number): RuleDay {
  const time = Date.UTC(year, month - 1, day);
  return { epochDay: time / 86_400_000, year, month, day, weekday: new Date(time).getUTCDay(), daysInMonth: daysInMonth(year, month) };
}

/**
 * The rule of one series, read once (its first Paris date, weekday, day of month, end), as a
 * test on plain numbers: the calendar asks it for each day of a six-week grid and each recurring
 * task, so nothing in it reads Intl or builds a date.
 */
export function recurrenceRule(task: RecurringTask): (day: RuleDay) => boolean {
  const first = toParisParts(task.dueDate);
  const firstDay = epochDay(first.year, first.month, first.day);
  const firstWeekday = (((firstDay + 4) % 7) + 7) % 7;
  let lastDay = Number.POSITIVE_INFINITY;
  if (task.endedAt) {
    const end = toParisParts(task.endedAt);
    lastDay = epochDay(end.year, end.month, end.day);
  }
  const onDayOfMonth = (day: RuleDay) => day.day === Math.min(first.day, day.daysInMonth);
  const frequency = task.frequency;
  return (day) => {
    if (day.epochDay < firstDay || day.epochDay > lastDay) return false;
    switch (frequency) {
      case 'jour':
        return true;
      case 'semaine':
        return day.weekday === firstWeekday;
      case 'mois':
        return onDayOfMonth(day);
      case 'annee':
        return day.month === first.month && onDayOfMonth(day);
    }
  };
}

/** Does the task fall on this Paris calendar date ('YYYY-MM-DD')? */
export function occursOn(task: RecurringTask, day: string): boolean {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return recurrenceRule(task)(ruleDay(year, month, date));
}

/** The Paris calendar dates, between two dates inclusive ('YYYY-MM-DD'), on which the task falls. */
export function occurrencesBetween(task: RecurringTask, from: string, to: string): string[] {
  const [fy = 0, fm = 0, fd = 0] = from.split('-').map(Number);
  const matches = recurrenceRule(task);
  const days: string[] = [];
  for (let cursor = new Date(Date.UTC(fy, fm - 1, fd)); ; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    const year = cursor.getUTCFullYear();
    const month = cursor.getUTCMonth() + 1;
    const date = cursor.getUTCDate();
    const day = isoDay(year, month, date);
    if (day > to) break;
    if (matches(ruleDay(year, month, date))) days.push(day);
  }
  return days;
}
