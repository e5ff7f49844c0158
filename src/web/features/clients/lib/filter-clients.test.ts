import { describe, expect, it } from 'vitest';

import { clientRow } from '../../../entities/client/test-rows.ts';
import { filterClients, hasActiveFilters } from './filter-clients.ts';

describe('filterClients', () => {
  const alice = 'a0000000-0000-4000-8000-000000000001';
  const rows = [
    clientRow({ raisonSociale: 'Boulangerie Müller', classification: 'SARL', collaboratorIds: [alice] }),
    clientRow({ raisonSociale: 'Société Civile Immobilière', classification: 'SCI' }),
    clientRow({ raisonSociale: 'Société Martin', classification: 'SARL', collaboratorIds: [alice] }),
  ];
  const names = (filtered: readonly { raisonSociale: string }[]) => filtered.map((row) => row.raisonSociale);

  it('returns the same list when nothing filters', () => {
    expect(filterClients(rows, { query: '' })).toBe(rows);
    expect(hasActiveFilters({ query: ' ' })).toBe(false);
  });

  it('combines search, collaborator and classification, keeping the order', () => {
    expect(names(filterClients(rows, { query: 'societe' }))).toEqual([
      'Société Civile Immobilière',
      'Société Martin',
    ]);
    expect(names(filterClients(rows, { query: 'societe', classification: 'SARL' }))).toEqual(['Société Martin']);
    expect(names(filterClients(rows, { query: '', collaboratorId: alice }))).toEqual([
      'Boulangerie Müller',
      'Société Martin',
    ]);
    expect(filterClients(rows, { query: 'muller', classification: 'SCI' })).toEqual([]);
  });
});
