import { describe, expect, it } from 'vitest';

import { validateTasksSearch } from './tasks-search.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('validateTasksSearch', () => {
  it('keeps the known params with valid values', () => {
    expect(
      validateTasksSearch({ vue: 'calendrier', portee: 'cabinet', terminees: 1, mois: '2026-11', tache: ID }),
    ).toEqual({ vue: 'calendrier', portee: 'cabinet', terminees: 1, mois: '2026-11', tache: ID });
    expect(validateTasksSearch({ terminees: '1' })).toEqual({ terminees: 1 });
  });

  it('drops defaults, unknown values and anything malformed', () => {
    expect(
      validateTasksSearch({ vue: 'liste', portee: 'mes', terminees: 0, mois: '2026-13', tache: 'abc', autre: 'x' }),
    ).toEqual({});
  });
});
