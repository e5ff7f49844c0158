import { describe, expect, it } from 'vitest';

import { sortFromSearch, sortToSearch, validateClientsSearch } from './clients-search.ts';

describe('validateClientsSearch', () => {
  it('keeps valid params and drops unknown or invalid ones', () => {
    expect(
      validateClientsSearch({
        recherche: 'societe',
        collaborateur: 'u1',
        classification: 'SARL',
        tri: 'siret',
        ordre: 'desc',
        other: 'x',
      }),
    ).toEqual({ recherche: 'societe', collaborateur: 'u1', classification: 'SARL', tri: 'siret', ordre: 'desc' });
    expect(validateClientsSearch({ classification: 'SA', tri: 'actions', ordre: 'up', recherche: '  ' })).toEqual({});
  });

  it('keeps the open sheet of a client id, lowercased, and drops an id that is none', () => {
    const id = '0F0E0D0C-0B0A-4909-8807-060504030201';
    expect(validateClientsSearch({ fiche: id, recherche: 'martin' })).toEqual({ fiche: id.toLowerCase(), recherche: 'martin' });
    expect(validateClientsSearch({ fiche: 'abc' })).toEqual({});
    expect(validateClientsSearch({ fiche: 42 })).toEqual({});
  });

  it('keeps the fiscal profile columns shown, in the table order, dropping unknown names', () => {
    expect(validateClientsSearch({ colonnes: 'jourTva,regimeTva,siret,nope' })).toEqual({ colonnes: 'regimeTva,jourTva' });
    expect(validateClientsSearch({ colonnes: '' })).toEqual({});
    expect(validateClientsSearch({ colonnes: 3 })).toEqual({});
  });

  it('reads a numeric-looking search as text', () => {
    expect(validateClientsSearch({ recherche: 75001 })).toEqual({ recherche: '75001' });
  });
});

describe('sort in the URL', () => {
  it('leaves the default sort out and reads it back', () => {
    expect(sortToSearch({ column: 'raisonSociale', direction: 'asc' })).toEqual({ tri: undefined, ordre: undefined });
    expect(sortFromSearch({})).toEqual({ column: 'raisonSociale', direction: 'asc' });
    expect(sortFromSearch(sortToSearch({ column: 'ville', direction: 'desc' }))).toEqual({
      column: 'ville',
      direction: 'desc',
    });
  });
});
