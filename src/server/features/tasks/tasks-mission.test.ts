import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TaskRow, TaskUpdateResult } from '../../../shared/tasks.ts';
import { activityLog, missions, tasks } from '../../db/schema/index.ts';
import { insertMission, insertTemplate } from '../../testing/mission-rows.ts';
import { createTeamApp, MISSING_ID } from '../../testing/signed-in-app.ts';

// A task may belong to a mission (Production, issue 24): chosen in the task form, checked against
// the task's client, journalled, kept by an edit that leaves it out, filtered on in the list.
const { t, camille, clientId } = await createTeamApp();
afterAll(() => t.close());

const otherClient = await t.insertClient({ raisonSociale: 'Zèbre Conseil', siret: null });
const template = await insertTemplate(t.db);
const missionId = await insertMission(t.db, { clientId, template, closingDate: '2025-12-31' });
const nextYear = await insertMission(t.db, { clientId, template, closingDate: '2026-12-31' });
const otherMission = await insertMission(t.db, { clientId: otherClient, template, closingDate: '2025-12-31' });

const form = { title: 'Relancer les relevés bancaires', type: 'ponctuelle', priority: 'normale', status: 'a_faire', clientId };
const journal = async (id: string) =>
  (await t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'task'), eq(activityLog.entityId, id)))).filter((entry) => entry.field === 'missionId');

async function create(body: Record<string, unknown>): Promise<TaskRow> {
  const response = await camille.post('/api/tasks', body);
  expect(response.status).toBe(201);
  return response.json as TaskRow;
}

describe('a task’s mission', () => {
  it('is saved at creation and read back with the task; none when left out', async () => {
    const task = await create({ ...form, missionId });
    expect(task.missionId).toBe(missionId);
    expect((await camille.get(`/api/tasks/${task.id}`)).json).toMatchObject({ missionId });
    expect((await create(form)).missionId).toBeNull();
    // A task without a client may still belong to a mission.
    expect((await create({ ...form, clientId: null, missionId: otherMission })).missionId).toBe(otherMission);
  });

  it('is refused in French when unknown, malformed, or another client’s, writing nothing', async () => {
    const before = (await t.db.select().from(tasks)).length;
    for (const [body, message] of [
      [{ ...form, missionId: MISSING_ID }, 'Mission introuvable'],
      [{ ...form, missionId: 'mission-1' }, 'Mission inconnue'],
      [{ ...form, missionId: otherMission }, 'Cette mission est celle d’un autre client que la tâche'],
    ] as const) {
      const response = await camille.post('/api/tasks', body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ error: { code: 'VALIDATION', message, issues: [{ path: 'missionId' }] } });
    }
    expect((await t.db.select().from(tasks)).length).toBe(before);
  });

  it('is kept by an edit that leaves it out, changed or cleared by one that says so, each change journalled', async () => {
    const task = await create({ ...form, missionId });
    const put = (body: Record<string, unknown>) => camille.request('PUT', `/api/tasks/${task.id}`, body);
    expect((await put({ ...form, title: 'Relancer le client' })).json).toMatchObject({ title: 'Relancer le client', missionId });
    expect((await put({ ...form, missionId: nextYear })).json).toMatchObject({ missionId: nextYear });
    expect(((await put({ ...form, missionId: '' })).json as TaskUpdateResult).missionId).toBeNull();
    expect(await journal(task.id)).toMatchObject([
      { action: 'update', oldValue: missionId, newValue: nextYear, clientId },
      { action: 'update', oldValue: nextYear, newValue: null, clientId },
    ]);
  });

  it('must stay the client’s when the edit changes the client', async () => {
    const task = await create({ ...form, missionId });
    const moved = await camille.request('PUT', `/api/tasks/${task.id}`, { ...form, clientId: otherClient });
    expect(moved.status).toBe(400);
    expect(moved.json).toMatchObject({ error: { message: 'Cette mission est celle d’un autre client que la tâche' } });
    const both = await camille.request('PUT', `/api/tasks/${task.id}`, { ...form, clientId: otherClient, missionId: otherMission });
    expect(both.json).toMatchObject({ clientId: otherClient, missionId: otherMission });
  });

  it('filters the list: ?mission= gives that mission’s tasks only, and a malformed one is refused in French', async () => {
    const mine = await create({ ...form, title: 'Tâche de la mission 2026', missionId: nextYear });
    await create({ ...form, title: 'Hors mission' });
    const response = await camille.get(`/api/tasks?scope=all&mission=${nextYear}`);
    expect(response.status).toBe(200);
    expect((response.json as { tasks: { id: string }[] }).tasks.map((row) => row.id)).toEqual([mine.id]);
    const refused = await camille.get('/api/tasks?scope=all&mission=2026');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('Mission inconnue (identifiant attendu)');
  });

  it('goes with the series to the next occurrence of a recurring task', async () => {
    const recurring = await create({ ...form, type: 'recurrente', recurrenceFrequency: 'mois', dueDate: '2026-01-31T09:00:00+01:00', missionId });
    const done = await camille.request('PATCH', `/api/tasks/${recurring.id}/status`, { status: 'termine' });
    expect(done.json).toMatchObject({ next: { missionId } });
  });

  it('is unset when its mission is deleted, and an undone bulk deletion brings the task back without it', async () => {
    const doomed = await insertMission(t.db, { clientId, template, closingDate: '2024-12-31' });
    const task = await create({ ...form, missionId: doomed });
    const deleted = await camille.post('/api/tasks/bulk', { action: 'delete', ids: [task.id] });
    expect(deleted.status).toBe(200);
    await t.db.delete(missions).where(eq(missions.id, doomed));
    const undone = await camille.post(`/api/batches/${(deleted.json as { batchId: string }).batchId}/undo`, {});
    expect(undone.status).toBe(200);
    expect((await camille.get(`/api/tasks/${task.id}`)).json).toMatchObject({ id: task.id, missionId: null });
  });
});
