import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenSession } from '../../../shared/sessions.ts';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

// « Mon profil › Sessions ouvertes »: the user's own sessions, closed one by one or all but this one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A sign-in from a given browser and address, as its own cookie jar. */
async function signInFrom(email: string, userAgent: string, ip: string): Promise<TestClient> {
  const client = t.client();
  const response = await client.post('/api/auth/sign-in/email', { email, password: 'motdepasse' }, { 'user-agent': userAgent, 'x-forwarded-for': ip });
  expect(response.status).toBe(200);
  return client;
}

const list = async (client: TestClient) => {
  const response = await client.get('/api/sessions');
  expect(response.status).toBe(200);
  return (response.json as { sessions: OpenSession[] }).sessions;
};

describe('GET /api/sessions', () => {
  it('lists the user’s own sessions with device, IP and last activity, marks this one, and never shows a token', async () => {
    const user = await t.createUser({ email: 'liste@cabinet.test' });
    const laptop = await signInFrom(user.email, FIREFOX_LINUX, '203.0.113.10');
    await signInFrom(user.email, SAFARI_IPHONE, '198.51.100.20');
    await t.signedIn({ email: 'autre@cabinet.test' });

    const response = await laptop.get('/api/sessions');
    const shown = (response.json as { sessions: OpenSession[] }).sessions;
    expect(shown).toHaveLength(2);
    expect(shown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Firefox sur Linux', ipAddress: '203.0.113.10', current: true }),
        expect.objectContaining({ device: 'Safari sur iPhone', ipAddress: '198.51.100.20', current: false }),
      ]),
    );
    for (const session of shown) expect(Date.parse(session.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    const tokens = await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    for (const { token } of tokens) expect(response.text).not.toContain(token);
  });

  it('moves « Dernière activité » forward when a session is used again after a few minutes', async () => {
    const user = await t.createUser({ email: 'activite@cabinet.test' });
    const client = await signInFrom(user.email, FIREFOX_LINUX, '203.0.113.11');
    const [before] = await list(client);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.db.update(sessions).set({ updatedAt: tenMinutesAgo }).where(eq(sessions.id, before?.id ?? ''));
    await client.get('/api/me');
    const [after] = await list(client);
    expect(Date.parse(after?.lastActiveAt ?? '')).toBeGreaterThan(tenMinutesAgo.getTime() + 9 * 60_000);
  });
});

describe('closing sessions', () => {
  it('« Se déconnecter » closes that session at once; the others stay', async () => {
    const user = await t.createUser({ email: 'une@cabinet.test' });
    const laptop = await signInFrom(user.email, FIREFOX_LINUX, '203.0.113.12');
    const phone = await signInFrom(user.email, SAFARI_IPHONE, '198.51.100.21');
    const target = (await list(laptop)).find((session) => !session.current);
    expect((await laptop.request('DELETE', `/api/sessions/${target?.id}`)).status).toBe(204);
    expect(await phone.get('/api/me')).toMatchObject({ status: 401 });
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
  });

  it('« Se déconnecter de tous les autres appareils » keeps only this one', async () => {
    const user = await t.createUser({ email: 'toutes@cabinet.test' });
    const laptop = await signInFrom(user.email, FIREFOX_LINUX, '203.0.113.13');
    const others = [await signInFrom(user.email, SAFARI_IPHONE, '198.51.100.22'), await signInFrom(user.email, FIREFOX_LINUX, '198.51.100.23')];
    const { client: colleague } = await t.signedIn({ email: 'voisin@cabinet.test' });
    expect(await laptop.post('/api/sessions/revoke-others')).toMatchObject({ status: 200, json: { revoked: 2 } });
    for (const other of others) expect((await other.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect((await colleague.get('/api/me')).status).toBe(200);
    expect(await list(laptop)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('cannot close another user’s session: it is « introuvable », and stays open', async () => {
    const { client: mine } = await t.signedIn({ email: 'moi@cabinet.test' });
    const { client: theirs } = await t.signedIn({ email: 'lui@cabinet.test' });
    const [their] = await list(theirs);
    expect(await mine.request('DELETE', `/api/sessions/${their?.id}`)).toMatchObject({ status: 404, json: { error: { message: 'Session introuvable.' } } });
    expect((await theirs.get('/api/me')).status).toBe(200);
  });

  it('refuses a malformed id in French, and needs a session', async () => {
    const { client } = await t.signedIn({ email: 'format@cabinet.test' });
    expect(await client.request('DELETE', '/api/sessions/pas-un-id')).toMatchObject({ status: 400, json: { error: { message: 'Identifiant de session invalide' } } });
    expect((await t.client().get('/api/sessions')).status).toBe(401);
    expect((await t.client().post('/api/sessions/revoke-others')).status).toBe(401);
  });
});
