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

  it('keeps the list’s filters, lists in their canonical order', () => {
    expect(
      validateTasksSearch({
        portee: 'cabinet',
        collaborateur: ID.toUpperCase(),
        client: ID,
        statut: 'en_cours,a_faire,inconnu',
        priorite: 'basse',
        type: 'recurrente',
        du: '2026-11-01',
        au: '2026-11-30',
        retard: 1,
        recherche: 'tva',
        tri: 'priorite',
      }),
    ).toEqual({
      portee: 'cabinet',
      collaborateur: ID,
      client: ID,
      statut: 'a_faire,en_cours',
      priorite: 'basse',
      type: 'recurrente',
      du: '2026-11-01',
      au: '2026-11-30',
      retard: 1,
      recherche: 'tva',
      tri: 'priorite',
    });
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
