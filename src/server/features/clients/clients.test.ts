import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientRowSchema, type ClientRow } from '../../../shared/clients.ts';
import { clientAuthorizations, clientCollaborators, clients, software, tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let pennylaneId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  const [pennylane] = await t.db.select({ id: software.id }).from(software).where(eq(software.name, 'Pennylane'));
  pennylaneId = pennylane?.id ?? '';
});
afterAll(() => t.close());

const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';

describe('GET /api/clients', () => {
  it('lists every client by raison sociale, with its collaborators and an ISO update time', async () => {
    const zebre = await t.insertClient({ raisonSociale: 'Zèbre Conseil', classification: 'SAS', dateCloture: '2025-06-30' });
    const atelier = await t.insertClient({ raisonSociale: 'Atelier Dubois', softwareId: pennylaneId, status: 'prospect' });
    const other = await t.createUser({ fullName: 'Benoît Leroy' });
    await t.db.insert(clientCollaborators).values([
      { clientId: zebre, collaboratorId: camilleId },
      { clientId: zebre, collaboratorId: other.id },
    ]);

    const response = await camille.get('/api/clients');
    expect(response.status).toBe(200);
    const list = (response.json as { clients: ClientRow[] }).clients;
    expect(list.map((client) => client.raisonSociale)).toEqual(['Atelier Dubois', 'Zèbre Conseil']);
    for (const row of list) expect(clientRowSchema.safeParse(row).success).toBe(true);
    expect(list[0]).toMatchObject({ id: atelier, softwareId: pennylaneId, status: 'prospect', collaboratorIds: [], dateCloture: null });
    expect(list[1]).toMatchObject({ id: zebre, classification: 'SAS', dateCloture: '2025-06-30' });
    expect([...(list[1]?.collaboratorIds ?? [])].sort()).toEqual([camilleId, other.id].sort());
    expect(list[1]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(list[1]?.updatedAt ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('needs a session', async () => {
    expect(await t.client().get('/api/clients')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

describe('GET /api/clients/:id', () => {
  it('answers one client', async () => {
    const id = await t.insertClient({ raisonSociale: 'Garage du Port', codePostal: '29200', ville: 'Brest' });
    const response = await camille.get(`/api/clients/${id}`);
    expect(response).toMatchObject({ status: 200, json: { id, raisonSociale: 'Garage du Port', ville: 'Brest', collaboratorIds: [] } });
  });

  it('says so in French when the client does not exist', async () => {
    const response = await camille.get(`/api/clients/${missingId}`);
    expect(response).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Client introuvable.' } } });
  });

  it('refuses an identifier that is not a uuid', async () => {
    const response = await camille.get('/api/clients/123');
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: { code: 'VALIDATION', message: 'Identifiant de client invalide', issues: [{ path: 'id' }] } });
  });

  it('needs a session', async () => {
    expect((await t.client().get(`/api/clients/${missingId}`)).status).toBe(401);
  });
});

describe('POST /api/clients', () => {
  it("creates 'Nouveau client' with 14 zeros, actif, by default", async () => {
    const response = await camille.post('/api/clients', {});
    expect(response.status).toBe(201);
    const row = response.json as ClientRow;
    expect(row).toMatchObject({ raisonSociale: 'Nouveau client', siret: '00000000000000', status: 'actif', collaboratorIds: [], classification: null });
    const [stored] = await t.db.select().from(clients).where(eq(clients.id, row.id));
    expect(stored).toMatchObject({ raisonSociale: 'Nouveau client', updatedBy: camilleId });
  });

  it('also creates one from a request without a body', async () => {
    const response = await camille.request('POST', '/api/clients');
    expect(response).toMatchObject({ status: 201, json: { raisonSociale: 'Nouveau client' } });
  });

  it('takes the fields it is given, an empty string saving null', async () => {
    const response = await camille.post('/api/clients', {
      raisonSociale: '  SCI Les Tilleuls ',
      siret: '732 829 320 00074',
      classification: 'SCI',
      status: 'prospect',
      dateCloture: '2025-12-31',
      softwareId: pennylaneId,
      adresse: '',
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      raisonSociale: 'SCI Les Tilleuls',
      siret: '73282932000074',
      classification: 'SCI',
      status: 'prospect',
      dateCloture: '2025-12-31',
      softwareId: pennylaneId,
      adresse: null,
    });
  });

  it('refuses bad input in French and writes nothing', async () => {
    const before = await t.db.$count(clients);
    const cases: [unknown, string][] = [
      [{ classification: 'SA' }, 'Classification inconnue'],
      [{ status: 'archive' }, 'Statut inconnu'],
      [{ softwareId: missingId }, 'Logiciel inconnu'],
      [{ siret: '123ABC' }, 'Le SIRET ne doit contenir que des chiffres (14 au plus)'],
      [{ raisonSociale: 'x'.repeat(10_000) }, 'La raison sociale : 200 caractères au maximum'],
      [{ dateCloture: 'demain' }, 'Date invalide (AAAA-MM-JJ attendu)'],
    ];
    for (const [body, message] of cases) {
      const response = await camille.post('/api/clients', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ error: { code: 'VALIDATION', message } });
    }
    const unknownField = await camille.post('/api/clients', { raisonSociale: 'X', pays: 'France' });
    expect(unknownField).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "pays"' } } });
    const malformed = await camille.post('/api/clients', '{"raisonSociale": ');
    expect(malformed).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect(await t.db.$count(clients)).toBe(before);
  });

  it('needs a session', async () => {
    expect((await t.client().post('/api/clients', {})).status).toBe(401);
  });
});

describe('DELETE /api/clients/:id', () => {
  it('removes the client with its assignments and authorisations, and keeps its tasks unlinked', async () => {
    const id = await t.insertClient({ raisonSociale: 'À supprimer' });
    await t.db.insert(clientCollaborators).values({ clientId: id, collaboratorId: camilleId });
    await t.db.insert(clientAuthorizations).values({ clientId: id, kind: 'impots', status: 'ok_client' });
    const [task] = await t.db.insert(tasks).values({ title: 'Bilan', clientId: id }).returning({ id: tasks.id });

    const response = await camille.request('DELETE', `/api/clients/${id}`);
    expect(response).toMatchObject({ status: 204, text: '' });
    expect(await t.db.$count(clients, eq(clients.id, id))).toBe(0);
    expect(await t.db.$count(clientCollaborators, eq(clientCollaborators.clientId, id))).toBe(0);
    expect(await t.db.$count(clientAuthorizations, eq(clientAuthorizations.clientId, id))).toBe(0);
    const kept = await t.db.select({ clientId: tasks.clientId }).from(tasks).where(eq(tasks.id, task?.id ?? ''));
    expect(kept).toEqual([{ clientId: null }]);
    expect((await camille.get(`/api/clients/${id}`)).status).toBe(404);
  });

  it('answers 404 for a client that does not exist, 400 for a malformed id', async () => {
    expect(await camille.request('DELETE', `/api/clients/${missingId}`)).toMatchObject({
      status: 404,
      json: { error: { message: 'Client introuvable.' } },
    });
    expect(await camille.request('DELETE', '/api/clients/pas-un-id')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Identifiant de client invalide', issues: [{ path: 'id' }] } },
    });
  });

  it('needs a session', async () => {
    const id = await t.insertClient();
    expect((await t.client().request('DELETE', `/api/clients/${id}`)).status).toBe(401);
    expect(await t.db.$count(clients, eq(clients.id, id))).toBe(1);
  });
});
