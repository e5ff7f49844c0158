import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = { fullName: 'Élise Martin', email: 'Elise.Martin@Cabinet.test', password: 'secret1' };

describe('first-run setup', () => {
  it('says setup is needed while no user exists', async () => {
    const response = await t.client().get('/api/setup');
    expect(response).toMatchObject({ status: 200, json: { needsSetup: true } });
  });

  it('refuses a password under 6 characters, in French, writing nothing', async () => {
    const response = await t.client().post('/api/setup', { ...admin, password: '12345' });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: { code: 'VALIDATION', issues: [{ path: 'password', message: 'Le mot de passe doit contenir au moins 6 caractères' }] },
    });
    const [row] = await t.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('refuses unknown fields and malformed JSON', async () => {
    const unknownField = await t.client().post('/api/setup', { ...admin, role: 'admin' });
    expect(unknownField).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "role"' } } });
    const malformed = await t.client().post('/api/setup', '{"fullName": ', {});
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } });
  });

  it('creates the first administrator, who can then sign in', async () => {
    const response = await t.client().post('/api/setup', admin);
    expect(response).toMatchObject({ status: 201, json: { email: 'elise.martin@cabinet.test', fullName: 'Élise Martin', role: 'admin' } });
    const client = t.client();
    await client.signIn('elise.martin@cabinet.test', 'secret1');
    expect(await client.get('/api/me')).toMatchObject({ status: 200, json: { fullName: 'Élise Martin', role: 'admin' } });
  });

  it('is closed once an administrator exists, on the server too', async () => {
    expect((await t.client().get('/api/setup')).json).toEqual({ needsSetup: false });
    const again = await t.client().post('/api/setup', { ...admin, email: 'autre@cabinet.test' });
    expect(again).toMatchObject({ status: 409, json: { error: { code: 'SETUP_DONE' } } });
    const [row] = await t.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(1);
  });
});
