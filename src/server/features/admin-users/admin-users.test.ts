import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { adminUserSchema, type AdminUser } from '../../../shared/settings.ts';
import { activityLog, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: adminId }, client: admin } = await t.signedIn({ email: 'admin@cabinet.test', fullName: 'Alice Admin', role: 'admin' }));
});
afterAll(() => t.close());

const valid = { fullName: 'Chloé Roux', email: 'chloe@cabinet.test', role: 'collaborateur', password: 'secret' };
const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n;
const journalOf = (id: string) =>
  t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'user'), eq(activityLog.entityId, id))).orderBy(activityLog.id);

describe('POST /api/admin/users', () => {
  it('creates a user who can sign in, and journals it', async () => {
    const response = await admin.post('/api/admin/users', {
      fullName: '  Bruno Petit ',
      email: ' Bruno.Petit@Cabinet.test ',
      role: 'stagiaire',
      password: 'secret',
    });
    expect(response.status).toBe(201);
    const created = response.json as AdminUser;
    expect(adminUserSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ email: 'bruno.petit@cabinet.test', fullName: 'Bruno Petit', role: 'stagiaire' });
    expect(Math.abs(Date.parse(created.createdAt) - Date.now())).toBeLessThan(60_000);

    const bruno = t.client();
    await bruno.signIn('bruno.petit@cabinet.test', 'secret');
    expect((await bruno.get('/api/me')).json).toMatchObject({ id: created.id, fullName: 'Bruno Petit', role: 'stagiaire' });
    expect(await journalOf(created.id)).toEqual([
      expect.objectContaining({ action: 'create', userId: adminId, userName: 'Alice Admin', newValue: 'Bruno Petit <bruno.petit@cabinet.test> (stagiaire)' }),
    ]);
  });

  it('refuses an email already used, whatever its case', async () => {
    const before = await userCount();
    const response = await admin.post('/api/admin/users', { fullName: 'Autre', email: 'ADMIN@cabinet.test', role: 'collaborateur', password: 'secret' });
    expect(response).toMatchObject({ status: 409, json: { error: { code: 'CONFLICT', message: 'Un utilisateur avec cet email existe déjà' } } });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a blank name', { ...valid, fullName: '  ' }, 'Le nom complet est requis'],
    ['a 200-character name', { ...valid, fullName: 'x'.repeat(200) }, 'Le nom complet doit contenir au plus 120 caractères'],
    ['an invalid email', { ...valid, email: 'chloe@' }, "L'email n'est pas valide"],
    ['a missing email', { ...valid, email: undefined }, "L'email est requis"],
    ['a password of 5 characters', { ...valid, password: '12345' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    ['a missing password', { ...valid, password: undefined }, 'Le mot de passe est requis'],
    ['an unknown role', { ...valid, role: 'superadmin' }, 'Rôle inconnu'],
    ['a missing role', { ...valid, role: undefined }, 'Le rôle est requis'],
  ])('refuses %s in French, creating nobody', async (_label, body, message) => {
    const before = await userCount();
    const response = await admin.post('/api/admin/users', body);
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    expect(await userCount()).toBe(before);
  });

  it('refuses unknown fields and malformed JSON', async () => {
    const before = await userCount();
    expect(await admin.post('/api/admin/users', { ...valid, emailVerified: false })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "emailVerified"' } },
    });
    expect(await admin.post('/api/admin/users', '{"fullName":')).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect(await userCount()).toBe(before);
  });
});

