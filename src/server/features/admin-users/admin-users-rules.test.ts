import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '../../../shared/users.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import { activityLog, clientCollaborators, clients, sessions, tasks, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { deleteAdminUser, updateAdminUser } from './admin-users-write.service.ts';

let t: TestApp;

beforeAll(async () => {
  // Each case signs several people in: the per-minute sign-in limit is not what is tested here.
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const LAST_ADMIN = 'Impossible : il doit rester au moins un administrateur.';

async function signedIn(role: Role, fullName = 'Quelqu’un') {
  const email = `${role}-${Math.random().toString(36).slice(2)}@cabinet.test`;
  const { user, client } = await t.signedIn({ email, fullName, role });
  return { id: user.id, fullName, client };
}

const roleOf = async (id: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const adminCount = async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).length;

/** Leaves exactly the given users as admins (each test starts from its own cast). */
async function onlyAdmins(ids: string[]) {
  await t.db.update(users).set({ role: 'collaborateur' }).where(eq(users.role, 'admin'));
  await t.db.update(users).set({ role: 'admin' }).where(inArray(users.id, ids));
}

describe('one’s own account', () => {
  it('cannot be deleted by oneself', async () => {
    const alice = await signedIn('admin');
    await signedIn('admin');
    const response = await alice.client.request('DELETE', `/api/admin/users/${alice.id}`);
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST', message: 'Vous ne pouvez pas supprimer votre propre compte.' } } });
    expect((await alice.client.get('/api/me')).status).toBe(200);
  });

  it('cannot have its role changed by oneself', async () => {
    const alice = await signedIn('admin');
    await signedIn('admin');
    const response = await alice.client.request('PATCH', `/api/admin/users/${alice.id}`, { fullName: 'Alice', role: 'collaborateur' });
    expect(response).toMatchObject({ status: 400, json: { error: { message: 'Vous ne pouvez pas modifier votre propre rôle.' } } });
    expect(await roleOf(alice.id)).toBe('admin');
    const [row] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, alice.id));
    expect(row?.fullName).toBe('Quelqu’un');
  });
});

describe('the last admin', () => {
  it('is neither demoted nor deleted, whoever asks', async () => {
    const alice = await signedIn('admin', 'Alice');
    const bruno = await signedIn('collaborateur', 'Bruno');
    await onlyAdmins([alice.id]);
    // Only reachable through a race over HTTP (the asker is an admin too): the rule itself, directly.
    const actor = { id: bruno.id, fullName: bruno.fullName };
    await expect(updateAdminUser({ db: t.db, id: alice.id, patch: { role: 'stagiaire' }, actor })).rejects.toMatchObject({
      status: 409,
      message: LAST_ADMIN,
    });
    await expect(deleteAdminUser({ db: t.db, id: alice.id, actor })).rejects.toMatchObject({ status: 409, message: LAST_ADMIN });
    expect(await roleOf(alice.id)).toBe('admin');
  });

  it('stays when two admins demote each other at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const alice = await signedIn('admin', 'Alice');
      const bruno = await signedIn('admin', 'Bruno');
      await onlyAdmins([alice.id, bruno.id]);
      const outcomes = await Promise.allSettled([
        updateAdminUser({ db: t.db, id: bruno.id, patch: { role: 'collaborateur' }, actor: alice }),
        updateAdminUser({ db: t.db, id: alice.id, patch: { role: 'stagiaire' }, actor: bruno }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { message: LAST_ADMIN } });
      expect(await adminCount()).toBe(1);
    }
  });

  it('stays when two admins delete each other at the same moment, over HTTP too', async () => {
    for (let round = 0; round < 3; round++) {
      const alice = await signedIn('admin', 'Alice');
      const bruno = await signedIn('admin', 'Bruno');
      await onlyAdmins([alice.id, bruno.id]);
      const [first, second] = await Promise.all([
        alice.client.request('DELETE', `/api/admin/users/${bruno.id}`),
        bruno.client.request('DELETE', `/api/admin/users/${alice.id}`),
      ]);
      const statuses = [first?.status, second?.status];
      expect(statuses.filter((status) => status === 204)).toHaveLength(1);
      // The loser was refused by the rule, or had already lost their account before asking.
      expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1);
      expect(await adminCount()).toBe(1);
    }
  });

  it('can be demoted or deleted once another admin exists', async () => {
    const alice = await signedIn('admin', 'Alice');
    const bruno = await signedIn('admin', 'Bruno');
    const chloe = await signedIn('admin', 'Chloé');
    await onlyAdmins([alice.id, bruno.id, chloe.id]);
    expect((await alice.client.request('PATCH', `/api/admin/users/${bruno.id}`, { role: 'collaborateur' })).status).toBe(200);
    expect((await alice.client.request('DELETE', `/api/admin/users/${chloe.id}`)).status).toBe(204);
    expect(await adminCount()).toBe(1);
  });
});

