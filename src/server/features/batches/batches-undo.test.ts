import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BULK_MESSAGES } from '../../../shared/bulk.ts';
import { activityBatches, activityLog, clientAuthorizations, clientCollaborators, clientEInvoicing, clients, notes, tasks, trackingYears, yearlyTracking } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let lucas: TestClient;
let camilleId: string;
let lucasId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  ({ user: { id: lucasId }, client: lucas } = await t.signedIn({ email: 'lucas@cabinet.test', fullName: 'Lucas Martin' }));
  await t.db.insert(trackingYears).values({ kind: 'cfe', year: 2026 });
});
afterAll(() => t.close());

const batchOf = (response: { status: number; json: unknown }) => {
  expect(response.status).toBe(200);
  return (response.json as { batchId: string }).batchId;
};
const undo = (batchId: string, by = camille) => by.post(`/api/batches/${batchId}/undo`);
const statusesOf = async (ids: string[]) => (await t.db.select().from(clients).where(inArray(clients.id, ids)).orderBy(clients.raisonSociale)).map((row) => row.status);

describe('POST /api/batches/:batchId/undo', () => {
  it('puts each client back as it was, as a new batch journalled per row, once only', async () => {
    const ids = await t.addClients(3);
    await t.db.update(clients).set({ status: 'prospect' }).where(eq(clients.id, ids[2] ?? ''));
    const batchId = batchOf(await camille.post('/api/clients/bulk/update', { rows: ids.map((id) => ({ id, patch: { status: 'inactif' } })) }));
    expect(await statusesOf(ids)).toEqual(['inactif', 'inactif', 'inactif']);
    const undone = await undo(batchId);
    expect(undone).toMatchObject({ status: 200, json: { count: 3 } });
    expect(await statusesOf(ids)).toEqual(['actif', 'actif', 'prospect']);
    const undoId = batchOf(undone);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.batchId, undoId))).toHaveLength(3);
    expect((await t.db.select().from(activityBatches).where(eq(activityBatches.id, undoId)))[0]).toMatchObject({ undoOf: batchId, userId: camilleId });
    expect(await undo(batchId)).toMatchObject({ status: 410 });
  });

  it('is refused after 30 seconds, to a colleague, for an unknown batch, and writes nothing', async () => {
    const ids = await t.addClients(1);
    const batchId = batchOf(await camille.post('/api/clients/bulk/update', { rows: [{ id: ids[0], patch: { ville: 'Lyon' } }] }));
    expect(await undo(batchId, lucas)).toMatchObject({ status: 403, json: { error: { message: BULK_MESSAGES.undoNotYours } } });
    await t.db.update(activityBatches).set({ createdAt: sql`now() - interval '31 seconds'` }).where(eq(activityBatches.id, batchId));
    expect(await undo(batchId)).toMatchObject({ status: 410, json: { error: { message: BULK_MESSAGES.undoExpired } } });
    expect((await t.db.select().from(clients).where(eq(clients.id, ids[0] ?? '')))[0]?.ville).toBe('Lyon');
    expect(await undo(randomUUID())).toMatchObject({ status: 404 });
    expect(await camille.post('/api/batches/pas-un-lot/undo')).toMatchObject({ status: 400, json: { error: { message: 'Identifiant invalide' } } });
  });

  it('is refused with 409 when a colleague changed one of the rows since, and restores nothing', async () => {
    const ids = await t.addClients(2);
    const batchId = batchOf(await camille.post('/api/clients/bulk/update', { rows: ids.map((id) => ({ id, patch: { classification: 'SAS' } })) }));
    expect((await lucas.request('PATCH', `/api/clients/${ids[1]}`, { telephone: '01 02 03 04 05' })).status).toBe(200);
    expect(await undo(batchId)).toMatchObject({ status: 409, json: { error: { code: 'CONFLICT', message: BULK_MESSAGES.undoConflict } } });
    const rows = await t.db.select().from(clients).where(inArray(clients.id, ids));
    expect(rows.map((row) => row.classification)).toEqual(['SAS', 'SAS']);
  });

  it('is refused with 409 when a colleague deleted one of the rows since', async () => {
    const ids = (await t.db.insert(tasks).values([{ title: 'Relance A' }, { title: 'Relance B' }]).returning({ id: tasks.id })).map((row) => row.id);
    const batchId = batchOf(await camille.post('/api/tasks/bulk', { action: 'priority', ids, priority: 'haute' }));
    expect((await lucas.request('DELETE', `/api/tasks/${ids[0]}`)).status).toBe(204);
    expect(await undo(batchId)).toMatchObject({ status: 409, json: { error: { message: BULK_MESSAGES.undoConflict } } });
    expect((await t.db.select().from(tasks).where(inArray(tasks.id, ids))).map((task) => task.priority)).toEqual(['haute']);
  });

  it('brings deleted clients back with their assignments, authorisations, tracking, e-invoicing, notes and task links', async () => {
    const [id = ''] = await t.addClients(1, { ville: 'Nantes' });
    await t.db.insert(clientCollaborators).values({ clientId: id, collaboratorId: lucasId });
    await t.db.insert(clientAuthorizations).values({ clientId: id, kind: 'urssaf', status: 'ok_client', authorizationDate: '2026-02-01' });
    await t.db.insert(yearlyTracking).values({ clientId: id, kind: 'cfe', year: 2026, status: 'fait' });
    await t.db.insert(notes).values({ clientId: id, body: 'Appeler en janvier' });
    await t.db.insert(clientEInvoicing).values({ clientId: id, platform: 'autre', platformOther: 'Ma PA', receptionStatus: 'pret', lastReminderBy: lucasId, lastReminderByName: 'Lucas Martin' });
    const [task] = await t.db.insert(tasks).values({ title: 'Bilan', clientId: id }).returning({ id: tasks.id });
    const batchId = batchOf(await camille.post('/api/clients/bulk/delete', { ids: [id] }));
    expect(await t.db.select().from(clients).where(eq(clients.id, id))).toEqual([]);
    expect(await undo(batchId)).toMatchObject({ status: 200, json: { count: 1 } });
    expect((await t.db.select().from(clients).where(eq(clients.id, id)))[0]).toMatchObject({ raisonSociale: 'Client 1', ville: 'Nantes' });
    expect(await t.db.select({ c: clientCollaborators.collaboratorId }).from(clientCollaborators).where(eq(clientCollaborators.clientId, id))).toEqual([{ c: lucasId }]);
    expect((await t.db.select().from(clientAuthorizations).where(eq(clientAuthorizations.clientId, id)))[0]).toMatchObject({ status: 'ok_client', authorizationDate: '2026-02-01' });
    expect((await t.db.select().from(yearlyTracking).where(eq(yearlyTracking.clientId, id)))[0]?.status).toBe('fait');
    expect(await t.db.select({ body: notes.body }).from(notes).where(eq(notes.clientId, id))).toEqual([{ body: 'Appeler en janvier' }]);
    expect((await t.db.select().from(clientEInvoicing).where(eq(clientEInvoicing.clientId, id)))[0]).toMatchObject({
      platform: 'autre',
      platformOther: 'Ma PA',
      receptionStatus: 'pret',
      lastReminderBy: lucasId,
      lastReminderByName: 'Lucas Martin',
    });
    expect((await t.db.select().from(tasks).where(eq(tasks.id, task?.id ?? '')))[0]?.clientId).toBe(id);
  });

  it('undoes a collaborator change', async () => {
    const ids = await t.addClients(2);
    const batchId = batchOf(await camille.post('/api/clients/bulk/collaborators', { ids, userId: lucasId, op: 'add' }));
    expect(await undo(batchId)).toMatchObject({ status: 200, json: { count: 2 } });
    expect(await t.db.select().from(clientCollaborators).where(inArray(clientCollaborators.clientId, ids))).toEqual([]);
  });

  it('undoes an URSSAF change and its bank URSSAF cascade, each cell as it was', async () => {
    const ids = await t.addClients(2);
    await t.db.insert(clientAuthorizations).values({ clientId: ids[0] ?? '', kind: 'urssaf', status: 'en_cours', authorizationDate: '2026-01-10' });
    await t.db.insert(clientAuthorizations).values({ clientId: ids[0] ?? '', kind: 'bank_urssaf', status: 'ok_client' });
    const batchId = batchOf(await camille.post('/api/authorizations/urssaf/bulk', { clientIds: ids, status: 'pas_necessaire' }));
    expect(await undo(batchId)).toMatchObject({ status: 200, json: { count: 2 } });
    const cells = await t.db.select().from(clientAuthorizations).where(inArray(clientAuthorizations.clientId, ids));
    const cell = (clientId: string | undefined, kind: string) => cells.find((row) => row.clientId === clientId && row.kind === kind);
    expect(cell(ids[0], 'urssaf')).toMatchObject({ status: 'en_cours', authorizationDate: '2026-01-10' });
    expect(cell(ids[0], 'bank_urssaf')).toMatchObject({ status: 'ok_client' });
    // No record read as « à faire »: that is what it reads as again.
    expect(cell(ids[1], 'urssaf')?.status ?? 'a_faire').toBe('a_faire');
    expect(cell(ids[1], 'bank_urssaf')?.status ?? 'a_faire').toBe('a_faire');
  });

  it('undoes a Suivi column change', async () => {
    const ids = await t.addClients(2);
    const batchId = batchOf(await camille.post('/api/tracking/cfe/2026/bulk', { clientIds: ids, status: 'pas_concerne' }));
    expect(await undo(batchId)).toMatchObject({ status: 200, json: { count: 2 } });
    const rows = await t.db.select().from(yearlyTracking).where(and(inArray(yearlyTracking.clientId, ids), eq(yearlyTracking.year, 2026)));
    expect(rows.map((row) => row.status)).toEqual(['a_faire', 'a_faire']);
  });

  it('undoes completing recurring tasks: statuses back, the next occurrences it created gone', async () => {
    const [id = ''] = (
      await t.db
        .insert(tasks)
        .values({ title: 'TVA', type: 'recurrente', recurrenceFrequency: 'mois', dueDate: new Date('2026-05-20T10:00:00Z'), status: 'en_cours' })
        .returning({ id: tasks.id })
    ).map((row) => row.id);
    const batchId = batchOf(await camille.post('/api/tasks/bulk', { action: 'status', ids: [id], status: 'termine' }));
    expect(await t.db.select().from(tasks).where(eq(tasks.seriesId, id))).toHaveLength(2);
    expect(await undo(batchId)).toMatchObject({ status: 200 });
    const series = await t.db.select().from(tasks).where(eq(tasks.seriesId, id));
    expect(series.map((task) => [task.id, task.status, task.completedAt])).toEqual([[id, 'en_cours', null]]);
  });

  it('brings deleted tasks back as they were', async () => {
    const ids = (await t.db.insert(tasks).values([{ title: 'Relance', assignedTo: lucasId, priority: 'haute' }]).returning({ id: tasks.id })).map((row) => row.id);
    const batchId = batchOf(await camille.post('/api/tasks/bulk', { action: 'delete', ids }));
    expect(await undo(batchId)).toMatchObject({ status: 200, json: { count: 1 } });
    expect((await t.db.select().from(tasks).where(inArray(tasks.id, ids)))[0]).toMatchObject({ title: 'Relance', assignedTo: lucasId, priority: 'haute' });
  });
});
