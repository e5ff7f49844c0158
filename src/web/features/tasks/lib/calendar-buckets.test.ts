import { describe, expect, it } from 'vitest';
import { occurrencesBetween } from '../../../../shared/recurrence.ts';
import { RECURRENCE_FREQUENCIES } from '../../../../shared/tasks.ts';

import type { TaskRow } from '../../../../shared/tasks.ts';
import { bucketTasksByDay } from './calendar-buckets.ts';
import { taskRow } from './test-tasks.ts';

const titlesByDay = (tasks: TaskRow[], from: string, to: string) =>
  Object.fromEntries([...bucketTasksByDay(tasks, from, to)].map(([day, entries]) => [day, entries.map((e) => e.task.title)]));

describe('bucketTasksByDay', () => {
  it('puts a one-off task on its Paris calendar date, even late in the evening', () => {
    // 23:30 in Paris on 21 November is 22:30 UTC the same day; 00:30 on the 22nd is the 21st in UTC.
    const tasks = [
      taskRow({ title: 'Soir', dueDate: '2026-11-21T22:30:00.000Z' }),
      taskRow({ title: 'Minuit passé', dueDate: '2026-11-21T23:30:00.000Z' }),
    ];
    expect(titlesByDay(tasks, '2026-10-26', '2026-12-06')).toEqual({
      '2026-11-21': ['Soir'],
      '2026-11-22': ['Minuit passé'],
    });
  });

  it('leaves out finished, undated and out-of-range tasks', () => {
    const tasks = [
      taskRow({ title: 'Terminée', status: 'termine', dueDate: '2026-11-10T09:00:00+01:00' }),
      taskRow({ title: 'Sans date', dueDate: null }),
      taskRow({ title: 'Plus tard', dueDate: '2027-01-10T09:00:00+01:00' }),
      taskRow({ title: 'En cours', status: 'en_cours', dueDate: '2026-11-10T09:00:00+01:00' }),
    ];
    expect(titlesByDay(tasks, '2026-10-26', '2026-12-06')).toEqual({ '2026-11-10': ['En cours'] });
  });

  it('repeats a monthly task of the 31st on the last day of shorter months', () => {
    const task = taskRow({
      title: 'TVA',
      type: 'recurrente',
      recurrenceFrequency: 'mois',
      dueDate: '2026-01-31T10:00:00+01:00',
    });
    const days = [...bucketTasksByDay([task], '2026-01-26', '2026-05-03').keys()].sort();
    expect(days).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('repeats weekly on the same weekday, never before the first due date, and stops when the series was ended', () => {
    const weekly = taskRow({
      title: 'Point hebdo',
      type: 'recurrente',
      recurrenceFrequency: 'semaine',
      dueDate: '2026-11-11T09:00:00+01:00',
      recurrenceEndedAt: '2026-11-26T12:00:00+01:00',
    });
    const days = [...bucketTasksByDay([weekly], '2026-10-26', '2026-12-06').keys()].sort();
    expect(days).toEqual(['2026-11-11', '2026-11-18', '2026-11-25']);
  });

  it('shows a daily task every day and a yearly one on its day, 29 February on the 28th in other years', () => {
    const daily = taskRow({ title: 'Courrier', type: 'recurrente', recurrenceFrequency: 'jour', dueDate: '2027-02-26T08:00:00+01:00' });
    const yearly = taskRow({ title: 'Bilan', type: 'recurrente', recurrenceFrequency: 'annee', dueDate: '2024-02-29T09:00:00+01:00' });
    const result = titlesByDay([daily, yearly], '2027-02-01', '2027-02-28');
    expect(Object.keys(result).sort()).toEqual(['2027-02-26', '2027-02-27', '2027-02-28']);
    expect(result['2027-02-28']).toEqual(['Courrier', 'Bilan']);
  });

  it('orders a day by Paris time, then priority, then title', () => {
    const tasks = [
      taskRow({ title: 'B', priority: 'basse', dueDate: '2026-11-10T09:00:00+01:00' }),
      taskRow({ title: 'C', priority: 'urgente', dueDate: '2026-11-10T09:00:00+01:00' }),
      taskRow({ title: 'A', priority: 'basse', dueDate: '2026-11-10T08:00:00+01:00' }),
      taskRow({ title: 'D', priority: 'basse', dueDate: '2026-11-10T09:00:00+01:00' }),
    ];
    expect(titlesByDay(tasks, '2026-11-10', '2026-11-10')['2026-11-10']).toEqual(['A', 'C', 'B', 'D']);
  });

  it('keeps the wall-clock time of a recurring task across the DST change', () => {
    const daily = taskRow({ title: 'Relance', type: 'recurrente', recurrenceFrequency: 'jour', dueDate: '2026-03-28T09:00:00+01:00' });
    const byDay = bucketTasksByDay([daily], '2026-03-28', '2026-03-30');
    expect([...byDay.keys()]).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(byDay.get('2026-03-30')?.[0]?.minutes).toBe(9 * 60);
  });
});

describe('bucketTasksByDay with a series anchor', () => {
  it('keeps the anchor’s day of month for a task moved to a shorter month’s last day, from its own due date on', () => {
    // The series started on 31 January; this occurrence is due 28 February: next is 31 March, not 28 March.
    const task = {
      ...taskRow({ title: 'TVA', type: 'recurrente', recurrenceFrequency: 'mois', dueDate: '2026-02-28T10:00:00+01:00' }),
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
        const task = taskRow({ type: 'recurrente', recurrenceFrequency: frequency, dueDate });
        const expected = occurrencesBetween({ dueDate: new Date(dueDate), frequency }, '2024-01-01', '2025-12-31');
        const days = [...bucketTasksByDay([task], '2024-01-01', '2025-12-31').keys()].sort();
        expect(days, `${frequency} from ${dueDate}`).toEqual(expected);
      }
    }
  });
});
