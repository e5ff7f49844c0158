import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationListSchema, type NotificationList } from '../../../shared/tasks.ts';
import { notifications, tasks } from '../../db/schema/index.ts';
import { createTeamApp, parisInstant as paris } from '../../testing/signed-in-app.ts';
import { createTaskReminders } from './task-reminders.ts';

const { t, camille, camilleId, benoitId, clientId } = await createTeamApp();
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
  await t.db.delete(tasks);
});

async function bell(client = camille) {
  const response = await client.get('/api/notifications');
  expect(response.status).toBe(200);
  expect(notificationListSchema.safeParse(response.json).success).toBe(true);
  return response.json as NotificationList;
}

async function notify(userId: string, title: string, createdAt: Date) {
  const [row] = await t.db.insert(notifications).values({ userId, kind: 'task_assigned', title, createdAt }).returning({ id: notifications.id });
  return row?.id ?? '';
}

describe('the bell', () => {
  it('shows my unread count and my 30 latest notifications, newest first', async () => {
    for (let i = 0; i < 32; i++) await notify(camilleId, `Notification ${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)));
    await notify(benoitId, 'Pour Benoît', new Date());
    const { unread, items } = await bell();
    expect(unread).toBe(32);
    expect(items).toHaveLength(30);
    expect(items[0]).toMatchObject({ kind: 'task_assigned', title: 'Notification 31', body: null, taskId: null, readAt: null, createdAt: '2026-01-01T00:31:00.000Z' });
    expect(items.map((item) => item.title)).not.toContain('Pour Benoît');
  });

  it('marks one as read, only mine, and keeps the first reading time', async () => {
    const mine = await notify(camilleId, 'À lire', new Date());
    const theirs = await notify(benoitId, 'Pas à moi', new Date());
    expect((await camille.post(`/api/notifications/${mine}/read`)).status).toBe(204);
    const first = (await bell()).items.find((item) => item.id === mine)?.readAt;
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await camille.post(`/api/notifications/${mine}/read`)).status).toBe(204);
    expect((await bell()).items.find((item) => item.id === mine)?.readAt).toBe(first);
    expect((await bell()).unread).toBe(0);
    expect(await camille.post(`/api/notifications/${theirs}/read`)).toMatchObject({ status: 404, json: { error: { message: 'Notification introuvable.' } } });
    expect(await camille.post('/api/notifications/abc/read')).toMatchObject({ status: 400, json: { error: { message: 'Identifiant de notification invalide' } } });
  });

  it('marks all of mine as read', async () => {
    await notify(camilleId, 'Une', new Date());
    await notify(camilleId, 'Deux', new Date());
    await notify(benoitId, 'Pour Benoît', new Date());
    expect((await camille.post('/api/notifications/read-all')).status).toBe(204);
    expect((await bell()).unread).toBe(0);
    const [benoit] = await t.db.select().from(notifications).where(eq(notifications.userId, benoitId));
    expect(benoit?.readAt).toBeNull();
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/notifications')).status).toBe(401);
    expect((await t.client().post('/api/notifications/read-all')).status).toBe(401);
  });
});

describe('task reminders', () => {
  const now = paris('2026-04-15', '10:00');
  const insertTask = async (values: Partial<typeof tasks.$inferInsert>) => {
    const [row] = await t.db.insert(tasks).values({ title: 'Déclaration de TVA', assignedTo: camilleId, clientId, ...values }).returning({ id: tasks.id });
    return row?.id ?? '';
  };

  it('reminds the assignee of open tasks due later today and of those overdue, once per task and due date', async () => {
    const today = await insertTask({ title: 'Bilan', dueDate: paris('2026-04-15', '23:30') });
    const late = await insertTask({ title: 'TVA', dueDate: paris('2026-04-15', '09:00') });
    const yesterday = await insertTask({ title: 'DSN', dueDate: paris('2026-04-14', '18:00'), assignedTo: benoitId, clientId: null });
    await insertTask({ title: 'Demain', dueDate: paris('2026-04-16', '00:30') });
    await insertTask({ title: 'Terminée', dueDate: paris('2026-04-15', '12:00'), status: 'termine' });
    await insertTask({ title: 'Sans assigné', dueDate: paris('2026-04-15', '12:00'), assignedTo: null });
    await insertTask({ title: 'Très ancienne', dueDate: paris('2026-03-01', '12:00') });

    expect(await createTaskReminders({ db: t.db, now })).toBe(3);
    const rows = (await t.db.select().from(notifications)).sort((a, b) => `${a.kind}${a.title}`.localeCompare(`${b.kind}${b.title}`));
    expect(rows.map(({ userId, kind, taskId, title, body, dedupeKey }) => ({ userId, kind, taskId, title, body, dedupeKey }))).toEqual([
      { userId: camilleId, kind: 'task_due_today', taskId: today, title: 'À faire aujourd’hui : Bilan', body: 'Échéance : 15/04/2026 à 23:30 · Client : Boulangerie Martin', dedupeKey: `due:${today}:2026-04-15` },
      { userId: benoitId, kind: 'task_overdue', taskId: yesterday, title: 'En retard : DSN', body: 'Échéance : 14/04/2026 à 18:00', dedupeKey: `overdue:${yesterday}:2026-04-14` },
      { userId: camilleId, kind: 'task_overdue', taskId: late, title: 'En retard : TVA', body: 'Échéance : 15/04/2026 à 09:00 · Client : Boulangerie Martin', dedupeKey: `overdue:${late}:2026-04-15` },
    ]);

    // Run again, and by two instances at once: nothing more.
    expect(await createTaskReminders({ db: t.db, now })).toBe(0);
    const twice = await Promise.all([createTaskReminders({ db: t.db, now }), createTaskReminders({ db: t.db, now })]);
    expect(twice).toEqual([0, 0]);
    // The evening: 'Bilan' is now overdue too, a second reminder of another kind.
    expect(await createTaskReminders({ db: t.db, now: paris('2026-04-15', '23:45') })).toBe(1);
    expect(await t.db.select().from(notifications)).toHaveLength(4);
    const { unread, items } = await bell();
    expect(unread).toBe(3);
    expect(items.map((item) => item.kind).sort()).toEqual(['task_due_today', 'task_overdue', 'task_overdue']);
  });

  it('reminds again when an overdue task is moved to another day', async () => {
    const id = await insertTask({ dueDate: paris('2026-04-14', '09:00') });
    expect(await createTaskReminders({ db: t.db, now })).toBe(1);
    await t.db.update(tasks).set({ dueDate: paris('2026-04-15', '09:30') }).where(eq(tasks.id, id));
    expect(await createTaskReminders({ db: t.db, now })).toBe(1);
    expect(await createTaskReminders({ db: t.db, now })).toBe(0);
  });

  it('writes each reminder once when two instances run at the same moment on many tasks', async () => {
    for (let i = 0; i < 40; i++) await insertTask({ title: `Tâche ${i}`, dueDate: paris('2026-04-15', i % 2 ? '08:00' : '18:00') });
    const counts = await Promise.all([createTaskReminders({ db: t.db, now }), createTaskReminders({ db: t.db, now })]);
    expect(counts[0] + counts[1]).toBe(40);
    expect(await t.db.select().from(notifications)).toHaveLength(40);
  });
});
