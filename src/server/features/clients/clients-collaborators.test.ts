import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientCollaborators, clients, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let benoitId: string;
let clientId: string;

const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';
// Long ago, so that any write after it shows as a newer updated_at.
const longAgo = new Date('2020-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test' }));
  benoitId = (await t.createUser({ fullName: 'Benoît Leroy' })).id;
});
afterAll(() => t.close());

beforeEach(async () => {
  const [row] = await t.db
    .insert(clients)
    .values({ raisonSociale: 'Cabinet Dentaire Roux', updatedAt: longAgo })
    .returning({ id: clients.id });
  clientId = row?.id ?? '';
});

const path = (userId: string, id = clientId) => `/api/clients/${id}/collaborators/${userId}`;
const assign = (userId: string, id?: string, client = camille) => client.request('PUT', path(userId, id));
const unassign = (userId: string, id?: string, client = camille) => client.request('DELETE', path(userId, id));

async function assigned() {
  const rows = await t.db
    .select({ id: clientCollaborators.collaboratorId })
    .from(clientCollaborators)
    .where(eq(clientCollaborators.clientId, clientId));
  return rows.map((row) => row.id).sort();
}

async function lastChange() {
  const [row] = await t.db.select({ updatedAt: clients.updatedAt, updatedBy: clients.updatedBy }).from(clients).where(eq(clients.id, clientId));
  return row;
}

describe('PUT /api/clients/:id/collaborators/:userId', () => {
  it('assigns a collaborator, shown in the client row, and records the change on the client', async () => {
    expect(await assign(benoitId)).toMatchObject({ status: 204, text: '' });
    expect(await assigned()).toEqual([benoitId]);
    expect(await lastChange()).toMatchObject({ updatedBy: camilleId });
    expect((await lastChange())?.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect((await camille.get(`/api/clients/${clientId}`)).json).toMatchObject({ collaboratorIds: [benoitId] });
  });

  it('assigns several collaborators, in the order they were added', async () => {
    await assign(benoitId);
    await assign(camilleId);
    expect((await camille.get(`/api/clients/${clientId}`)).json).toMatchObject({ collaboratorIds: [benoitId, camilleId] });
  });

  it('is idempotent: assigning twice leaves one assignment', async () => {
    expect((await assign(benoitId)).status).toBe(204);
    expect((await assign(benoitId)).status).toBe(204);
    expect(await assigned()).toEqual([benoitId]);
  });

  it('answers 404 in French for an unknown client or user, writing nothing', async () => {
    expect(await assign(benoitId, missingId)).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Client introuvable.' } } });
    expect(await assign(missingId)).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Utilisateur introuvable.' } } });
    expect(await assigned()).toEqual([]);
    // The refused assignment rolled back the client's update too.
    expect(await lastChange()).toMatchObject({ updatedAt: longAgo, updatedBy: null });
  });

  it('refuses identifiers that are not uuids', async () => {
    expect(await assign(benoitId, 'abc')).toMatchObject({ status: 400, json: { error: { message: 'Identifiant de client invalide' } } });
    expect(await assign('benoit')).toMatchObject({ status: 400, json: { error: { message: "Identifiant d'utilisateur invalide" } } });
  });

  it('needs a session', async () => {
    expect((await assign(benoitId, clientId, t.client())).status).toBe(401);
    expect(await assigned()).toEqual([]);
  });
});

describe('DELETE /api/clients/:id/collaborators/:userId', () => {
  it('removes the assignment and records the change on the client', async () => {
    await t.db.insert(clientCollaborators).values([
      { clientId, collaboratorId: benoitId },
      { clientId, collaboratorId: camilleId },
    ]);
    expect(await unassign(benoitId)).toMatchObject({ status: 204, text: '' });
    expect(await assigned()).toEqual([camilleId]);
    expect(await lastChange()).toMatchObject({ updatedBy: camilleId });
    expect((await camille.get(`/api/clients/${clientId}`)).json).toMatchObject({ collaboratorIds: [camilleId] });
  });

  it('is idempotent: removing someone not assigned is no error', async () => {
    expect((await unassign(benoitId)).status).toBe(204);
    expect((await unassign(missingId)).status).toBe(204);
  });

  it('answers 404 for an unknown client, 400 for malformed ids', async () => {
    expect(await unassign(benoitId, missingId)).toMatchObject({ status: 404, json: { error: { message: 'Client introuvable.' } } });
    expect(await unassign('x', clientId)).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: "Identifiant d'utilisateur invalide", issues: [{ path: 'userId' }] } },
    });
  });

  it('needs a session', async () => {
    await t.db.insert(clientCollaborators).values({ clientId, collaboratorId: benoitId });
    expect((await unassign(benoitId, clientId, t.client())).status).toBe(401);
    expect(await assigned()).toEqual([benoitId]);
  });
});

describe('deleting a user', () => {
  it('removes their assignments, the client stays', async () => {
    const leaving = await t.createUser({ fullName: 'Départ Prochain' });
    await assign(leaving.id);
    await t.db.delete(users).where(eq(users.id, leaving.id));
    expect(await t.db.$count(clientCollaborators, eq(clientCollaborators.clientId, clientId))).toBe(0);
    expect((await camille.get(`/api/clients/${clientId}`)).status).toBe(200);
  });
});
