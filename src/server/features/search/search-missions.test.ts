import { afterAll, describe, expect, it } from 'vitest';
import { searchResultsSchema, type SearchResults } from '../../../shared/search.ts';
import { insertMission, insertTemplate } from '../../testing/mission-rows.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

// The global search finds a mission (Production, issue 24) by its client.
const { t, camille } = await createSignedInApp();
afterAll(() => t.close());

const search = async (q: string): Promise<SearchResults> => {
  const response = await camille.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return searchResultsSchema.parse(response.json);
};

describe('GET /api/search, missions', () => {
  it('answers the missions of the clients found, in their order, open ones first, then the newest exercise', async () => {
    const lefevre = await t.insertClient({ raisonSociale: 'Boulangerie Lefèvre', siret: '73282932000074' });
    const lefevreFils = await t.insertClient({ raisonSociale: 'Lefèvre et Fils', siret: null });
    const garage = await t.insertClient({ raisonSociale: 'Garage Müller', siret: null });
    const bilan = await insertTemplate(t.db, { name: 'Bilan et liasse', position: 0 });
    const juridique = await insertTemplate(t.db, { name: 'Juridique annuel', position: 1 });
    const done2024 = await insertMission(t.db, { clientId: lefevre, template: bilan, closingDate: '2024-12-31', stage: 4, status: 'terminee' });
    const bilan2025 = await insertMission(t.db, { clientId: lefevre, template: bilan, closingDate: '2025-12-31', stage: 2 });
    const juridique2025 = await insertMission(t.db, { clientId: lefevre, template: juridique, closingDate: '2025-12-31', status: 'en_attente_client', waitingReason: 'PV à signer' });
    const fils = await insertMission(t.db, { clientId: lefevreFils, template: bilan, closingDate: '2025-06-30' });
    await insertMission(t.db, { clientId: garage, template: bilan, closingDate: '2025-12-31' });

    const results = await search('lefevre');
    expect(results.clients.map((client) => client.id)).toEqual([lefevreFils, lefevre]);
    expect(results.missions.map((mission) => mission.id)).toEqual([fils, bilan2025, juridique2025, done2024]);
    expect(results.missions[1]).toEqual({
      id: bilan2025,
      clientId: lefevre,
      clientName: 'Boulangerie Lefèvre',
      templateId: bilan.id,
      templateName: 'Bilan et liasse',
      closingDate: '2025-12-31',
      stageName: 'Révision',
      status: 'en_cours',
    });
  });

  it('answers no mission when no client matches, or the client has none', async () => {
    await t.insertClient({ raisonSociale: 'Zèbre Conseil', siret: null });
    expect((await search('zebre')).missions).toEqual([]);
    expect((await search('introuvable')).missions).toEqual([]);
  });

  it('shows at most eight', async () => {
    const many = await t.insertClient({ raisonSociale: 'Holding Nombreuses Missions', siret: null });
    const template = await insertTemplate(t.db, { name: 'Situation intermédiaire', stages: [{ name: 'Saisie' }] });
    for (let month = 1; month <= 10; month++) {
      await insertMission(t.db, { clientId: many, template, closingDate: `2025-${String(month).padStart(2, '0')}-28` });
    }
    const { missions } = await search('nombreuses missions');
    expect(missions).toHaveLength(8);
    expect(missions[0]?.closingDate).toBe('2025-10-28');
  });
});
