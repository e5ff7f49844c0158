import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { BULK_MESSAGES } from '../../../shared/bulk.ts';
import { activityLog, mailOutbox, notifications, tasks } from '../../db/schema/index.ts';
import { BENOIT, createSignedInApp } from '../../testing/signed-in-app.ts';

const { t, camille, camilleId } = await createSignedInApp();
const benoitId = (await t.createUser(BENOIT)).id;
afterAll(() => t.close());

const addTasks = (count: number, values: Parameters<typeof t.addTasks>[1] = {}) => t.addTasks(count, { assignedTo: camilleId, ...values });
const stored = (ids: string[]) => t.db.select().from(tasks).where(inArray(tasks.id, ids)).orderBy(tasks.title);
const bulk = (body: unknown) => camille.post('/api/tasks/bulk', body);
const batchOf = (response: { json: unknown }) => (response.json as { batchId: string }).batchId;

describe('POST /api/tasks/bulk', () => {
  it('changes the status of every task, completed_at following, journalled per row under the batch', async () => {
    const ids = await addTasks(3);
    const response = await bulk({ action: 'status', ids, status: 'termine' });
    expect(response).toMatchObject({ status: 200, json: { count: 3 } });
    const rows = await stored(ids);
    expect(rows.every((row) => row.status === 'termine' && row.completedAt !== null && row.updatedBy === camilleId)).toBe(true);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.batchId, batchOf(response)));
    expect(entries.filter((entry) => entry.field === 'status')).toHaveLength(3);
    expect(entries.filter((entry) => entry.field === 'completedAt')).toHaveLength(3);
    await bulk({ action: 'status', ids, status: 'en_cours' });
    expect((await stored(ids)).map((row) => row.completedAt)).toEqual([null, null, null]);
  });

  it('completing recurring tasks in bulk creates each one’s next occurrence, journalled in the batch', async () => {
    const dueDate = new Date('2026-03-20T11:00:00Z');
    const [monthly = '', weekly = ''] = [
      ...(await addTasks(1, { title: 'TVA', type: 'recurrente', recurrenceFrequency: 'mois', dueDate })),
      ...(await addTasks(1, { title: 'Relevés', type: 'recurrente', recurrenceFrequency: 'semaine', dueDate })),
    ];
    const [single = ''] = await addTasks(1, { title: 'Bilan' });
    const response = await bulk({ action: 'status', ids: [monthly, weekly, single], status: 'termine' });
    expect(response).toMatchObject({ status: 200, json: { count: 3 } });
    const next = await t.db.select().from(tasks).where(and(inArray(tasks.seriesId, [monthly, weekly]), ne(tasks.status, 'termine')));
    expect(next.map((task) => [task.title, task.dueDate?.toISOString()]).sort()).toEqual([
      ['Relevés', '2026-03-27T11:00:00.000Z'],
      // Paris noon both times: summer time starts in between.
      ['TVA', '2026-04-20T10:00:00.000Z'],
    ]);
    const created = await t.db.select().from(activityLog).where(and(eq(activityLog.batchId, batchOf(response)), eq(activityLog.action, 'create')));
    expect(created).toHaveLength(2);
  });

  it('reassigns tasks, notifying the new assignee of each one by the bell and by mail', async () => {
    const ids = await addTasks(2);
    const response = await bulk({ action: 'assign', ids, assignedTo: benoitId });
    expect(response).toMatchObject({ status: 200, json: { count: 2 } });
    expect((await stored(ids)).map((row) => row.assignedTo)).toEqual([benoitId, benoitId]);
    expect(await t.db.select().from(notifications).where(inArray(notifications.taskId, ids))).toHaveLength(2);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'benoit@cabinet.test'));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Nouvelle tâche : Tâche 1', 'Nouvelle tâche : Tâche 2']);
    expect(await bulk({ action: 'assign', ids, assignedTo: null })).toMatchObject({ status: 200, json: { count: 2 } });
    expect((await stored(ids)).map((row) => row.assignedTo)).toEqual([null, null]);
  });

  it('changes the priority and deletes tasks', async () => {
    const ids = await addTasks(2);
    expect(await bulk({ action: 'priority', ids, priority: 'urgente' })).toMatchObject({ status: 200, json: { count: 2 } });
    expect((await stored(ids)).map((row) => row.priority)).toEqual(['urgente', 'urgente']);
    const deleted = await bulk({ action: 'delete', ids });
    expect(deleted).toMatchObject({ status: 200, json: { count: 2 } });
    expect(await stored(ids)).toEqual([]);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.batchId, batchOf(deleted)));
    expect(entries.map((entry) => [entry.action, entry.oldValue]).sort()).toEqual([
      ['delete', 'Tâche 1'],
      ['delete', 'Tâche 2'],
    ]);
  });

  it('refuses unknown ids, an unknown assignee, an unknown action or status, and writes nothing', async () => {
    const ids = await addTasks(1);
    const missing = randomUUID();
    expect(await bulk({ action: 'status', ids: [...ids, missing], status: 'termine' })).toMatchObject({
      status: 400,
      json: { error: { issues: [{ path: missing, message: BULK_MESSAGES.unknown }] } },
    });
    expect(await bulk({ action: 'delete', ids: [...ids, missing] })).toMatchObject({
      status: 400,
      json: { error: { message: "Une ligne est refusée (Ligne introuvable) : rien n'a été enregistré", issues: [{ path: missing, message: BULK_MESSAGES.unknown }] } },
    });
    expect(await bulk({ action: 'assign', ids, assignedTo: randomUUID() })).toMatchObject({ status: 400, json: { error: { message: 'Utilisateur inconnu' } } });
    expect(await bulk({ action: 'archive', ids })).toMatchObject({ status: 400, json: { error: { message: 'Action inconnue' } } });
    expect(await bulk({ action: 'status', ids, status: 'fini' })).toMatchObject({ status: 400, json: { error: { message: 'Statut inconnu' } } });
    expect(await bulk({ action: 'priority', ids: [...ids, ...ids], priority: 'basse' })).toMatchObject({ status: 400, json: { error: { message: BULK_MESSAGES.duplicate } } });
    expect(await stored(ids)).toMatchObject([{ status: 'a_faire', assignedTo: camilleId, priority: 'normale' }]);
  });
});

describe('GET /api/tasks/ids', () => {
  it('answers the ids of every task the filters show, in the list’s order, and their total', async () => {
    const early = await addTasks(1, { title: 'Ids tôt', dueDate: new Date('2030-01-02T09:00:00Z'), assignedTo: benoitId });
    const late = await addTasks(1, { title: 'Ids tard', dueDate: new Date('2030-01-05T09:00:00Z'), assignedTo: benoitId });
    const response = await camille.get(`/api/tasks/ids?scope=all&assignee=${benoitId}&q=Ids`);
    expect(response).toMatchObject({ status: 200, json: { ids: [...early, ...late], total: 2 } });
    expect(await camille.get('/api/tasks/ids?scope=everyone')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Portée inconnue (mine ou all)', issues: [{ path: 'scope' }] } },
    });
    expect((await t.client().get('/api/tasks/ids')).status).toBe(401);
  });
});
