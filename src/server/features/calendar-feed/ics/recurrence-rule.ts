import { nextOccurrence } from '../../../../shared/recurrence.ts';
import { fromParisParts, parisIsoDay, toParisParts } from '../../../../shared/paris-time.ts';
import type { RecurrenceFrequency } from '../../../../shared/tasks.ts';
import { utcStamp } from './ics-text.ts';

/** One VEVENT of a task: most tasks need one, a monthly task of the 29th or 30th two. */
export type EventPart = { uidSuffix: string; start: Date; rule?: string };

const ALL_BUT_FEBRUARY = 'BYMONTH=1,3,4,5,6,7,8,9,10,11,12';

/** The end of the Paris day of `endedAt`, as UNTIL wants it (UTC, since DTSTART has a TZID). */
function until(endedAt: Date): string {
  const p = toParisParts(endedAt);
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
  const midnight = fromParisParts({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 });
  return utcStamp(new Date(midnight.getTime() - 1000));
}

/** The first occurrence from `dueDate` on (itself included) that is in February, or not. */
function firstOccurrence(dueDate: Date, anchor: Date, inFebruary: boolean): Date {
  let current = dueDate;
  while ((toParisParts(current).month === 2) !== inFebruary) current = nextOccurrence(current, 'mois', anchor);
  return current;
}

/**
 * The monthly rules. The 1st to 28th exist in every month; the 31st is the last day of each
 * month (BYMONTHDAY=-1). The 29th and 30th fall on the last day of February only, which
 * needs two rules: the day in the other eleven months, and February's last day every year.
 * (BYMONTHDAY=28,29,30;BYSETPOS=-1 says it in one rule, but calendar clients built on libical
 * or ical.js, Thunderbird's among them, ignore BYSETPOS without BYDAY.)
 */
function monthlyParts(dueDate: Date, anchor: Date): EventPart[] {
  const day = toParisParts(anchor).day;
  if (day <= 28) return [{ uidSuffix: '', start: dueDate, rule: `FREQ=MONTHLY;BYMONTHDAY=${day}` }];
  if (day === 31) return [{ uidSuffix: '', start: dueDate, rule: 'FREQ=MONTHLY;BYMONTHDAY=-1' }];
  return [
    { uidSuffix: '', start: firstOccurrence(dueDate, anchor, false), rule: `FREQ=MONTHLY;${ALL_BUT_FEBRUARY};BYMONTHDAY=${day}` },
    { uidSuffix: '-fevrier', start: firstOccurrence(dueDate, anchor, true), rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' },
  ];
}

/**
 * The events that repeat a task as the app's calendar does (SPEC §9, occursOn): every day,
 * every week, every month on the anchor's day (the 31st on the last day of shorter months),
 * every year on its day and month (29 February on the 28th in other years), up to the day the
 * recurrence was stopped. Stopped before this occurrence's day, the task shows once, when due.
 */
export function recurrenceEvents(options: { frequency: RecurrenceFrequency; dueDate: Date; anchor: Date; endedAt: Date | null }): EventPart[] {
  const { frequency, dueDate, anchor, endedAt } = options;
  const lastDay = endedAt ? parisIsoDay(endedAt) : undefined;
  if (lastDay && lastDay < parisIsoDay(dueDate)) return [{ uidSuffix: '', start: dueDate }];
  const a = toParisParts(anchor);
  const parts: EventPart[] =
    frequency === 'mois'
      ? monthlyParts(dueDate, anchor)
      : [
          {
            uidSuffix: '',
            start: dueDate,
            rule: {
              jour: 'FREQ=DAILY',
              semaine: 'FREQ=WEEKLY',
              annee: `FREQ=YEARLY;BYMONTH=${a.month};BYMONTHDAY=${a.month === 2 && a.day === 29 ? -1 : a.day}`,
            }[frequency],
          },
        ];
  if (!endedAt || !lastDay) return parts;
  return parts.filter((part) => parisIsoDay(part.start) <= lastDay).map((part) => ({ ...part, rule: `${part.rule};UNTIL=${until(endedAt)}` }));
}
