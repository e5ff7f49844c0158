import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { TaskRow } from '../../../shared/tasks.ts';
import { activityLog, clients, mailOutbox, notifications, tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let benoitId: string;
let activeClient: string;
let inactiveClient: string;

const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';
const valid = { title: 'Déclaration de TVA', type: 'ponctuelle', priority: 'normale', status: 'a_faire' };

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  benoitId = (await t.createUser({ email: 'benoit@cabinet.test', fullName: 'Benoît Leroy' })).id;
  const inserted = await t.db
    .insert(clients)
    .values([
      { raisonSociale: 'Boulangerie Martin', siret: '73282932000074' },
      { raisonSociale: 'Ancien Client SARL', siret: '73282932000075', status: 'inactif' },
    ])
    .returning({ id: clients.id });
  activeClient = inserted[0]?.id ?? '';
  inactiveClient = inserted[1]?.id ?? '';
});
afterAll(() => t.close());

const countTasks = async () => (await t.db.select({ n: count() }).from(tasks))[0]?.n ?? 0;
const journal = (id: string) => t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'task'), eq(activityLog.entityId, id)));

async function create(body: Record<string, unknown>) {
  const response = await camille.post('/api/tasks', body);
  expect(response.status).toBe(201);
  return response.json as TaskRow;
}

