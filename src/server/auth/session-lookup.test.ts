import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

// The session read in one query (session-lookup.ts) must answer exactly as Better Auth would.

let t: TestApp;
const email = 'ines.garnier@cabinet.test';
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.createUser({ email, fullName: 'Inès Garnier', password: 'motdepasse', role: 'admin' })).id;
});
afterAll(() => t.close());

/** Another sign-in of the same user (each one makes its own session). */
async function signedIn(): Promise<TestClient> {
  const client = t.client();
  await client.signIn(email, 'motdepasse');
  return client;
}

/** The client's session row (each sign-in makes its own). */
async function sessionOf(client: TestClient) {
  const me = await client.get('/api/me');
  expect(me.status).toBe(200);
  const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

const cookieHeader = (token: string, signature: string) => `cabinet.session_token=${encodeURIComponent(`${token}.${signature}`)}`;

describe('the session of a request', () => {
  it('is the signed-in user, with their role', async () => {
    const client = await signedIn();
    expect(await client.get('/api/me')).toMatchObject({ status: 200, json: { email, fullName: 'Inès Garnier', role: 'admin' } });
    expect((await client.get('/api/admin/users')).status).toBe(200);
  });

  it('is no one with a token whose signature is not the server’s', async () => {
    const client = await signedIn();
    const session = await sessionOf(client);
    const forged = await t.client().request('GET', '/api/me', undefined, { cookie: cookieHeader(session?.token ?? '', 'A'.repeat(43) + '=') });
    expect(forged).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });

  it('is no one at once when the session is gone (signed out elsewhere, revoked)', async () => {
    const client = await signedIn();
    const session = await sessionOf(client);
    await t.db.delete(sessions).where(eq(sessions.id, session?.id ?? ''));
    expect(await client.get('/api/me')).toMatchObject({ status: 401 });
  });

  it('follows a role change on the next request', async () => {
    const client = await signedIn();
    await t.db.update(users).set({ role: 'collaborateur' }).where(eq(users.id, userId));
    try {
      expect(await client.get('/api/admin/users')).toMatchObject({ status: 403 });
      expect(await client.get('/api/me')).toMatchObject({ status: 200, json: { role: 'collaborateur' } });
    } finally {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    }
  });

  it('is no one once expired, and the expired session is deleted', async () => {
    const client = await signedIn();
    const session = await sessionOf(client);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session?.id ?? ''));
    expect(await client.get('/api/me')).toMatchObject({ status: 401 });
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session?.id ?? ''))).toHaveLength(0);
  });

  it('is kept alive when due for a refresh: the expiry moves a week ahead', async () => {
    const client = await signedIn();
    const session = await sessionOf(client);
    // Six days left of seven: older than the one-day update age.
    const sixDays = new Date(Date.now() + 6 * 86_400_000);
    await t.db.update(sessions).set({ expiresAt: sixDays }).where(eq(sessions.id, session?.id ?? ''));
    expect(await client.get('/api/me')).toMatchObject({ status: 200, json: { email } });
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, session?.id ?? ''));
    expect(after?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });
});
