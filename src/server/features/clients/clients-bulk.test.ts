import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { BULK_MAX_ROWS, BULK_MESSAGES } from '../../../shared/bulk.ts';
import { activityBatches, activityLog, clientAuthorizations, clientCollaborators, clients, software, tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let lucasId: string;
let sageId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  lucasId = (await t.createUser({ email: 'lucas@cabinet.test', fullName: 'Lucas Martin' })).id;
  const [sage] = await t.db.select({ id: software.id }).from(software).where(eq(software.name, 'Sage'));
  sageId = sage?.id ?? '';
});
afterAll(() => t.close());

const addClients = (count: number, values: Partial<typeof clients.$inferInsert> = {}) => t.addClients(count, { siret: '73282932000074', ...values });

const stored = (ids: string[]) => t.db.select().from(clients).where(inArray(clients.id, ids));
const journalOf = (batchId: string) => t.db.select().from(activityLog).where(eq(activityLog.batchId, batchId));

describe('POST /api/clients/bulk/update', () => {
  it('changes the status of every selected client in one batch, journalled per row under its id', async () => {
    const ids = await addClients(3);
    const response = await camille.post('/api/clients/bulk/update', { rows: ids.map((id) => ({ id, patch: { status: 'inactif' } })) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ batchId: expect.any(String), count: 3 });
    const { batchId } = response.json as { batchId: string };
    expect((await stored(ids)).map((row) => [row.status, row.updatedBy])).toEqual(ids.map(() => ['inactif', camilleId]));
    const entries = await journalOf(batchId);
    expect(entries).toHaveLength(3);
    expect(entries.every((entry) => entry.field === 'status' && entry.oldValue === 'actif' && entry.newValue === 'inactif' && entry.userId === camilleId)).toBe(true);
    const [batch] = await t.db.select().from(activityBatches).where(eq(activityBatches.id, batchId));
    expect(batch).toMatchObject({ kind: 'clients.update', rowCount: 3, userId: camilleId });
  });

  it('writes each row its own cells (a paste), clears a field given null and leaves unchanged rows out of the count', async () => {
    const ids = await addClients(3, { ville: 'Paris', classification: 'SARL' });
    const [a = '', b = '', c = ''] = ids;
    const response = await camille.post('/api/clients/bulk/update', {
      rows: [
        { id: a, patch: { ville: 'Lyon', softwareId: sageId } },
        { id: b, patch: { classification: null, dateCloture: '2026-06-30', jourTva: 19, categorieEntreprise: 'eti' } },
        { id: c, patch: { ville: 'Paris' } },
      ],
    });
    expect(response).toMatchObject({ status: 200, json: { count: 2 } });
    const rows = new Map((await stored(ids)).map((row) => [row.id, row]));
    expect(rows.get(a)).toMatchObject({ ville: 'Lyon', softwareId: sageId, classification: 'SARL' });
    expect(rows.get(b)).toMatchObject({ ville: 'Paris', classification: null, dateCloture: '2026-06-30', jourTva: 19, categorieEntreprise: 'eti' });
    expect(rows.get(c)?.updatedBy).toBeNull();
    const entries = await journalOf((response.json as { batchId: string }).batchId);
    expect(entries.map((entry) => `${entry.entityId === a ? 'a' : 'b'}.${entry.field}`).sort()).toEqual(['a.softwareId', 'a.ville', 'b.categorieEntreprise', 'b.classification', 'b.dateCloture', 'b.jourTva']);
  });

  it('regenerates the deadlines of clients whose fiscal profile changed', async () => {
    const [id = ''] = await addClients(1, { dateCloture: '2026-12-31', classification: 'SAS' });
    const count = async () => Number((await t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM client_obligations WHERE client_id = ${id}::uuid`)).rows[0]?.n);
    expect(await count()).toBe(0);
    await camille.post('/api/clients/bulk/update', { rows: [{ id, patch: { regimeImposition: 'is', regimeTva: 'mensuel', jourTva: 19 } }] });
    expect(await count()).toBeGreaterThan(0);
  });

  it('refuses the whole change when one id is unknown, naming that row, and writes nothing', async () => {
    const ids = await addClients(2);
    const missing = randomUUID();
    const response = await camille.post('/api/clients/bulk/update', { rows: [...ids, missing].map((id) => ({ id, patch: { ville: 'Nantes' } })) });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: { code: 'VALIDATION', issues: [{ path: missing, message: BULK_MESSAGES.unknown }] } });
    expect((await stored(ids)).map((row) => row.ville)).toEqual([null, null]);
  });

  it('refuses a row whose software is not in the list, and writes nothing', async () => {
    const [a = '', b = ''] = await addClients(2);
    const response = await camille.post('/api/clients/bulk/update', {
      rows: [
        { id: a, patch: { ville: 'Nantes' } },
        { id: b, patch: { softwareId: randomUUID() } },
      ],
    });
    expect(response).toMatchObject({ status: 400, json: { error: { issues: [{ path: b, message: 'Logiciel inconnu' }] } } });
    expect((await stored([a]))[0]?.ville).toBeNull();
  });

  it('refuses duplicate ids, an empty selection, more than 10 000 rows and a bad value in French', async () => {
    const [id = ''] = await addClients(1);
    const post = (body: unknown) => camille.post('/api/clients/bulk/update', body);
    expect(await post({ rows: [{ id, patch: { ville: 'A' } }, { id, patch: { ville: 'B' } }] })).toMatchObject({ status: 400, json: { error: { message: BULK_MESSAGES.duplicate } } });
    expect(await post({ rows: [] })).toMatchObject({ status: 400, json: { error: { message: BULK_MESSAGES.empty } } });
    const tooMany = Array.from({ length: BULK_MAX_ROWS + 1 }, () => ({ id: randomUUID(), patch: { status: 'actif' } }));
    expect(await post({ rows: tooMany })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Une action groupée porte sur 10\u202f000 lignes au plus', issues: [{ path: 'rows' }] } },
    });
    expect(await post({ rows: [{ id, patch: { status: 'ferme' } }] })).toMatchObject({ status: 400, json: { error: { message: 'Statut inconnu' } } });
    expect((await stored([id]))[0]?.ville).toBeNull();
  });

  it('names the row whose cell the schema refuses (a pasted status, a SIRET with letters), and writes nothing', async () => {
    const [a = '', b = '', c = ''] = await addClients(3);
    const response = await camille.post('/api/clients/bulk/update', {
      rows: [
        { id: a, patch: { ville: 'Brest' } },
        { id: b, patch: { status: 'En sommeil' } },
        { id: c, patch: { siret: '7328A' } },
      ],
    });
    expect(response.status).toBe(400);
    expect((response.json as { error: { issues: unknown[] } }).error.issues).toEqual([
      { path: b, message: 'Statut inconnu' },
      { path: c, message: 'Le SIRET ne doit contenir que des chiffres (14 au plus)' },
    ]);
    expect((await stored([a]))[0]?.ville).toBeNull();
  });

  it('reads a paste of 10 000 rows of a few cells, past the 1 MB of other requests', async () => {
    const rows = Array.from({ length: BULK_MAX_ROWS }, () => ({ id: randomUUID(), patch: { ville: 'Saint-Rémy-de-Provence', telephone: '04 90 92 00 00' } }));
    const response = await camille.post('/api/clients/bulk/update', { rows });
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    // Read and checked: every row is unknown here.
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION' } } });
    expect((response.json as { error: { issues: unknown[] } }).error.issues).toHaveLength(BULK_MAX_ROWS);
  });

  it('needs a session', async () => {
    expect((await t.client().post('/api/clients/bulk/update', { rows: [{ id: randomUUID(), patch: { ville: 'A' } }] })).status).toBe(401);
  });
});

describe('POST /api/clients/bulk/collaborators', () => {
  it('adds a collaborator to every client that lacks one, journalled per assignment, then removes it', async () => {
    const ids = await addClients(3);
    await t.db.insert(clientCollaborators).values({ clientId: ids[0] ?? '', collaboratorId: lucasId });
    const added = await camille.post('/api/clients/bulk/collaborators', { ids, userId: lucasId, op: 'add' });
    expect(added).toMatchObject({ status: 200, json: { count: 2 } });
    const assigned = await t.db.select().from(clientCollaborators).where(inArray(clientCollaborators.clientId, ids));
    expect(assigned).toHaveLength(3);
    const entries = await journalOf((added.json as { batchId: string }).batchId);
    expect(entries.map((entry) => [entry.entity, entry.action, entry.newValue])).toEqual([
      ['client_collaborator', 'create', 'Lucas Martin'],
      ['client_collaborator', 'create', 'Lucas Martin'],
    ]);
    const removed = await camille.post('/api/clients/bulk/collaborators', { ids, userId: lucasId, op: 'remove' });
    expect(removed).toMatchObject({ status: 200, json: { count: 3 } });
    expect(await t.db.select().from(clientCollaborators).where(inArray(clientCollaborators.clientId, ids))).toHaveLength(0);
  });

  it('refuses an unknown collaborator or client, and writes nothing', async () => {
    const ids = await addClients(2);
    expect(await camille.post('/api/clients/bulk/collaborators', { ids, userId: randomUUID(), op: 'add' })).toMatchObject({
      status: 400,
      json: { error: { message: 'Collaborateur inconnu' } },
    });
    const missing = randomUUID();
    expect(await camille.post('/api/clients/bulk/collaborators', { ids: [...ids, missing], userId: lucasId, op: 'add' })).toMatchObject({
      status: 400,
      json: { error: { issues: [{ path: missing, message: BULK_MESSAGES.unknown }] } },
    });
    expect(await t.db.select().from(clientCollaborators).where(inArray(clientCollaborators.clientId, ids))).toHaveLength(0);
    expect(await camille.post('/api/clients/bulk/collaborators', { ids, userId: lucasId, op: 'swap' })).toMatchObject({ status: 400, json: { error: { message: 'Opération inconnue' } } });
  });
});

describe('POST /api/clients/bulk/delete', () => {
  it('deletes the clients with their authorisations, keeps their tasks unlinked and journals each deletion', async () => {
    const ids = await addClients(2);
    await t.db.insert(clientAuthorizations).values(ids.map((clientId) => ({ clientId, kind: 'impots' as const, status: 'ok_client' as const })));
    const [task] = await t.db.insert(tasks).values({ title: 'Bilan', clientId: ids[0] }).returning({ id: tasks.id });
    const response = await camille.post('/api/clients/bulk/delete', { ids });
    expect(response).toMatchObject({ status: 200, json: { count: 2 } });
    expect(await stored(ids)).toHaveLength(0);
    expect(await t.db.select().from(clientAuthorizations).where(inArray(clientAuthorizations.clientId, ids))).toHaveLength(0);
    expect((await t.db.select().from(tasks).where(eq(tasks.id, task?.id ?? '')))[0]?.clientId).toBeNull();
    const entries = await journalOf((response.json as { batchId: string }).batchId);
    expect(entries.map((entry) => [entry.action, entry.oldValue]).sort()).toEqual([
      ['delete', 'Client 1'],
      ['delete', 'Client 2'],
    ]);
  });

  it('refuses unknown ids and deletes nothing', async () => {
    const ids = await addClients(1);
    const missing = randomUUID();
    expect(await camille.post('/api/clients/bulk/delete', { ids: [...ids, missing] })).toMatchObject({
      status: 400,
      json: { error: { issues: [{ path: missing, message: BULK_MESSAGES.unknown }] } },
    });
    expect(await stored(ids)).toHaveLength(1);
  });
});
