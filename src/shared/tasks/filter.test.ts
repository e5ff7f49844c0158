import { describe, expect, it } from 'vitest';

import { TASK_FILTER_DEFAULTS, taskFilterFromUrl, taskFilterParams, taskFilterSchema, taskFilterToUrl, type TaskFilter } from './filter.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const every: TaskFilter = {
  scope: 'all',
  include_done: true,
  assignee: 'none',
  client: ID,
  status: ['a_faire', 'en_cours'],
  priority: ['urgente'],
  type: 'recurrente',
  due_from: '2026-11-01',
  due_to: '2026-11-30',
  overdue: true,
  q: 'tva',
  sort: 'priority',
};

describe('taskFilterParams', () => {
  it('sends nothing for the default list', () => {
    expect(taskFilterParams(TASK_FILTER_DEFAULTS).toString()).toBe('');
  });

  it('sends each filter under the API’s names, lists comma-joined, flags as true', () => {
    expect(Object.fromEntries(taskFilterParams(every))).toEqual({
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
    });
  });

  it('is what the API schema reads back', () => {
    expect(taskFilterSchema.parse(Object.fromEntries(taskFilterParams(every)))).toEqual(every);
  });
});

describe('the Tâches URL', () => {
  it('holds the filter under French names and words, flags as 1, defaults left out', () => {
    expect(taskFilterToUrl(every)).toEqual({
      portee: 'cabinet',
      terminees: 1,
      collaborateur: 'aucun',
      client: ID,
      statut: 'a_faire,en_cours',
      priorite: 'urgente',
      type: 'recurrente',
      du: '2026-11-01',
      au: '2026-11-30',
      retard: 1,
      recherche: 'tva',
      tri: 'priorite',
    });
    expect(Object.values(taskFilterToUrl(TASK_FILTER_DEFAULTS)).filter((value) => value !== undefined)).toEqual([]);
  });

  it('reads back the filter it wrote', () => {
    expect(taskFilterFromUrl(taskFilterToUrl(every))).toEqual(every);
    expect(taskFilterFromUrl({ tri: 'creation', terminees: '1' })).toEqual({ ...TASK_FILTER_DEFAULTS, sort: 'created', include_done: true });
  });

  it('leaves the Collaborateur out of Mes tâches (the API refuses it there)', () => {
    expect(taskFilterToUrl({ ...every, scope: 'mine' }).collaborateur).toBeUndefined();
    expect(taskFilterFromUrl({ collaborateur: ID }).assignee).toBeUndefined();
  });

  it('drops what the API would refuse, one parameter at a time, and keeps a list’s known values', () => {
    expect(
      taskFilterFromUrl({ portee: 'all', tri: 'priority', statut: 'fini,en_cours', priorite: 'moyenne', collaborateur: 'benoit', du: '1/11/2026', retard: 'oui', type: 'recurrente' }),
    ).toEqual({ ...TASK_FILTER_DEFAULTS, status: ['en_cours'], type: 'recurrente' });
  });

  it('keeps a day of the right shape and dates in any order: the server says what is wrong with them', () => {
    expect(taskFilterFromUrl({ du: '2026-02-30', au: '2026-01-01' })).toMatchObject({ due_from: '2026-02-30', due_to: '2026-01-01' });
    expect(taskFilterSchema.safeParse({ due_from: '2026-02-30' }).error?.issues).toMatchObject([
      { path: ['due_from'], message: 'Date « échéance du » invalide (AAAA-MM-JJ)' },
    ]);
  });

  it('cuts an overlong search to what the API takes instead of dropping it', () => {
    expect(taskFilterFromUrl({ recherche: 'a'.repeat(150) }).q).toBe('a'.repeat(100));
  });
});
