import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Software, SoftwareClientList } from '../../../shared/software.ts';
import { clients } from '../../db/schema/index.ts';
import { journalDirectWrites } from '../../testing/direct-writes.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let softwareIds: string[];
/** By first word: Boulangerie, Béatrice, Pharmacie and Zinguerie are active; Garage inactive; Atelier a prospect. */
const ids: Record<string, string> = {};

const rowsOf = (response: { json: unknown }) => (response.json as SoftwareClientList).rows;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: camille } = await t.signedIn({ email: 'camille@cabinet.test' }));
  softwareIds = ((await camille.get('/api/software')).json as { software: Software[] }).software.map((item) => item.id);
  const inserted = await t.db
    .insert(clients)
    .values([
      { raisonSociale: 'Pharmacie Petit', siret: '55210055400013', numeroClient: 'C-3', status: 'actif' as const, softwareId: softwareIds[0] },
      { raisonSociale: 'Garage Durand', status: 'inactif' as const, softwareId: softwareIds[0] },
      { raisonSociale: 'Boulangerie Martin', numeroClient: 'C-1', status: 'actif' as const },
      { raisonSociale: 'Atelier Roux', status: 'prospect' as const },
      { raisonSociale: 'Zinguerie Blanc', status: 'actif' as const, softwareId: softwareIds[1] },
      // Before « Boulangerie » as the page orders names (accents aside), after it in PostgreSQL's C collation.
      { raisonSociale: 'Béatrice Ordre', status: 'actif' as const },
    ])
    .returning({ id: clients.id, raisonSociale: clients.raisonSociale });
  for (const row of inserted) ids[row.raisonSociale.split(' ')[0] ?? ''] = row.id;
  await journalDirectWrites(t.db, ['client']);
});
afterAll(() => t.close());

describe('GET /api/software/clients', () => {
  it('lists the active clients only, by raison sociale as the client lists order it, with their software and nothing else', async () => {
    const response = await camille.get('/api/software/clients');
    expect(response.status).toBe(200);
    expect(rowsOf(response)).toEqual([
      { clientId: ids.Béatrice, raisonSociale: 'Béatrice Ordre', siret: null, numeroClient: null, softwareId: null },
      { clientId: ids.Boulangerie, raisonSociale: 'Boulangerie Martin', siret: null, numeroClient: 'C-1', softwareId: null },
      { clientId: ids.Pharmacie, raisonSociale: 'Pharmacie Petit', siret: '55210055400013', numeroClient: 'C-3', softwareId: softwareIds[0] },
      { clientId: ids.Zinguerie, raisonSociale: 'Zinguerie Blanc', siret: null, numeroClient: null, softwareId: softwareIds[1] },
    ]);
  });

  it('answers 304 while no client changes, and shows a client’s new software (PATCH) in the next list', async () => {
    const first = await camille.get('/api/software/clients');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect((await camille.request('GET', '/api/software/clients', undefined, { 'if-none-match': etag })).status).toBe(304);

    expect((await camille.request('PATCH', `/api/clients/${ids.Boulangerie}`, { softwareId: softwareIds[2] })).status).toBe(200);
    const after = await camille.request('GET', '/api/software/clients', undefined, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(rowsOf(after).map((row) => [row.raisonSociale, row.softwareId])).toEqual([
      ['Béatrice Ordre', null],
      ['Boulangerie Martin', softwareIds[2]],
      ['Pharmacie Petit', softwareIds[0]],
      ['Zinguerie Blanc', softwareIds[1]],
    ]);

    // A client made inactive leaves the list; the rows left keep their order.
    expect((await camille.request('PATCH', `/api/clients/${ids.Pharmacie}`, { status: 'inactif' })).status).toBe(200);
    expect(rowsOf(await camille.get('/api/software/clients')).map((row) => row.raisonSociale)).toEqual(['Béatrice Ordre', 'Boulangerie Martin', 'Zinguerie Blanc']);
    expect((await camille.request('PATCH', `/api/clients/${ids.Pharmacie}`, { status: 'actif' })).status).toBe(200);
  });

  it('answers ?clients= with those clients’ rows only (an inactive one is absent), unversioned', async () => {
    const response = await camille.get(`/api/software/clients?clients=${ids.Zinguerie},${ids.Garage}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    expect(rowsOf(response)).toEqual([
      { clientId: ids.Zinguerie, raisonSociale: 'Zinguerie Blanc', siret: null, numeroClient: null, softwareId: softwareIds[1] },
    ]);
  });

  it('refuses malformed client ids in French, and a signed-out caller', async () => {
    const response = await camille.get('/api/software/clients?clients=marc');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toContain('identifiants de clients');
    expect((await t.client().get('/api/software/clients')).status).toBe(401);
  });
});
