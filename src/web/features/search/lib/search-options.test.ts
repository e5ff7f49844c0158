import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../../shared/search.ts';
import { clientDetails, formatSiret, missionDetails, missionTitle, moveActive, resultsAnnouncement, searchOptions, taskDetails } from './search-options.ts';

const CLIENT = {
  id: '6f1d2c1e-0000-4000-8000-000000000001',
  raisonSociale: 'Société Générale',
  siret: '55212022200013',
  numeroClient: 'C00042',
  ville: 'Paris',
  status: 'actif',
} as const;
const TASK = {
  id: '6f1d2c1e-0000-4000-8000-000000000002',
  title: 'Déclaration de TVA',
  status: 'en_cours',
  priority: 'haute',
  // 23:30 UTC on 31 March is already 1 April in Paris.
  dueDate: '2026-03-31T22:30:00.000Z',
  clientId: CLIENT.id,
  clientName: 'Société Générale',
} as const;
const MISSION = {
  id: '6f1d2c1e-0000-4000-8000-000000000003',
  clientId: CLIENT.id,
  clientName: 'Société Générale',
  templateId: '6f1d2c1e-0000-4000-8000-000000000004',
  templateName: 'Bilan et liasse',
  closingDate: '2025-12-31',
  stageName: 'Révision',
  status: 'en_attente_client',
} as const;

describe('searchOptions', () => {
  it('lists the clients, then their missions, then the tasks, each with a key of its own', () => {
    const results: SearchResults = { clients: [CLIENT], tasks: [TASK], missions: [MISSION] };
    const options = searchOptions(results);
    expect(options.map((o) => [o.kind, o.key])).toEqual([
      ['client', `client-${CLIENT.id}`],
      ['mission', `mission-${MISSION.id}`],
      ['task', `tache-${TASK.id}`],
    ]);
    expect(searchOptions(undefined)).toEqual([]);
  });
});

describe('moveActive', () => {
  it('walks down and up, wrapping at both ends', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
  });

  it('goes nowhere in an empty list, and starts over when the list shrank', () => {
    expect(moveActive(-1, 1, 0)).toBe(-1);
    expect(moveActive(5, 1, 2)).toBe(0);
  });
});

describe('details', () => {
  it('prints the SIRET in groups, the city and the status of a client', () => {
    expect(formatSiret('55212022200013')).toBe('552 120 222 00013');
    expect(formatSiret('123')).toBe('123');
    expect(clientDetails(CLIENT)).toEqual(['SIRET 552 120 222 00013', 'N° C00042', 'Paris', 'Actif']);
    expect(clientDetails({ ...CLIENT, siret: null, numeroClient: null, ville: null, status: 'prospect' })).toEqual(['Prospect']);
  });

  it('prints the client, the Paris due day and the status of a task', () => {
    expect(taskDetails(TASK)).toEqual(['Société Générale', 'Échéance 01/04/2026', 'En cours']);
    expect(taskDetails({ ...TASK, clientName: null, dueDate: null, status: 'termine' })).toEqual(['Sans échéance', 'Terminé']);
  });

  it('names a mission by its template and closing date, then its client, stage and status', () => {
    expect(missionTitle(MISSION)).toBe('Bilan et liasse — clôture 31/12/2025');
    expect(missionDetails(MISSION)).toEqual(['Société Générale', 'Révision', 'En attente client']);
  });

  it('announces the number of results in French', () => {
    expect(resultsAnnouncement(0)).toBe('Aucun résultat');
    expect(resultsAnnouncement(1)).toBe('1 résultat');
    expect(resultsAnnouncement(9)).toBe('9 résultats');
  });
});
