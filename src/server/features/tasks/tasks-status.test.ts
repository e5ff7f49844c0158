import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parisIsoDay, toParisParts } from '../../../shared/paris-time.ts';
import type { TaskRow, TaskStatusChange, TaskUpdateResult } from '../../../shared/tasks.ts';
import { activityLog, tasks } from '../../db/schema/index.ts';
import { createTeamApp, parisInstant } from '../../testing/signed-in-app.ts';

const paris = (day: string, time?: string) => parisInstant(day, time).toISOString();
/** 'YYYY-MM-DD HH:MM' on Paris clocks. */
const shown = (iso: string | null | undefined) => {
  const date = new Date(iso ?? '');
  const p = toParisParts(date);
  return `${parisIsoDay(date)} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

const { t, camille, camilleId, benoitId, clientId } = await createTeamApp();
afterAll(() => t.close());

async function create(body: Record<string, unknown> = {}) {
  const response = await camille.post('/api/tasks', { title: 'Déclaration de TVA', type: 'ponctuelle', priority: 'haute', status: 'a_faire', ...body });
  expect(response.status).toBe(201);
  return response.json as TaskRow;
}

const monthly = (dueDate: string, extra: Record<string, unknown> = {}) =>
  create({ type: 'recurrente', recurrenceFrequency: 'mois', dueDate, clientId, assignedTo: benoitId, description: 'Formulaire CA3', ...extra });

async function setStatus(id: string, status: string) {
  const response = await camille.request('PATCH', `/api/tasks/${id}/status`, { status });
  expect(response.status).toBe(200);
  return response.json as TaskStatusChange;
}

const series = (seriesId: string) => t.db.select().from(tasks).where(eq(tasks.seriesId, seriesId)).orderBy(tasks.dueDate);

describe('PATCH /api/tasks/:id/status', () => {
  it('sets completed_at on entering termine, keeps it while termine, clears it on leaving; every status from every other', async () => {
    const task = await create();
    const done = await setStatus(task.id, 'termine');
    expect(done).toMatchObject({ task: { status: 'termine' }, next: null });
    expect(Math.abs(Date.parse(done.task.completedAt ?? '') - Date.now())).toBeLessThan(60_000);
    expect((await setStatus(task.id, 'termine')).task.completedAt).toBe(done.task.completedAt);
    expect((await setStatus(task.id, 'en_attente')).task).toMatchObject({ status: 'en_attente', completedAt: null });
    expect((await setStatus(task.id, 'a_faire')).task.status).toBe('a_faire');
    const entries = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, task.id), eq(activityLog.field, 'status')));
    expect(entries.map((entry) => `${entry.oldValue}→${entry.newValue}`)).toEqual(['a_faire→termine', 'termine→en_attente', 'en_attente→a_faire']);
  });

  it('keeps a finished recurring task as done and creates the next occurrence, same fields, one month later', async () => {
    const march = await monthly(paris('2026-03-15', '10:30'));
    const { task, next } = await setStatus(march.id, 'termine');
    expect(task).toMatchObject({ id: march.id, status: 'termine' });
    expect(next).toMatchObject({
      title: 'Déclaration de TVA',
      description: 'Formulaire CA3',
      type: 'recurrente',
      priority: 'haute',
      status: 'a_faire',
      completedAt: null,
      clientId,
      clientName: 'Boulangerie Martin',
      assignedTo: benoitId,
      assigneeName: 'Benoît Leroy',
      createdBy: camilleId,
      recurrenceFrequency: 'mois',
      seriesId: march.id,
      recurrenceEndedAt: null,
    });
    expect(shown(next?.dueDate)).toBe('2026-04-15 10:30');
    expect(await camille.get(`/api/tasks/${next?.id}`)).toMatchObject({ status: 200 });
    const created = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, next?.id ?? ''), eq(activityLog.action, 'create')));
    expect(created).toMatchObject([{ userId: camilleId }]);
  });

  it('follows the series day across month ends: 31 January → 28 February → 31 March → 30 April', async () => {
    let current = await monthly(paris('2026-01-31', '09:00'));
    const days: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { next } = await setStatus(current.id, 'termine');
      if (!next) throw new Error('pas d’occurrence suivante');
      days.push(shown(next.dueDate));
      current = next;
    }
    expect(days).toEqual(['2026-02-28 09:00', '2026-03-31 09:00', '2026-04-30 09:00']);
  });

  it('keeps the wall-clock time across DST and handles every frequency, 29 February included', async () => {
    const next = async (frequency: string, dueDate: string) => {
      const task = await create({ type: 'recurrente', recurrenceFrequency: frequency, dueDate });
      return shown((await setStatus(task.id, 'termine')).next?.dueDate);
    };
    expect(await next('jour', paris('2026-03-28', '09:00'))).toBe('2026-03-29 09:00');
    expect(await next('semaine', paris('2026-10-22', '18:00'))).toBe('2026-10-29 18:00');
    expect(await next('annee', paris('2028-02-29', '08:00'))).toBe('2029-02-28 08:00');
    expect(await next('mois', paris('2026-12-31', '08:00'))).toBe('2027-01-31 08:00');
  });

  it('creates no second next occurrence when the status goes termine → a_faire → termine', async () => {
    const task = await monthly(paris('2026-05-10'));
    const first = await setStatus(task.id, 'termine');
    expect(first.next).not.toBeNull();
    await setStatus(task.id, 'a_faire');
    expect((await setStatus(task.id, 'termine')).next).toBeNull();
    // …nor when an older occurrence is finished again after the next one was done too.
    await setStatus(first.next?.id ?? '', 'termine');
    await setStatus(task.id, 'en_cours');
    expect((await setStatus(task.id, 'termine')).next).toBeNull();
    expect((await series(task.id)).map((row) => shown(row.dueDate?.toISOString()).slice(0, 10))).toEqual(['2026-05-10', '2026-06-10', '2026-07-10']);
  });

  it('creates no next occurrence for a one-off, an undated or a stopped recurring task', async () => {
    expect((await setStatus((await create({ dueDate: paris('2026-05-10') })).id, 'termine')).next).toBeNull();
    expect((await setStatus((await create({ type: 'recurrente', recurrenceFrequency: 'jour' })).id, 'termine')).next).toBeNull();
    const stopped = await monthly(paris('2026-05-10'));
    expect((await camille.post(`/api/tasks/${stopped.id}/stop-recurrence`)).status).toBe(200);
    expect((await setStatus(stopped.id, 'termine')).next).toBeNull();
  });

  it('starts a series for a recurring task from before series existed (the demo data)', async () => {
    const [legacy] = await t.db
      .insert(tasks)
      .values({ title: 'DSN mensuelle', type: 'recurrente', recurrenceFrequency: 'mois', dueDate: new Date(paris('2026-02-05')) })
      .returning({ id: tasks.id });
    const { next } = await setStatus(legacy?.id ?? '', 'termine');
    expect(next).toMatchObject({ seriesId: legacy?.id, title: 'DSN mensuelle' });
    expect(shown(next?.dueDate)).toBe('2026-03-05 09:00');
    expect((await series(legacy?.id ?? '')).length).toBe(2);
  });

  it('creates the next occurrence when the form (PUT) sets a recurring task to termine', async () => {
    const task = await monthly(paris('2026-06-01'));
    const body = { title: task.title, type: 'recurrente', recurrenceFrequency: 'mois', priority: 'haute', status: 'termine', dueDate: task.dueDate, clientId, assignedTo: benoitId };
    const response = await camille.request('PUT', `/api/tasks/${task.id}`, body);
    expect(response.status).toBe(200);
    const saved = response.json as TaskUpdateResult;
    const rows = await series(task.id);
    expect(rows.map((row) => row.status)).toEqual(['termine', 'a_faire']);
    // The answer names the new occurrence, as the status select's does, for the form's message.
    expect(saved).toMatchObject({ id: task.id, status: 'termine', next: { id: rows[1]?.id, status: 'a_faire', seriesId: task.id } });
    expect(shown(saved.next?.dueDate)).toBe('2026-07-01 09:00');
    // Saved again while done, or when nothing is created, the answer says so.
    expect(((await camille.request('PUT', `/api/tasks/${task.id}`, body)).json as TaskUpdateResult).next).toBeNull();
  });

  it('refuses an unknown status, an unknown task and callers without a session', async () => {
    const task = await create();
    expect(await camille.request('PATCH', `/api/tasks/${task.id}/status`, { status: 'fini' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Statut inconnu' } },
    });
    expect(await camille.request('PATCH', `/api/tasks/${task.id}/status`, { status: 'termine', title: 'x' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "title"' } },
    });
    expect(await camille.request('PATCH', `/api/tasks/${task.id}/status`, {})).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Statut inconnu', issues: [{ path: 'status' }] } },
    });
    expect(await camille.request('PATCH', '/api/tasks/0f0e0d0c-0b0a-4909-8807-060504030201/status', { status: 'termine' })).toMatchObject({
      status: 404,
      json: { error: { message: 'Tâche introuvable.' } },
    });
    expect((await t.client().request('PATCH', `/api/tasks/${task.id}/status`, { status: 'termine' })).status).toBe(401);
    expect((await camille.get(`/api/tasks/${task.id}`)).json).toMatchObject({ status: 'a_faire' });
  });
});

describe('POST /api/tasks/:id/stop-recurrence', () => {
  it('ends the whole series now, keeps its open task, and is harmless twice', async () => {
    const first = await monthly(paris('2026-08-01'));
    const { next } = await setStatus(first.id, 'termine');
    const response = await camille.post(`/api/tasks/${next?.id}/stop-recurrence`);
    expect(response.status).toBe(200);
    const stopped = response.json as TaskRow;
    expect(stopped).toMatchObject({ id: next?.id, status: 'a_faire', type: 'recurrente' });
    expect(Math.abs(Date.parse(stopped.recurrenceEndedAt ?? '') - Date.now())).toBeLessThan(60_000);
    expect((await series(first.id)).every((row) => row.recurrenceEndedAt !== null)).toBe(true);
    expect((await camille.post(`/api/tasks/${next?.id}/stop-recurrence`)).json).toMatchObject({ recurrenceEndedAt: stopped.recurrenceEndedAt });
    // Reopening and finishing the older one starts nothing either.
    await setStatus(first.id, 'a_faire');
    expect((await setStatus(first.id, 'termine')).next).toBeNull();
  });

  it('refuses a one-off task, an unknown task and callers without a session', async () => {
    const task = await create();
    expect(await camille.post(`/api/tasks/${task.id}/stop-recurrence`)).toMatchObject({
      status: 400,
      json: { error: { code: 'BAD_REQUEST', message: 'Cette tâche n’est pas récurrente.' } },
    });
    expect((await camille.post('/api/tasks/0f0e0d0c-0b0a-4909-8807-060504030201/stop-recurrence')).status).toBe(404);
    expect((await t.client().post(`/api/tasks/${task.id}/stop-recurrence`)).status).toBe(401);
  });
});