describe('GET /api/admin/users', () => {
  it('lists every user with email, role and creation date, the newest first', async () => {
    const response = await admin.get('/api/admin/users');
    expect(response.status).toBe(200);
    const list = (response.json as { users: AdminUser[] }).users;
    expect(list.length).toBe(await userCount());
    for (const row of list) expect(adminUserSchema.strict().safeParse(row).success).toBe(true);
    const dates = list.map((row) => Date.parse(row.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.at(-1)).toMatchObject({ id: adminId, email: 'admin@cabinet.test', fullName: 'Alice Admin', role: 'admin' });
    expect(list[0]?.email).toBe('bruno.petit@cabinet.test');
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('changes the name and the role, and journals each field', async () => {
    const { id } = await t.createUser({ email: 'denis@cabinet.test', fullName: 'Denis Blanc', role: 'stagiaire' });
    const response = await admin.request('PATCH', `/api/admin/users/${id}`, { fullName: 'Denis Leblanc', role: 'collaborateur' });
    expect(response).toMatchObject({ status: 200, json: { id, email: 'denis@cabinet.test', fullName: 'Denis Leblanc', role: 'collaborateur' } });
    const journal = await journalOf(id);
    expect(journal.map(({ field, oldValue, newValue, userName }) => ({ field, oldValue, newValue, userName }))).toEqual([
      { field: 'fullName', oldValue: 'Denis Blanc', newValue: 'Denis Leblanc', userName: 'Alice Admin' },
      { field: 'role', oldValue: 'stagiaire', newValue: 'collaborateur', userName: 'Alice Admin' },
    ]);

    const promoted = await admin.request('PATCH', `/api/admin/users/${id}`, { role: 'admin' });
    expect(promoted).toMatchObject({ status: 200, json: { fullName: 'Denis Leblanc', role: 'admin' } });
  });

  it('lets an admin rename themselves, their role unchanged', async () => {
    const response = await admin.request('PATCH', `/api/admin/users/${adminId}`, { fullName: 'Alice Martin', role: 'admin' });
    expect(response).toMatchObject({ status: 200, json: { fullName: 'Alice Martin', role: 'admin' } });
    expect((await admin.get('/api/me')).json).toMatchObject({ fullName: 'Alice Martin' });
  });

  it('never changes the email', async () => {
    const { id } = await t.createUser({ email: 'emma@cabinet.test', fullName: 'Emma Noir' });
    const response = await admin.request('PATCH', `/api/admin/users/${id}`, { fullName: 'Emma Noir', email: 'autre@cabinet.test' });
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "email"' } } });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    expect(row?.email).toBe('emma@cabinet.test');
  });

  it.each([
    ['a blank name', { fullName: ' ' }, 'Le nom complet est requis'],
    ['a 200-character name', { fullName: 'x'.repeat(200) }, 'Le nom complet doit contenir au plus 120 caractères'],
    ['an unknown role', { role: 'chef' }, 'Rôle inconnu'],
    ['an empty body', {}, 'Indiquez le nom complet ou le rôle à modifier'],
  ])('refuses %s in French', async (_label, body, message) => {
    const { id } = await t.createUser({ fullName: 'Fanny Vert' });
    const response = await admin.request('PATCH', `/api/admin/users/${id}`, body);
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    expect(await journalOf(id)).toEqual([]);
  });

  it('refuses malformed JSON, a bad identifier and an unknown user', async () => {
    expect(await admin.request('PATCH', `/api/admin/users/${adminId}`, '{"role"')).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect(await admin.request('PATCH', '/api/admin/users/42', { fullName: 'X' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: "Identifiant d'utilisateur invalide" } },
    });
    expect(await admin.request('PATCH', `/api/admin/users/${missingId}`, { fullName: 'X' })).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'Utilisateur introuvable.' } },
    });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('refuses a bad identifier and an unknown user', async () => {
    expect(await admin.request('DELETE', '/api/admin/users/pas-un-uuid')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: "Identifiant d'utilisateur invalide", issues: [{ path: 'id' }] } },
    });
    expect(await admin.request('DELETE', `/api/admin/users/${missingId}`)).toMatchObject({
      status: 404,
      json: { error: { message: 'Utilisateur introuvable.' } },
    });
  });
});

describe('without a session', () => {
  it('answers 401 on every route', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/admin/users')).status).toBe(401);
    expect((await anonymous.post('/api/admin/users', valid)).status).toBe(401);
    expect((await anonymous.request('PATCH', `/api/admin/users/${adminId}`, { role: 'stagiaire' })).status).toBe(401);
    expect((await anonymous.request('DELETE', `/api/admin/users/${adminId}`)).status).toBe(401);
  });
});