describe('POST /api/tasks', () => {
  it('creates the task as typed, by me, empty optional fields saved as null, and journals it', async () => {
    const response = await camille.post('/api/tasks', {
      title: '  Bilan annuel  ',
      description: '',
      type: 'ponctuelle',
      priority: 'haute',
      status: 'en_cours',
      clientId: activeClient,
      assignedTo: '',
      dueDate: '2026-03-12T14:00:00+01:00',
      recurrenceFrequency: null,
    });
    expect(response.status).toBe(201);
    const task = response.json as TaskRow;
    expect(task).toMatchObject({
      title: 'Bilan annuel',
      description: null,
      priority: 'haute',
      status: 'en_cours',
      clientId: activeClient,
      clientName: 'Boulangerie Martin',
      assignedTo: null,
      assigneeName: null,
      createdBy: camilleId,
      dueDate: '2026-03-12T13:00:00.000Z',
      completedAt: null,
      recurrenceFrequency: null,
      seriesId: null,
    });
    expect(await journal(task.id)).toMatchObject([{ action: 'create', userId: camilleId, userName: 'Camille Dupont', clientId: activeClient, newValue: 'Bilan annuel' }]);
  });

  it('starts a series for a recurring task, and saves a frequency only for recurring ones (SPEC §5)', async () => {
    const recurring = await create({ ...valid, type: 'recurrente', recurrenceFrequency: 'mois', dueDate: '2026-01-31T09:00:00+01:00' });
    expect(recurring).toMatchObject({ type: 'recurrente', recurrenceFrequency: 'mois', seriesId: recurring.id });
    const oneOff = await create({ ...valid, recurrenceFrequency: 'semaine' });
    expect(oneOff).toMatchObject({ recurrenceFrequency: null, seriesId: null });
  });

  it('sets completed_at when the task is created as termine', async () => {
    const task = await create({ ...valid, status: 'termine' });
    expect(Math.abs(Date.parse(task.completedAt ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('refuses bad input in French, writing nothing', async () => {
    const before = await countTasks();
    const refused = async (body: unknown, message: string, path?: string) => {
      const response = await camille.post('/api/tasks', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json).toMatchObject({ error: { code: 'VALIDATION', message, ...(path === undefined ? {} : { issues: [{ path }] }) } });
    };
    await refused({ ...valid, title: '   ' }, 'Le titre est requis', 'title');
    await refused({ ...valid, title: undefined }, 'Le titre est requis', 'title');
    await refused({ ...valid, title: 'x'.repeat(10_000) }, 'Le titre : 200 caractères au maximum', 'title');
    await refused({ ...valid, type: 'hebdomadaire' }, 'Type de tâche inconnu', 'type');
    await refused({ ...valid, priority: 'critique' }, 'Priorité inconnue', 'priority');
    await refused({ ...valid, status: 'fini' }, 'Statut inconnu', 'status');
    await refused({ ...valid, type: undefined }, 'Type de tâche inconnu', 'type');
    await refused({ ...valid, type: 'recurrente' }, 'La fréquence est requise pour une tâche récurrente', 'recurrenceFrequency');
    await refused({ ...valid, type: 'recurrente', recurrenceFrequency: 'trimestre' }, 'Fréquence inconnue', 'recurrenceFrequency');
    await refused({ ...valid, dueDate: 'demain' }, 'Date d’échéance invalide', 'dueDate');
    await refused({ ...valid, dueDate: '2026-02-30T09:00:00+01:00' }, 'Date d’échéance invalide', 'dueDate');
    await refused({ ...valid, dueDate: '2026-03-12T14:00:00' }, 'Date d’échéance invalide', 'dueDate');
    await refused({ ...valid, clientId: 'client-1' }, 'Client inconnu', 'clientId');
    await refused({ ...valid, assignedTo: 42 }, 'Entrée invalide', 'assignedTo');
    await refused({ ...valid, clientId: missingId }, 'Client inconnu ou inactif', 'clientId');
    await refused({ ...valid, clientId: inactiveClient }, 'Client inconnu ou inactif', 'clientId');
    await refused({ ...valid, assignedTo: missingId }, 'Utilisateur inconnu', 'assignedTo');
    await refused({ ...valid, updatedBy: camilleId }, 'Clé non reconnue : "updatedBy"');
    await refused([valid], 'Entrée invalide : objet attendu, tableau reçu');
    expect(await countTasks()).toBe(before);
  });

  it('refuses malformed JSON and an oversized body', async () => {
    expect(await camille.post('/api/tasks', '{"title": "TVA",')).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect((await camille.post('/api/tasks', { ...valid, description: 'x'.repeat(1_100_000) })).status).toBe(413);
  });

  it('needs a session', async () => {
    expect(await t.client().post('/api/tasks', valid)).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

describe('PUT /api/tasks/:id', () => {
  it('replaces every field and journals each change', async () => {
    const task = await create({ ...valid, clientId: activeClient, description: 'Ancienne note' });
    const response = await camille.request('PUT', `/api/tasks/${task.id}`, {
      title: 'TVA de mars',
      description: '',
      type: 'recurrente',
      priority: 'urgente',
      status: 'en_attente',
      clientId: null,
      assignedTo: camilleId,
      dueDate: '2026-03-20T10:00:00Z',
      recurrenceFrequency: 'mois',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      title: 'TVA de mars',
      description: null,
      type: 'recurrente',
      priority: 'urgente',
      status: 'en_attente',
      clientId: null,
      assignedTo: camilleId,
      assigneeName: 'Camille Dupont',
      dueDate: '2026-03-20T10:00:00.000Z',
      recurrenceFrequency: 'mois',
      seriesId: task.id,
    });
    const entries = (await journal(task.id)).filter((entry) => entry.action === 'update');
    expect(Object.fromEntries(entries.map((entry) => [entry.field, [entry.oldValue, entry.newValue]]))).toEqual({
      title: ['Déclaration de TVA', 'TVA de mars'],
      description: ['Ancienne note', null],
      type: ['ponctuelle', 'recurrente'],
      priority: ['normale', 'urgente'],
      status: ['a_faire', 'en_attente'],
      clientId: [activeClient, null],
      assignedTo: [null, camilleId],
      dueDate: [null, '2026-03-20T10:00:00.000Z'],
      recurrenceFrequency: [null, 'mois'],
    });
    expect(entries.every((entry) => entry.clientId === null)).toBe(true);
  });

  it('sets completed_at on entering termine, keeps it while termine, clears it on leaving', async () => {
    const task = await create(valid);
    const put = async (status: string) => (await camille.request('PUT', `/api/tasks/${task.id}`, { ...valid, status })).json as TaskRow;
    const done = await put('termine');
    expect(done.completedAt).not.toBeNull();
    expect((await put('termine')).completedAt).toBe(done.completedAt);
    expect((await put('en_cours')).completedAt).toBeNull();
  });

  it('keeps a client that has become inactive, but refuses to move a task to one', async () => {
    const [client] = await t.db.insert(clients).values({ raisonSociale: 'Bientôt inactif', siret: '73282932000076' }).returning({ id: clients.id });
    const task = await create({ ...valid, clientId: client?.id });
    await t.db.update(clients).set({ status: 'inactif' }).where(eq(clients.id, client?.id ?? ''));
    expect((await camille.request('PUT', `/api/tasks/${task.id}`, { ...valid, clientId: client?.id, title: 'Renommée' })).status).toBe(200);
    const moved = await camille.request('PUT', `/api/tasks/${task.id}`, { ...valid, clientId: inactiveClient });
    expect(moved).toMatchObject({ status: 400, json: { error: { message: 'Client inconnu ou inactif' } } });
  });

  it('refuses bad input, unknown tasks and callers without a session', async () => {
    const task = await create(valid);
    expect(await camille.request('PUT', `/api/tasks/${task.id}`, { ...valid, title: '' })).toMatchObject({ status: 400, json: { error: { message: 'Le titre est requis' } } });
    expect(await camille.request('PUT', `/api/tasks/${task.id}`, { ...valid, assignedTo: missingId })).toMatchObject({ status: 400, json: { error: { message: 'Utilisateur inconnu' } } });
    expect(await camille.request('PUT', `/api/tasks/${missingId}`, valid)).toMatchObject({ status: 404, json: { error: { message: 'Tâche introuvable.' } } });
    expect((await t.client().request('PUT', `/api/tasks/${task.id}`, valid)).status).toBe(401);
    expect(await camille.get(`/api/tasks/${task.id}`)).toMatchObject({ json: { title: valid.title } });
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('deletes the task and its notifications, and journals it', async () => {
    const task = await create({ ...valid, assignedTo: benoitId, clientId: activeClient });
    const response = await camille.request('DELETE', `/api/tasks/${task.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await camille.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect(await t.db.select().from(notifications).where(eq(notifications.taskId, task.id))).toEqual([]);
    expect((await journal(task.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    // The mail was already queued with the task: deleting it does not unsend it.
    expect((await t.db.select().from(mailOutbox)).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown task and 401 without a session', async () => {
    expect(await camille.request('DELETE', `/api/tasks/${missingId}`)).toMatchObject({ status: 404, json: { error: { message: 'Tâche introuvable.' } } });
    const task = await create(valid);
    expect((await t.client().request('DELETE', `/api/tasks/${task.id}`)).status).toBe(401);
  });
});