describe('a demoted admin', () => {
  it('loses the admin routes at their next request, their session kept', async () => {
    const alice = await signedIn('admin', 'Alice');
    const bruno = await signedIn('admin', 'Bruno');
    await onlyAdmins([alice.id, bruno.id]);
    expect((await bruno.client.get('/api/admin/users')).status).toBe(200);
    await alice.client.request('PATCH', `/api/admin/users/${bruno.id}`, { role: 'collaborateur' });
    expect(await bruno.client.get('/api/admin/users')).toMatchObject({ status: 403, json: { error: { message: 'Action réservée aux administrateurs.' } } });
    expect((await bruno.client.get('/api/me')).json).toMatchObject({ role: 'collaborateur' });
  });
});

describe('deleting a user', () => {
  it('keeps the firm’s data: tasks without assignee, client without the assignment, journal with the name', async () => {
    const alice = await signedIn('admin', 'Alice');
    const denis = await signedIn('collaborateur', 'Denis Roy');
    await onlyAdmins([alice.id]);
    const [client] = await t.db.insert(clients).values({ raisonSociale: 'Garage du Port', siret: '73282932000074' }).returning({ id: clients.id });
    const clientId = client?.id ?? '';
    await t.db.insert(clientCollaborators).values({ clientId, collaboratorId: denis.id });
    const created = await t.db
      .insert(tasks)
      .values([
        { title: 'Bilan 2025', assignedTo: denis.id, createdBy: denis.id, clientId },
        { title: 'TVA de mars', assignedTo: denis.id, createdBy: alice.id },
      ])
      .returning({ id: tasks.id });
    await recordActivity(t.db, denis, [{ entity: 'client', entityId: clientId, clientId, action: 'update', field: 'ville', newValue: 'Brest' }]);

    const response = await alice.client.request('DELETE', `/api/admin/users/${denis.id}`);
    expect(response.status).toBe(204);

    const kept = await t.db
      .select({ title: tasks.title, assignedTo: tasks.assignedTo, createdBy: tasks.createdBy, clientId: tasks.clientId })
      .from(tasks)
      .where(inArray(tasks.id, created.map((row) => row.id)))
      .orderBy(tasks.title);
    expect(kept).toEqual([
      { title: 'Bilan 2025', assignedTo: null, createdBy: null, clientId },
      { title: 'TVA de mars', assignedTo: null, createdBy: alice.id, clientId: null },
    ]);
    expect(await t.db.select().from(clientCollaborators).where(eq(clientCollaborators.collaboratorId, denis.id))).toEqual([]);
    expect(await t.db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId))).toHaveLength(1);
    const [byDenis] = await t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'client'), eq(activityLog.entityId, clientId)));
    expect(byDenis).toMatchObject({ userId: null, userName: 'Denis Roy', field: 'ville', newValue: 'Brest' });
    const [deletion] = await t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'user'), eq(activityLog.entityId, denis.id)));
    expect(deletion).toMatchObject({ action: 'delete', userId: alice.id, userName: 'Alice' });
    expect(deletion?.oldValue).toMatch(/^Denis Roy <collaborateur-.*@cabinet\.test> \(collaborateur\)$/);
  });

  it('ends their sessions at once: their cookie no longer works, nor their password', async () => {
    const alice = await signedIn('admin', 'Alice');
    await onlyAdmins([alice.id]);
    const email = 'emma@cabinet.test';
    const { id } = await t.createUser({ email, fullName: 'Emma', role: 'stagiaire' });
    const emma: TestClient = t.client();
    await emma.signIn(email, 'motdepasse');
    expect((await emma.get('/api/me')).status).toBe(200);

    expect((await alice.client.request('DELETE', `/api/admin/users/${id}`)).status).toBe(204);
    expect(await emma.get('/api/me')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await t.client().post('/api/auth/sign-in/email', { email, password: 'motdepasse' })).status).toBe(401);
    const list = (await alice.client.get('/api/admin/users')).json as { users: { id: string }[] };
    expect(list.users.map((user) => user.id)).not.toContain(id);
  });
});
