import { describe, expect, it } from 'vitest';
import { fromParisParts, parisIsoDay, parisWallTime, toParisParts } from './paris-time.ts';
import { nextOccurrence, occurrencesBetween, occursOn, recurrenceRule, ruleDay } from './recurrence.ts';
import { RECURRENCE_FREQUENCIES, type RecurrenceFrequency } from './tasks.ts';

const paris = (iso: string) => {
  const [date = '', time = '09:00'] = iso.split('T');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return fromParisParts({ year, month, day, hour, minute });
};
const show = (d: Date) => {
  const p = toParisParts(d);
  return `${parisIsoDay(d)}T${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

describe('Paris time', () => {
  it('reads and writes wall-clock times on both sides of DST', () => {
    expect(paris('2026-01-15T09:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(paris('2026-07-15T09:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(show(paris('2026-03-29T09:00'))).toBe('2026-03-29T09:00');
    expect(show(paris('2026-10-25T09:00'))).toBe('2026-10-25T09:00');
  });

  it('moves a time skipped by the spring change an hour on', () => {
    expect(show(paris('2026-03-29T02:30'))).toBe('2026-03-29T03:30');
  });
});

describe('nextOccurrence', () => {
  it('adds a day, a week, a month or a year at the same Paris time', () => {
    expect(show(nextOccurrence(paris('2026-05-10T09:30'), 'jour'))).toBe('2026-05-11T09:30');
    expect(show(nextOccurrence(paris('2026-05-10T09:30'), 'semaine'))).toBe('2026-05-17T09:30');
    expect(show(nextOccurrence(paris('2026-05-10T09:30'), 'mois'))).toBe('2026-06-10T09:30');
    expect(show(nextOccurrence(paris('2026-05-10T09:30'), 'annee'))).toBe('2027-05-10T09:30');
    expect(show(nextOccurrence(paris('2026-12-15T09:30'), 'mois'))).toBe('2027-01-15T09:30');
  });

  it('keeps 09:00 across the DST changes', () => {
    expect(show(nextOccurrence(paris('2026-03-28T09:00'), 'jour'))).toBe('2026-03-29T09:00');
    expect(show(nextOccurrence(paris('2026-10-24T09:00'), 'jour'))).toBe('2026-10-25T09:00');
    expect(show(nextOccurrence(paris('2026-03-25T09:00'), 'semaine'))).toBe('2026-04-01T09:00');
  });

  it('clamps month ends and comes back to the anchor day', () => {
    const anchor = paris('2026-01-31T10:00');
    const feb = nextOccurrence(anchor, 'mois', anchor);
    expect(show(feb)).toBe('2026-02-28T10:00');
    expect(show(nextOccurrence(feb, 'mois', anchor))).toBe('2026-03-31T10:00');
    expect(show(nextOccurrence(paris('2026-03-31T10:00'), 'mois'))).toBe('2026-04-30T10:00');
  });

  it('moves 29 February to the 28th in other years, and back in leap years', () => {
    const anchor = paris('2028-02-29T10:00');
    const y2029 = nextOccurrence(anchor, 'annee', anchor);
    expect(show(y2029)).toBe('2029-02-28T10:00');
    expect(show(nextOccurrence(paris('2031-02-28T10:00'), 'annee', anchor))).toBe('2032-02-29T10:00');
  });
});

describe('calendar occurrences', () => {
  it('shows a daily task every day from its first due date on', () => {
    const task = { dueDate: paris('2026-06-28T09:00'), frequency: 'jour' as const };
    expect(occurrencesBetween(task, '2026-06-27', '2026-07-02')).toEqual(['2026-06-28', '2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02']);
  });

  it('shows a weekly task on the same weekday', () => {
    const task = { dueDate: paris('2026-06-03T09:00'), frequency: 'semaine' as const }; // a Wednesday
    expect(occurrencesBetween(task, '2026-06-01', '2026-06-30')).toEqual(['2026-06-03', '2026-06-10', '2026-06-17', '2026-06-24']);
  });

  it('shows a task of the 31st on the last day of shorter months', () => {
    const task = { dueDate: paris('2026-01-31T09:00'), frequency: 'mois' as const };
    expect(occurrencesBetween(task, '2026-02-01', '2026-04-30')).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(occurrencesBetween(task, '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('shows a yearly task of 29 February on the 28th in other years', () => {
    const task = { dueDate: paris('2028-02-29T09:00'), frequency: 'annee' as const };
    expect(occursOn(task, '2029-02-28')).toBe(true);
    expect(occursOn(task, '2029-03-01')).toBe(false);
    expect(occursOn(task, '2032-02-29')).toBe(true);
    expect(occursOn(task, '2032-02-28')).toBe(false);
  });

  it('keeps a late-evening task on its Paris date, not its UTC date', () => {
    const task = { dueDate: paris('2026-07-14T23:30'), frequency: 'annee' as const }; // 21:30 UTC
    expect(occursOn(task, '2027-07-14')).toBe(true);
  });

  it('stops after the series is ended', () => {
    const task = { dueDate: paris('2026-06-01T09:00'), frequency: 'jour' as const, endedAt: paris('2026-06-03T18:00') };
    expect(occurrencesBetween(task, '2026-06-01', '2026-06-05')).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });
});

describe('Paris time read from the cached offset', () => {
  const reference = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const viaIntl = (date: Date) => {
    const parts = Object.fromEntries(reference.formatToParts(date).map((p) => [p.type, Number(p.value)]));
    return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
  };

  it('reads what Intl reads, minute by minute around both 2026 changes, and at instants from 1970 to 2100', () => {
    const instants: number[] = [];
    for (const around of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let t = around - 3 * 3_600_000; t <= around + 3 * 3_600_000; t += 60_000 + 17) instants.push(t);
    }
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 3000; i++) instants.push(Math.floor(next() * Date.UTC(2100, 0, 1)));
    for (const t of instants) expect(toParisParts(new Date(t)), new Date(t).toISOString()).toEqual(viaIntl(new Date(t)));
    expect(parisWallTime(Date.UTC(2026, 6, 14, 21, 30))).toBe(Date.UTC(2026, 6, 14, 23, 30));
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => toParisParts(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => parisWallTime(Number.NaN)).toThrow(RangeError);
  });
});

describe('recurrenceRule, the one rule the calendar and occursOn read', () => {
  // The rule as first written: day strings and Intl on every call, kept here as the oracle.
  const slowOccursOn = (task: { dueDate: Date; frequency: RecurrenceFrequency; endedAt?: Date | null }, day: string) => {
    const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
    const first = toParisParts(task.dueDate);
    if (day < parisIsoDay(task.dueDate)) return false;
    if (task.endedAt && day > parisIsoDay(task.endedAt)) return false;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    switch (task.frequency) {
      case 'jour':
        return true;
      case 'semaine':
        return new Date(Date.UTC(year, month - 1, date)).getUTCDay() === new Date(Date.UTC(first.year, first.month - 1, first.day)).getUTCDay();
      case 'mois':
        return date === Math.min(first.day, last);
      case 'annee':
        return month === first.month && date === Math.min(first.day, last);
    }
  };

  it('gives the same days as the original rule for every frequency, month ends, leap years and DST nights', () => {
    const starts = ['2024-01-31T09:00', '2024-02-29T18:00', '2024-03-31T02:30', '2025-10-26T02:30', '2025-12-31T23:45', '2026-05-15T00:00'];
    const ends = [null, paris('2026-03-31T00:10'), paris('2025-02-28T23:59')];
    for (const start of starts) {
      for (const frequency of RECURRENCE_FREQUENCIES) {
        for (const endedAt of ends) {
          const task = { dueDate: paris(start), frequency, endedAt };
          const matches = recurrenceRule(task);
          const fast: string[] = [];
          const slow: string[] = [];
          for (let t = Date.UTC(2023, 11, 1); t <= Date.UTC(2027, 2, 31); t += 86_400_000) {
            const d = new Date(t);
            const iso = d.toISOString().slice(0, 10);
            if (matches(ruleDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()))) fast.push(iso);
            if (slowOccursOn(task, iso)) slow.push(iso);
          }
          // A series that never ends occurs in the window (an ended one may not): the comparison is not empty.
          expect(slow.length > 0 || endedAt !== null, `${frequency} from ${start}`).toBe(true);
          expect(fast, `${frequency} from ${start}, ended ${endedAt?.toISOString() ?? 'never'}`).toEqual(slow);
        }
      }
    }
  });

  it('numbers days and weekdays as the UTC calendar does', () => {
    expect(ruleDay(1970, 1, 1)).toEqual({ epochDay: 0, year: 1970, month: 1, day: 1, weekday: 4, daysInMonth: 31 });
    expect(ruleDay(2028, 2, 29)).toMatchObject({ weekday: 2, daysInMonth: 29 });
    expect(ruleDay(2026, 11, 22).epochDay).toBe(Date.UTC(2026, 10, 22) / 86_400_000);
  });
});
