import { describe, expect, it } from 'vitest';

import { validateTasksSearch } from './tasks-search.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('validateTasksSearch', () => {
  it('keeps the known params with valid values', () => {
    expect(
      validateTasksSearch({ vue: 'calendrier', portee: 'cabinet', terminees: 1, mois: '2026-11', tache: ID, echeances: 1 }),
    ).toEqual({ vue: 'calendrier', portee: 'cabinet', terminees: 1, mois: '2026-11', tache: ID, echeances: 1 });
    expect(validateTasksSearch({ echeances: 'oui' })).toEqual({});
    expect(validateTasksSearch({ terminees: '1' })).toEqual({ terminees: 1 });
  });

  // Every name and word of the filter is tested with it (shared/tasks/filter.test.ts).
  it('keeps the list’s filter as the page writes it: lists in their canonical order, ids in lower case', () => {
    const search = { portee: 'cabinet', collaborateur: ID.toUpperCase(), statut: 'en_cours,a_faire,inconnu', tri: 'priorite', vue: 'calendrier' };
    expect(validateTasksSearch(search)).toEqual({ portee: 'cabinet', collaborateur: ID, statut: 'a_faire,en_cours', tri: 'priorite', vue: 'calendrier' });
    expect(validateTasksSearch({ portee: 'cabinet', collaborateur: 'aucun' })).toEqual({ portee: 'cabinet', collaborateur: 'aucun' });
    // Mes tâches has no Collaborateur filter.
    expect(validateTasksSearch({ collaborateur: 'aucun' })).toEqual({});
  });

  it('drops defaults, unknown values and anything malformed', () => {
    expect(
      validateTasksSearch({
        vue: 'liste',
        portee: 'mes',
        terminees: 0,
        mois: '2026-13',
        tache: 'abc',
        autre: 'x',
        collaborateur: 'benoit',
        statut: 'fini',
        type: 'unique',
        du: '1/11/2026',
        recherche: '  ',
        tri: 'titre',
      }),
    ).toEqual({});
  });
});
