import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { rateLimits, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP guards', () => {
  it('reports the database as reachable', async () => {
    expect(await t.client().get('/api/health')).toMatchObject({ status: 200, json: { status: 'ok', database: 'ok' } });
  });

  it('sends security headers, CSP included', async () => {
    const { headers } = await t.client().get('/api/health');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    // The older header says what frame-ancestors 'none' says.
    expect(headers.get('x-frame-options')).toBe('DENY');
    const denied = (headers.get('permissions-policy') ?? '').split(', ');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'display-capture=()']) expect(denied).toContain(feature);
    expect(headers.get('permissions-policy')).not.toContain('clipboard');
  });

  it('refuses state-changing requests from another origin, 127.0.0.1 included', async () => {
    const body = { fullName: 'Intrus', email: 'intrus@exemple.fr', password: 'secret1' };
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3000']) {
      const response = await t.client().post('/api/setup', body, { origin });
      expect(response).toMatchObject({ status: 403, json: { error: { code: 'FORBIDDEN', message: 'Origine de la requête refusée.' } } });
    }
    const fromSite = await t.client().request('POST', '/api/setup', body, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(fromSite.status).toBe(403);
    const [row] = await t.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('refuses JSON bodies over 1 MB', async () => {
    const big = JSON.stringify({ fullName: 'x'.repeat(1024 * 1024 + 10), email: 'a@b.fr', password: 'secret1' });
    const response = await t.client().post('/api/setup', big);
    expect(response).toMatchObject({ status: 413, json: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('answers unknown API routes in the error shape', async () => {
    const anonymous = await t.client().get('/api/nope');
    expect(anonymous).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
    const { client } = await t.signedIn();
    expect(await client.get('/api/nope')).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND' } } });
  });

  it('publishes the OpenAPI document and readable docs', async () => {
    const doc = await t.client().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.json).toMatchObject({ openapi: '3.1.0', paths: { '/api/setup': {}, '/api/health': {}, '/api/me': {} } });
    const docs = await t.client().get('/api/docs');
    expect(docs.text).toContain('<code>/api/setup</code>');
  });
});

describe('sign-in throttling', () => {
  it('throttles per IP with its state in the database, shared by every instance', async () => {
    const first = await createTestApp({ SIGN_IN_RATE_LIMIT: '3' });
    await first.createUser({ email: 'cible@cabinet.test', password: 'secret1' });
    const attempt = (app: TestApp) => app.client().post('/api/auth/sign-in/email', { email: 'cible@cabinet.test', password: 'mauvais' });
    for (let i = 0; i < 3; i++) expect((await attempt(first)).status).toBe(401);
    const [stored] = await first.db.select({ n: count() }).from(rateLimits);
    expect(stored?.n).toBeGreaterThan(0);
    // A second server instance on the same database sees the same counter.
    const other = await createTestApp({ SIGN_IN_RATE_LIMIT: '3' }, { database: first.database });
    const throttled = await attempt(other);
    await first.close();
    expect(throttled.status).toBe(429);
    expect(throttled.json).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/) } });
  });
});

describe('public sign-up', () => {
  it('is open only with ALLOW_SIGNUP=true, and gives the collaborateur role', async () => {
    const open = await createTestApp({ ALLOW_SIGNUP: 'true' });
    try {
      const client = open.client();
      const response = await client.post('/api/auth/sign-up/email', { fullName: 'Gaëlle Roux', email: 'gaelle@cabinet.test', password: 'secret1' });
      expect(response).toMatchObject({ status: 200, json: { user: { fullName: 'Gaëlle Roux', role: 'collaborateur' } } });
      const tooShort = await open.client().post('/api/auth/sign-up/email', { fullName: 'X', email: 'x@cabinet.test', password: '123' });
      expect(tooShort).toMatchObject({
        status: 400,
        json: { error: { code: 'VALIDATION', message: 'Le mot de passe doit contenir au moins 6 caractères', issues: [{ path: 'password' }] } },
      });
    } finally {
      await open.close();
    }
  });
});
