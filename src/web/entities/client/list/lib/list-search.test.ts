import { describe, expect, it } from 'vitest';

import { createListSearchValidator, sortFromSearch, sortToSearch, tabChange } from './list-search.ts';

const validate = createListSearchValidator(['impots', 'urssaf'] as const, ['a_faire', 'ok_client'] as const);

describe('createListSearchValidator', () => {
  it('keeps valid params', () => {
    expect(
      validate({ onglet: 'urssaf', statut: 'ok_client', recherche: 'martin', tri: 'siret', ordre: 'desc' }),
    ).toEqual({
      onglet: 'urssaf',
      statut: 'ok_client',
      recherche: 'martin',
      tri: 'siret',
      ordre: 'desc',
    });
  });

  it('drops unknown values, blank searches and the default tab', () => {
    expect(validate({ onglet: 'impots', statut: 'fait', recherche: '  ', tri: 'ville', ordre: 'up', x: 1 })).toEqual(
      {},
    );
  });

  it('keeps a sort on a column the list adds, and only on those', () => {
    const withDeadline = createListSearchValidator(['impots'] as const, ['a_faire'] as const, ['client', 'siret', 'date_limite']);
    expect(withDeadline({ tri: 'date_limite', ordre: 'desc' })).toEqual({ tri: 'date_limite', ordre: 'desc' });
    expect(withDeadline({ tri: 'ville' })).toEqual({});
    expect(validate({ tri: 'date_limite' })).toEqual({});
  });

  it('reads a SIRET the router parsed as a number back as text', () => {
    expect(validate({ recherche: 55210055 })).toEqual({ recherche: '55210055' });
  });
});

describe('sort params', () => {
  it('defaults to the client column ascending and keeps that out of the URL', () => {
    expect(sortFromSearch({})).toEqual({ column: 'client', direction: 'asc' });
    expect(sortToSearch({ column: 'client', direction: 'asc' })).toEqual({ tri: undefined, ordre: undefined });
    expect(sortToSearch({ column: 'client', direction: 'desc' })).toEqual({ tri: 'client', ordre: 'desc' });
  });
});

describe('tabChange', () => {
  it('clears the search and the status filter', () => {
    expect(tabChange(['impots', 'urssaf'], 'urssaf')).toEqual({
      onglet: 'urssaf',
      statut: undefined,
      recherche: undefined,
    });
    expect(tabChange(['impots', 'urssaf'], 'impots').onglet).toBeUndefined();
  });
});

describe('the portfolio params', () => {
  it('keeps a collaborator, or « Mes clients » (mes=1, read as a number by the router) over it', () => {
    expect(validate({ collaborateur: 'user-1' })).toEqual({ collaborateur: 'user-1' });
    expect(validate({ mes: 1, collaborateur: 'user-1' })).toEqual({ mes: 1 });
    expect(validate({ mes: '1' })).toEqual({ mes: 1 });
  });

  it('drops other values of mes and blank collaborators', () => {
    expect(validate({ mes: 'oui', collaborateur: '  ' })).toEqual({});
  });

  it('survives a tab change', () => {
    expect(tabChange(['impots', 'urssaf'], 'urssaf')).not.toHaveProperty('mes');
    expect(tabChange(['impots', 'urssaf'], 'urssaf')).not.toHaveProperty('collaborateur');
  });
});
