import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let benoitId: string;
let ids: string[];

const portfolioOf = (userId: string) => `/api/clients/portfolio?collaborator=${userId}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: camille } = await t.signedIn({ email: 'camille@cabinet.test' }));
  benoitId = (await t.createUser({ fullName: 'Benoît Leroy' })).id;
  const rows = await t.db
    .insert(clients)
    .values(['Boulangerie Martin', 'Garage Durand', 'Pharmacie Petit'].map((raisonSociale) => ({ raisonSociale, status: 'actif' as const })))
    .returning({ id: clients.id });
  ids = rows.map((row) => row.id);
  for (const id of ids.slice(0, 2)) expect((await camille.request('PUT', `/api/clients/${id}/collaborators/${benoitId}`)).status).toBe(204);
});
afterAll(() => t.close());

describe('GET /api/clients/portfolio', () => {
  it('lists the ids of the clients assigned to the collaborator, and none for another', async () => {
    const response = await camille.get(portfolioOf(benoitId));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ clientIds: ids.slice(0, 2).sort() });
    expect((await camille.get(portfolioOf('0f0e0d0c-0b0a-4909-8807-060504030201'))).json).toEqual({ clientIds: [] });
  });

  it('answers 304 while the assignments stand, and the new ids once one changes', async () => {
    const first = await camille.get(portfolioOf(benoitId));
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect((await camille.request('GET', portfolioOf(benoitId), undefined, { 'if-none-match': etag })).status).toBe(304);

    expect((await camille.request('PUT', `/api/clients/${ids[2]}/collaborators/${benoitId}`)).status).toBe(204);
    const after = await camille.request('GET', portfolioOf(benoitId), undefined, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.json).toEqual({ clientIds: [...ids].sort() });

    // A deleted client takes its assignment along (journalled as the client's deletion).
    expect((await camille.request('DELETE', `/api/clients/${ids[0]}`)).status).toBe(204);
    expect((await camille.get(portfolioOf(benoitId))).json).toEqual({ clientIds: ids.slice(1).sort() });
  });

  it('refuses a collaborator that is not an id, in French, and a signed-out caller', async () => {
    const response = await camille.get('/api/clients/portfolio?collaborator=marc');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toContain('Identifiant de collaborateur invalide');
    expect((await camille.get('/api/clients/portfolio')).status).toBe(400);
    expect((await t.client().get(portfolioOf(benoitId))).status).toBe(401);
  });
});
