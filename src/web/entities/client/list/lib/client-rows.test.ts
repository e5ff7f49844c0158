import { describe, expect, it } from 'vitest';

import { filterRows, nextSort, sortRows } from './client-rows.ts';

type Row = { raisonSociale: string; siret: string | null; status: 'a_faire' | 'ok_client' | 'en_cours' };

const rows: Row[] = [
  { raisonSociale: 'Boulangerie Müller', siret: '55210055400013', status: 'a_faire' },
  { raisonSociale: 'Étude Arnaud', siret: null, status: 'ok_client' },
  { raisonSociale: 'société Zola', siret: '12345678900011', status: 'a_faire' },
  { raisonSociale: 'Atelier Durand', siret: '98765432100017', status: 'ok_client' },
];
const names = (list: readonly Row[]) => list.map((row) => row.raisonSociale);

describe('nextSort', () => {
  it('flips the sorted column and starts another ascending', () => {
    expect(nextSort({ column: 'client', direction: 'asc' }, 'client')).toEqual({ column: 'client', direction: 'desc' });
    expect(nextSort({ column: 'client', direction: 'desc' }, 'client')).toEqual({ column: 'client', direction: 'asc' });
    expect(nextSort({ column: 'client', direction: 'desc' }, 'siret')).toEqual({ column: 'siret', direction: 'asc' });
  });
});

describe('filterRows', () => {
  it('returns the same list when nothing filters', () => {
    expect(filterRows(rows, { query: '  ' })).toBe(rows);
  });

  it('matches the name without accents or case, or the SIRET typed with spaces', () => {
    expect(names(filterRows(rows, { query: 'ETUDE' }))).toEqual(['Étude Arnaud']);
    expect(names(filterRows(rows, { query: '552 100' }))).toEqual(['Boulangerie Müller']);
  });

  it('combines the search with the status filter', () => {
    const keep = (row: Row) => row.status === 'ok_client';
    expect(names(filterRows(rows, { query: '', keep }))).toEqual(['Étude Arnaud', 'Atelier Durand']);
    expect(names(filterRows(rows, { query: 'durand', keep }))).toEqual(['Atelier Durand']);
    expect(filterRows(rows, { query: 'muller', keep })).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts names ignoring accents and case, both ways', () => {
    expect(names(sortRows(rows, { column: 'client', direction: 'asc' }))).toEqual([
      'Atelier Durand',
      'Boulangerie Müller',
      'Étude Arnaud',
      'société Zola',
    ]);
    expect(names(sortRows(rows, { column: 'client', direction: 'desc' }))).toEqual([
      'société Zola',
      'Étude Arnaud',
      'Boulangerie Müller',
      'Atelier Durand',
    ]);
  });

  it('keeps rows the server sent by name as they came (equal names too), and sorts rows in byte order', () => {
    const row = (raisonSociale: string): Row => ({ raisonSociale, siret: null, status: 'a_faire' });
    const byName = ['Béatrice', 'BEATRICE', 'boulangerie', 'Brunet'].map(row);
    expect(sortRows(byName, { column: 'client', direction: 'asc' })).toEqual(byName);
    const byBytes = ['BEATRICE', 'Brunet', 'Béatrice', 'boulangerie'].map(row);
    expect(names(sortRows(byBytes, { column: 'client', direction: 'asc' }))).toEqual(['BEATRICE', 'Béatrice', 'boulangerie', 'Brunet']);
  });

  it('sorts SIRETs and keeps the rows without one last', () => {
    expect(names(sortRows(rows, { column: 'siret', direction: 'asc' }))).toEqual([
      'société Zola',
      'Boulangerie Müller',
      'Atelier Durand',
      'Étude Arnaud',
    ]);
    expect(names(sortRows(rows, { column: 'siret', direction: 'desc' })).at(-1)).toBe('Étude Arnaud');
  });

  it('sorts on a list’s own column by its key, rows without a value last, ties in their incoming order', () => {
    const byStatus = { statut: (row: Row) => (row.status === 'ok_client' ? '' : row.status) };
    expect(names(sortRows(rows, { column: 'statut', direction: 'asc' }, byStatus))).toEqual([
      'Boulangerie Müller',
      'société Zola',
      'Étude Arnaud',
      'Atelier Durand',
    ]);
    expect(names(sortRows(rows, { column: 'statut', direction: 'desc' }, byStatus)).slice(0, 2)).toEqual(['Boulangerie Müller', 'société Zola']);
  });

  it('leaves the input untouched', () => {
    const before = [...rows];
    sortRows(rows, { column: 'siret', direction: 'desc' });
    expect(rows).toEqual(before);
  });
});
