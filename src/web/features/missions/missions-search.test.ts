import { describe, expect, it } from 'vitest';

import { validateMissionsSearch } from './missions-search.ts';

const ID = '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a10';

describe('validateMissionsSearch', () => {
  it('keeps the template, exercise, view, filters, sort and open mission', () => {
    expect(
      validateMissionsSearch({ modele: ID, exercice: '2025', vue: 'tableau', mes: 1, retard: '1', attente: true, recherche: 'dupont', tri: ID, ordre: 'desc', mission: ID }),
    ).toEqual({ mes: 1, modele: ID, exercice: 2025, vue: 'tableau', retard: 1, attente: 1, recherche: 'dupont', tri: ID, ordre: 'desc', mission: ID });
  });

  it('drops what a hand-edited URL gets wrong, and the defaults', () => {
    expect(validateMissionsSearch({ modele: 'bilan', exercice: '20x5', vue: 'colonnes', retard: '0', tri: 'siret', ordre: 'up', mission: '12' })).toEqual({});
    expect(validateMissionsSearch({ collaborateur: 'non-assigne' })).toEqual({ collaborateur: 'non-assigne' });
  });
});
