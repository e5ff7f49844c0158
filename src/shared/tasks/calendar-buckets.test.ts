import { describe, expect, it } from 'vitest';
import { occurrencesBetween } from '../recurrence.ts';
import { RECURRENCE_FREQUENCIES } from '../tasks.ts';

import type { CalendarTask } from '../tasks.ts';
import { bucketTasksByDay, calendarDays, CALENDAR_TASKS_PER_DAY } from './calendar-buckets.ts';

let counter = 0;
/** A calendar row (what GET /api/tasks/calendar answers), with sensible defaults. */
const calendarRow = (fields: Partial<CalendarTask> = {}): CalendarTask => {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Tâche ${counter}`,
    clientName: null,
    priority: 'normale',
    status: 'a_faire',
    dueDate: null,
    recurrenceFrequency: null,
    recurrenceEndedAt: null,
    recurrenceAnchor: null,
    ...fields,
  };
};

const titlesByDay = (tasks: CalendarTask[], from: string, to: string) =>
  Object.fromEntries([...bucketTasksByDay(tasks, from, to)].map(([day, entries]) => [day, entries.map((e) => e.task.title)]));

describe('bucketTasksByDay', () => {
  it('puts a one-off task on its Paris calendar date, even late in the evening', () => {
    // 23:30 in Paris on 21 November is 22:30 UTC the same day; 00:30 on the 22nd is the 21st in UTC.
    const tasks = [
      calendarRow({ title: 'Soir', dueDate: '2026-11-21T22:30:00.000Z' }),
      calendarRow({ title: 'Minuit passé', dueDate: '2026-11-21T23:30:00.000Z' }),
    ];
    expect(titlesByDay(tasks, '2026-10-26', '2026-12-06')).toEqual({
      '2026-11-21': ['Soir'],
      '2026-11-22': ['Minuit passé'],
    });
  });

  it('leaves out finished, undated and out-of-range tasks', () => {
    const tasks = [
      calendarRow({ title: 'Terminée', status: 'termine', dueDate: '2026-11-10T09:00:00+01:00' }),
      calendarRow({ title: 'Sans date', dueDate: null }),
      calendarRow({ title: 'Plus tard', dueDate: '2027-01-10T09:00:00+01:00' }),
      calendarRow({ title: 'En cours', status: 'en_cours', dueDate: '2026-11-10T09:00:00+01:00' }),
    ];
    expect(titlesByDay(tasks, '2026-10-26', '2026-12-06')).toEqual({ '2026-11-10': ['En cours'] });
  });

  it('repeats a monthly task of the 31st on the last day of shorter months', () => {
    const task = calendarRow({
      title: 'TVA',
      recurrenceFrequency: 'mois',
      dueDate: '2026-01-31T10:00:00+01:00',
    });
    const days = [...bucketTasksByDay([task], '2026-01-26', '2026-05-03').keys()].sort();
    expect(days).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('repeats weekly on the same weekday, never before the first due date, and stops when the series was ended', () => {
    const weekly = calendarRow({
      title: 'Point hebdo',
      recurrenceFrequency: 'semaine',
      dueDate: '2026-11-11T09:00:00+01:00',
      recurrenceEndedAt: '2026-11-26T12:00:00+01:00',
    });
    const days = [...bucketTasksByDay([weekly], '2026-10-26', '2026-12-06').keys()].sort();
    expect(days).toEqual(['2026-11-11', '2026-11-18', '2026-11-25']);
  });

  it('shows a daily task every day and a yearly one on its day, 29 February on the 28th in other years', () => {
    const daily = calendarRow({ title: 'Courrier', recurrenceFrequency: 'jour', dueDate: '2027-02-26T08:00:00+01:00' });
    const yearly = calendarRow({ title: 'Bilan', recurrenceFrequency: 'annee', dueDate: '2024-02-29T09:00:00+01:00' });
    const result = titlesByDay([daily, yearly], '2027-02-01', '2027-02-28');
    expect(Object.keys(result).sort()).toEqual(['2027-02-26', '2027-02-27', '2027-02-28']);
    expect(result['2027-02-28']).toEqual(['Courrier', 'Bilan']);
  });

  it('orders a day by Paris time, then priority, then title', () => {
    const tasks = [
      calendarRow({ title: 'B', priority: 'basse', dueDate: '2026-11-10T09:00:00+01:00' }),
      calendarRow({ title: 'C', priority: 'urgente', dueDate: '2026-11-10T09:00:00+01:00' }),
      calendarRow({ title: 'A', priority: 'basse', dueDate: '2026-11-10T08:00:00+01:00' }),
      calendarRow({ title: 'D', priority: 'basse', dueDate: '2026-11-10T09:00:00+01:00' }),
    ];
    expect(titlesByDay(tasks, '2026-11-10', '2026-11-10')['2026-11-10']).toEqual(['A', 'C', 'B', 'D']);
  });

  it('keeps the wall-clock time of a recurring task across the DST change', () => {
    const daily = calendarRow({ title: 'Relance', recurrenceFrequency: 'jour', dueDate: '2026-03-28T09:00:00+01:00' });
    const byDay = bucketTasksByDay([daily], '2026-03-28', '2026-03-30');
    expect([...byDay.keys()]).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(byDay.get('2026-03-30')?.[0]?.minutes).toBe(9 * 60);
  });
});

describe('bucketTasksByDay with a series anchor', () => {
  it('keeps the anchor’s day of month for a task moved to a shorter month’s last day, from its own due date on', () => {
    // The series started on 31 January; this occurrence is due 28 February: next is 31 March, not 28 March.
    const task = {
      ...calendarRow({ title: 'TVA', recurrenceFrequency: 'mois', dueDate: '2026-02-28T10:00:00+01:00' }),
      recurrenceAnchor: '2026-01-31T10:00:00+01:00',
    };
    const days = [...bucketTasksByDay([task], '2026-01-26', '2026-05-03').keys()].sort();
    expect(days).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
  });
});

describe('bucketTasksByDay against the shared rule', () => {
  it('finds exactly the days occurrencesBetween gives, for every frequency, over two years', () => {
    const starts = ['2024-01-31T09:00:00+01:00', '2024-02-29T18:00:00+01:00', '2024-03-30T23:30:00+01:00', '2025-10-26T00:15:00+02:00'];
    for (const dueDate of starts) {
      for (const frequency of RECURRENCE_FREQUENCIES) {
        const task = calendarRow({ recurrenceFrequency: frequency, dueDate });
        const expected = occurrencesBetween({ dueDate: new Date(dueDate), frequency }, '2024-01-01', '2025-12-31');
        const days = [...bucketTasksByDay([task], '2024-01-01', '2025-12-31').keys()].sort();
        expect(days, `${frequency} from ${dueDate}`).toEqual(expected);
      }
    }
  });
});

describe('bucketTasksByDay on the calendar’s light rows', () => {
  it('keeps a task due at midnight or at 23:59 in Paris inside the grid’s first and last days, and leaves out the minute beyond', () => {
    const tasks = [
      calendarRow({ title: 'Veille', dueDate: '2026-10-25T22:59:00.000Z' }), // 23:59 on the 25th (CET)
      calendarRow({ title: 'Premier jour', dueDate: '2026-10-25T23:00:00.000Z' }), // 00:00 on the 26th
      calendarRow({ title: 'Dernier jour', dueDate: '2026-12-06T22:59:00.000Z' }), // 23:59 on 6 December
      calendarRow({ title: 'Lendemain', dueDate: '2026-12-06T23:00:00.000Z' }),
    ];
    const byDay = bucketTasksByDay(tasks, '2026-10-26', '2026-12-06');
    expect(Object.fromEntries([...byDay].map(([day, entries]) => [day, entries.map((e) => [e.task.title, e.minutes])]))).toEqual({
      '2026-10-26': [['Premier jour', 0]],
      '2026-12-06': [['Dernier jour', 23 * 60 + 59]],
    });
  });

  it('orders equal times and priorities by French title order, accents included', () => {
    const dueDate = '2026-11-10T09:00:00+01:00';
    const titles = ['Facture', 'École', 'Ebauche', 'été', 'Zèbre', 'etat'];
    const byDay = bucketTasksByDay(titles.map((title) => calendarRow({ title, dueDate })), '2026-11-10', '2026-11-10');
    expect(byDay.get('2026-11-10')?.map((e) => e.task.title)).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('lays out a Cabinet month (15,000 one-off and 500 recurring tasks) with every occurrence on its day', () => {
    const tasks: CalendarTask[] = [];
    for (let i = 0; i < 15_000; i++) {
      const day = 1 + (i % 30);
      tasks.push(calendarRow({ title: `T${i}`, dueDate: `2026-11-${String(day).padStart(2, '0')}T${String(8 + (i % 10)).padStart(2, '0')}:00:00+01:00` }));
    }
    for (let i = 0; i < 500; i++) {
      const frequency = RECURRENCE_FREQUENCIES[i % 4] ?? 'jour';
      const dueDate = `2026-11-${String(1 + (i % 30)).padStart(2, '0')}T09:30:00+01:00`;
      tasks.push(calendarRow({ title: `R${i}`, recurrenceFrequency: frequency, dueDate, recurrenceAnchor: dueDate }));
    }
    const byDay = bucketTasksByDay(tasks, '2026-10-26', '2026-12-06');
    let expected = 15_000;
    for (const task of tasks) {
      if (task.recurrenceFrequency && task.dueDate) {
        expected += occurrencesBetween({ dueDate: new Date(task.dueDate), frequency: task.recurrenceFrequency }, '2026-10-26', '2026-12-06').length;
      }
    }
    expect([...byDay.values()].reduce((sum, entries) => sum + entries.length, 0)).toBe(expected);
    expect(byDay.get('2026-11-30')?.filter((e) => e.task.title.startsWith('T'))).toHaveLength(500);
  });
});

describe('calendarDays', () => {
  const dueDate = (day: string, time: string) => `${day}T${time}:00+01:00`;

  it('answers every day of the range in order, with its count, each recurring occurrence counted, and its first tasks in the cell’s order', () => {
    const tasks = [
      calendarRow({ title: 'Soir', dueDate: dueDate('2026-11-10', '18:00') }),
      calendarRow({ title: 'Bilan', priority: 'urgente', dueDate: dueDate('2026-11-10', '09:00') }),
      calendarRow({ title: 'Appel', dueDate: dueDate('2026-11-10', '09:00') }),
      calendarRow({ title: 'Matin', priority: 'basse', dueDate: dueDate('2026-11-10', '08:00') }),
      calendarRow({ title: 'Terminée', status: 'termine', dueDate: dueDate('2026-11-10', '07:00') }),
      calendarRow({ title: 'Courrier', recurrenceFrequency: 'jour', dueDate: dueDate('2026-11-09', '12:00') }),
    ];
    const days = calendarDays(tasks, '2026-11-08', '2026-11-11');
    expect(days.map(({ date, total, tasks: shown }) => [date, total, shown.map((task) => task.title)])).toEqual([
      ['2026-11-08', 0, []],
      ['2026-11-09', 1, ['Courrier']],
      ['2026-11-10', 5, ['Matin', 'Bilan', 'Appel']],
      ['2026-11-11', 1, ['Courrier']],
    ]);
    expect(CALENDAR_TASKS_PER_DAY).toBe(3);
  });

  it('keeps, among thousands of tasks a day, the same first ones and counts as the whole day sorted, ties on time and priority included', () => {
    // A seeded pseudo-random month: few times, priorities and titles, so most tasks tie on time and priority.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const priorities = ['urgente', 'haute', 'normale', 'basse'] as const;
    const tasks = Array.from({ length: 6_000 }, () =>
      calendarRow({
        title: ['Écritures', 'ecritures', 'Bilan', 'TVA', 'Appel'][next(5)],
        priority: priorities[next(4)],
        dueDate: dueDate(`2026-11-${String(1 + next(30)).padStart(2, '0')}`, ['09:00', '14:00'][next(2)] ?? '09:00'),
        recurrenceFrequency: next(10) === 0 ? 'semaine' : null,
      }),
    );
    const whole = bucketTasksByDay(tasks, '2026-10-26', '2026-12-06');
    const days = calendarDays(tasks, '2026-10-26', '2026-12-06');
    expect(days.map(({ date, total, tasks: shown }) => [date, total, shown.map((task) => task.id)])).toEqual(
      days.map(({ date }) => {
        const entries = whole.get(date) ?? [];
        return [date, entries.length, entries.slice(0, CALENDAR_TASKS_PER_DAY).map((entry) => entry.task.id)];
      }),
    );
    expect(days.reduce((sum, day) => sum + day.total, 0)).toBeGreaterThan(6_000);
  });

  it('gives the whole day when asked for more than the cell shows', () => {
    const tasks = ['D', 'C', 'B', 'A'].map((title) => calendarRow({ title, dueDate: dueDate('2026-11-10', '09:00') }));
    const [day] = calendarDays(tasks, '2026-11-10', '2026-11-10', Infinity);
    expect(day?.tasks.map((task) => task.title)).toEqual(['A', 'B', 'C', 'D']);
    expect(day?.total).toBe(4);
  });
});
