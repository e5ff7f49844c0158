import { describe, expect, it } from 'vitest';

import { taskListParams, type TaskListFilter } from './task-list.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const base: TaskListFilter = { scope: 'mine', includeDone: false, overdue: false, sort: 'due' };

describe('taskListParams', () => {
  it('sends only the scope for the default list', () => {
    expect(taskListParams(base, null).toString()).toBe('scope=mine');
  });

  it('sends each filter in the API’s terms, lists comma-joined, the cursor last', () => {
    const filter: TaskListFilter = {
      scope: 'all',
      includeDone: true,
      assignee: 'none',
      client: ID,
      statuses: ['a_faire', 'en_cours'],
      priorities: ['urgente'],
      type: 'recurrente',
      dueFrom: '2026-11-01',
      dueTo: '2026-11-30',
      overdue: true,
      text: 'tva',
      sort: 'priority',
    };
    expect(Object.fromEntries(taskListParams(filter, 'abc'))).toEqual({
      scope: 'all',
      assignee: 'none',
      client: ID,
      status: 'a_faire,en_cours',
      priority: 'urgente',
      type: 'recurrente',
      due_from: '2026-11-01',
      due_to: '2026-11-30',
      overdue: 'true',
      include_done: 'true',
      q: 'tva',
      sort: 'priority',
      cursor: 'abc',
    });
  });

  it('leaves the Collaborateur out of Mes tâches (the API refuses it there)', () => {
    expect(taskListParams({ ...base, assignee: ID }, null).has('assignee')).toBe(false);
  });
});
