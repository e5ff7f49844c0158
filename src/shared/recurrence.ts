import type { RecurrenceFrequency } from './tasks.ts';
import { daysInMonth, fromParisParts, isoDay, toParisParts } from './paris-time.ts';

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

export type RecurringTask = {
  dueDate: Date;
  frequency: RecurrenceFrequency;
  /** No occurrence after this instant ('Arrêter la récurrence'). */
  endedAt?: Date | null;
};

/** Does the task fall on this Paris calendar date ('YYYY-MM-DD')? */
export function occursOn(task: RecurringTask, day: string): boolean {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const first = toParisParts(task.dueDate);
  const firstDay = isoDay(first.year, first.month, first.day);
  if (day < firstDay) return false;
  if (task.endedAt) {
    const end = toParisParts(task.endedAt);
    if (day > isoDay(end.year, end.month, end.day)) return false;
  }
  switch (task.frequency) {
    case 'jour':
      return true;
    case 'semaine':
      return new Date(Date.UTC(year, month - 1, date)).getUTCDay() === new Date(Date.UTC(first.year, first.month - 1, first.day)).getUTCDay();
    case 'mois':
      return date === Math.min(first.day, daysInMonth(year, month));
    case 'annee':
      return month === first.month && date === Math.min(first.day, daysInMonth(year, month));
  }
}

/** The Paris calendar dates, between two dates inclusive ('YYYY-MM-DD'), on which the task falls. */
export function occurrencesBetween(task: RecurringTask, from: string, to: string): string[] {
  const [fy = 0, fm = 0, fd = 0] = from.split('-').map(Number);
  const days: string[] = [];
  for (let cursor = new Date(Date.UTC(fy, fm - 1, fd)); ; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    const day = isoDay(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, cursor.getUTCDate());
    if (day > to) break;
    if (occursOn(task, day)) days.push(day);
  }
  return days;
}
