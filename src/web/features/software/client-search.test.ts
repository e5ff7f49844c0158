import { describe, expect, it } from 'vitest';

import type { ClientRow } from '../../../shared/clients.ts';
import { clientRow } from '../../entities/client/test-rows.ts';
import { countBySoftware, filterClients } from './client-search.ts';

const SAGE = '6b1f0c3e-8a51-4f4e-9a55-2f0f6f3f8a01';
const EBP = '6b1f0c3e-8a51-4f4e-9a55-2f0f6f3f8a02';

function client(raisonSociale: string, siret: string | null, softwareId: string | null): ClientRow {
  return clientRow({ id: `${raisonSociale}-${siret}`, raisonSociale, siret, softwareId });
}

const clients = [
  client('Société Générale des Eaux', '55210055400013', SAGE),
  client('École Saint-Exupéry', '77567227200017', EBP),
  client('Boulangerie Œillet', null, null),
  client('SARL Dupont', '12345678900011', SAGE),
];
const names = (rows: readonly ClientRow[]) => rows.map((row) => row.raisonSociale);

describe('filterClients', () => {
  it('keeps every client with no filter', () => {
    expect(filterClients(clients, { query: '' })).toHaveLength(4);
    expect(filterClients(clients, { query: '   ' })).toHaveLength(4);
  });

  it('finds a raison sociale whatever the case and accents', () => {
    expect(names(filterClients(clients, { query: 'societe' }))).toEqual(['Société Générale des Eaux']);
    expect(names(filterClients(clients, { query: 'ECOLE saint' }))).toEqual(['École Saint-Exupéry']);
    expect(names(filterClients(clients, { query: 'GÉNÉRALE' }))).toEqual(['Société Générale des Eaux']);
  });

  it('finds any part of a SIRET, spaces typed or not', () => {
    expect(names(filterClients(clients, { query: '672272' }))).toEqual(['École Saint-Exupéry']);
    expect(names(filterClients(clients, { query: '552 100 554' }))).toEqual(['Société Générale des Eaux']);
    expect(filterClients(clients, { query: '999999' })).toEqual([]);
  });

  it('narrows to one software, combined with the search', () => {
    expect(names(filterClients(clients, { softwareId: SAGE, query: '' }))).toEqual([
      'Société Générale des Eaux',
      'SARL Dupont',
    ]);
    expect(names(filterClients(clients, { softwareId: SAGE, query: 'dupont' }))).toEqual(['SARL Dupont']);
    expect(filterClients(clients, { softwareId: EBP, query: 'dupont' })).toEqual([]);
  });
});

describe('countBySoftware', () => {
  it('counts the clients of each software, those without one nowhere', () => {
    expect(Object.fromEntries(countBySoftware(clients))).toEqual({ [SAGE]: 2, [EBP]: 1 });
  });
});
