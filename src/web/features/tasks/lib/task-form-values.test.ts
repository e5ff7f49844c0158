import { describe, expect, it } from 'vitest';

import { TASK_MESSAGES } from '../../../../shared/tasks.ts';
import { newTaskForm, parisInputToIso, readTaskForm, taskToForm, toParisInputValue } from './task-form-values.ts';
import { taskRow } from './test-tasks.ts';

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const USER_ID = '22222222-2222-4222-8222-222222222222';

describe('due dates on Paris clocks', () => {
  it('defaults a new task to now, to the minute, as Paris clocks show it', () => {
    expect(newTaskForm({ now: new Date('2026-11-21T13:30:59.999Z') }).dueDate).toBe('2026-11-21T14:30');
    expect(newTaskForm({ now: new Date('2026-07-01T22:05:00Z') }).dueDate).toBe('2026-07-02T00:05');
  });

  it('writes the typed time as an instant with the Paris offset of that date', () => {
    expect(parisInputToIso('2026-11-21T14:30')).toBe('2026-11-21T14:30:00+01:00');
    expect(parisInputToIso('2026-07-14T09:00')).toBe('2026-07-14T09:00:00+02:00');
    expect(new Date(parisInputToIso('2026-07-14T09:00') ?? '').toISOString()).toBe('2026-07-14T07:00:00.000Z');
    // Browsers may add seconds.
    expect(parisInputToIso('2026-11-21T14:30:15')).toBe('2026-11-21T14:30:00+01:00');
  });

  it('moves a time skipped by the spring change an hour on, and keeps the later of two autumn hours', () => {
    expect(parisInputToIso('2026-03-29T02:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(parisInputToIso('2026-10-25T02:30')).toBe('2026-10-25T02:30:00+01:00');
  });

  it('reads an empty field as no due date and leaves garbage for the schema to refuse', () => {
    expect(parisInputToIso('')).toBeNull();
    expect(parisInputToIso('demain')).toBe('demain');
  });

  it('shows a stored instant on Paris clocks', () => {
    expect(toParisInputValue(new Date('2026-11-21T13:30:00.000Z'))).toBe('2026-11-21T14:30');
  });
});

describe('readTaskForm', () => {
  const base = { ...newTaskForm({ now: new Date('2026-11-21T13:30:00Z') }), title: 'TVA de novembre' };

  it('saves empty optional fields as null and no frequency for a one-off task', () => {
    const result = readTaskForm({ ...base, recurrenceFrequency: 'mois' });
    expect(result).toEqual({
      ok: true,
      input: {
        title: 'TVA de novembre',
        description: null,
        type: 'ponctuelle',
        priority: 'normale',
        status: 'a_faire',
        clientId: null,
        missionId: null,
        assignedTo: null,
        dueDate: '2026-11-21T14:30:00+01:00',
        recurrenceFrequency: null,
      },
    });
  });

  it('keeps the chosen client, assignee, description and frequency of a recurring task', () => {
    const result = readTaskForm({
      ...base,
      title: '  Déclaration  ',
      description: ' Pièces à demander ',
      type: 'recurrente',
      recurrenceFrequency: 'mois',
      clientId: CLIENT_ID,
      assignedTo: USER_ID,
      dueDate: '',
    });
    expect(result).toMatchObject({
      ok: true,
      input: {
        title: 'Déclaration',
        description: 'Pièces à demander',
        type: 'recurrente',
        recurrenceFrequency: 'mois',
        clientId: CLIENT_ID,
        assignedTo: USER_ID,
        dueDate: null,
      },
    });
  });

  it('requires a title and, for a recurring task, a frequency, in French', () => {
    const result = readTaskForm({ ...base, title: '   ', type: 'recurrente', recurrenceFrequency: '' });
    expect(result).toEqual({
      ok: false,
      errors: { title: TASK_MESSAGES.titleRequired, recurrenceFrequency: TASK_MESSAGES.frequencyRequired },
    });
  });

  it('refuses a due date it cannot read', () => {
    expect(readTaskForm({ ...base, dueDate: '21/11/2026' })).toEqual({
      ok: false,
      errors: { dueDate: 'Date d’échéance invalide' },
    });
  });
});

describe('taskToForm', () => {
  it('fills the form from a stored task, on Paris clocks, with « none » as empty text', () => {
    const task = taskRow({
      title: 'Bilan',
      type: 'recurrente',
      recurrenceFrequency: 'annee',
      priority: 'haute',
      status: 'en_cours',
      clientId: CLIENT_ID,
      dueDate: '2026-07-14T07:00:00.000Z',
    });
    expect(taskToForm(task)).toEqual({
      title: 'Bilan',
      description: '',
      type: 'recurrente',
      recurrenceFrequency: 'annee',
      priority: 'haute',
      status: 'en_cours',
      clientId: CLIENT_ID,
      missionId: '',
      assignedTo: '',
      dueDate: '2026-07-14T09:00',
    });
    const roundTrip = readTaskForm(taskToForm(task));
    expect(roundTrip.ok && new Date(roundTrip.input.dueDate ?? '').toISOString()).toBe('2026-07-14T07:00:00.000Z');
  });
});
