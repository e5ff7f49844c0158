import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import {
  key,
  readOpenApi,
  samplePath,
  send,
  sessionCookie,
  signInEveryRole,
  tableFingerprints,
  WRITE_METHODS,
  type Operation,
  type RoleClients,
} from './api-surface.ts';

let t: TestApp;
let roles: RoleClients;
let writes: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  writes = (await readOpenApi(t)).filter((op) => WRITE_METHODS.has(op.method));
});
afterAll(() => t.close());

const ORIGIN_REFUSED = { error: { code: 'FORBIDDEN', message: 'Origine de la requête refusée.' } };

// What a page on another site, a sandboxed frame, or a look-alike host would send.
const FOREIGN_ORIGINS = [
  'https://evil.example',
  'null',
  'http://localhost:3000.evil.example',
  'http://localhost:3001',
  'https://localhost:3000',
  'http://127.0.0.1:3000',
  `${TEST_ORIGIN}/`,
];

describe('cross-origin writes', () => {
  it('are refused on every write route, signed in as admin, and write nothing', async () => {
    expect(writes.length).toBeGreaterThan(20);
    const before = await tableFingerprints(t.database);
    for (const op of writes) {
      const path = samplePath(op);
      const attempts: Record<string, string>[] = [
        ...FOREIGN_ORIGINS.map((origin) => ({ origin })),
        // Without Origin: a cookie alone proves nothing about where the request comes from.
        { origin: '' },
        { origin: '', 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of attempts) {
        const response = await send(t, op.method, path, { cookie: roles.cookies.admin, body: {}, headers });
        expect(response, `${key(op)} ${JSON.stringify(headers)}`).toMatchObject({ status: 403, json: ORIGIN_REFUSED });
      }
    }
    expect(await tableFingerprints(t.database)).toEqual(before);
  });

  it('refuse the session endpoints too: sign-out and password change', async () => {
    for (const path of ['/api/auth/sign-out', '/api/auth/change-password']) {
      const response = await send(t, 'POST', path, {
        cookie: roles.cookies.collaborateur,
        body: path.endsWith('sign-out') ? {} : { currentPassword: 'motdepasse', newPassword: 'pirate-mdp' },
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status, path).toBe(403);
    }
    // Still signed in, with the same password.
    expect((await roles.collaborateur.get('/api/me')).status).toBe(200);
    const { email } = (await roles.collaborateur.get('/api/me')).json as { email: string };
    await t.client().signIn(email, 'motdepasse');
  });

  it('are accepted from the app’s own origin', async () => {
    const response = await send(t, 'POST', '/api/clients', {
      cookie: roles.cookies.collaborateur,
      body: { raisonSociale: 'Même origine' },
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.status).toBe(201);
  });

  it('let programs without cookies sign in without Origin', async () => {
    const response = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'personne@cabinet.test', password: 'x' }),
    });
    expect(response.status).toBe(401);
  });

  it('never grant another origin the right to read answers (no CORS headers)', async () => {
    for (const path of ['/api/me', '/api/clients', '/api/users']) {
      const response = await send(t, 'GET', path, { cookie: roles.cookies.admin, headers: { origin: 'https://evil.example' } });
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    const preflight = await t.app.request('/api/clients', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('session cookie', () => {
  const signInCookieLine = async (app: TestApp, origin: string) => {
    const email = `cookie-${Math.random().toString(36).slice(2)}@cabinet.test`;
    await app.createUser({ email, password: 'motdepasse' });
    const response = await app.client().post('/api/auth/sign-in/email', { email, password: 'motdepasse' }, { origin });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie().find((line) => /session_token=/.test(line)) ?? '';
  };

  it('is HttpOnly, SameSite=Lax, Path=/, limited in time and not Secure over plain http', async () => {
    const line = await signInCookieLine(t, TEST_ORIGIN);
    expect(line).toMatch(/^cabinet\.session_token=[^;]{20,}/);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(line).toMatch(/;\s*Path=\/(;|$)/i);
    expect(line).not.toMatch(/;\s*Domain=/i);
    expect(line).not.toMatch(/;\s*Secure/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(line)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
  });

  it('is Secure, with the __Secure- prefix, when APP_URL is https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://cabinet.example' });
    try {
      const line = await signInCookieLine(secure, 'https://cabinet.example');
      expect(line).toMatch(/^__Secure-cabinet\.session_token=/);
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(line).toMatch(/;\s*Path=\//i);
    } finally {
      await secure.close();
    }
  });

  it('every cookie the server sets is HttpOnly', async () => {
    const email = 'tous-cookies@cabinet.test';
    await t.createUser({ email, password: 'motdepasse' });
    const response = await t.client().post('/api/auth/sign-in/email', { email, password: 'motdepasse', rememberMe: false });
    const lines = response.headers.getSetCookie();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line, line).toMatch(/HttpOnly/i);
  });

  it('is cleared and its session ended at sign-out', async () => {
    await t.createUser({ email: 'fin@cabinet.test', password: 'motdepasse' });
    const client = t.client();
    const signIn = await client.signIn('fin@cabinet.test', 'motdepasse');
    const cookie = sessionCookie(signIn.headers);
    const out = await client.post('/api/auth/sign-out');
    expect(out.headers.getSetCookie().find((line) => line.startsWith('cabinet.session_token='))).toMatch(/Max-Age=0/i);
    expect((await send(t, 'GET', '/api/me', { cookie })).status).toBe(401);
  });
});

describe('sign-in brute force', () => {
  const attempt = (app: TestApp, ip: string, password: string, extra: Record<string, string> = {}) =>
    app.client().post('/api/auth/sign-in/email', { email: 'cible@cabinet.test', password }, { 'x-forwarded-for': ip, ...extra });

  it('is throttled per IP: 429 after N attempts, even with the right password, other IPs unaffected', async () => {
    const app = await createTestApp({ SIGN_IN_RATE_LIMIT: '4', TRUST_PROXY: 'true' });
    try {
      await app.createUser({ email: 'cible@cabinet.test', password: 'motdepasse' });
      for (let i = 0; i < 4; i++) expect((await attempt(app, '203.0.113.7', `essai-${i}`)).status).toBe(401);
      const blocked = await attempt(app, '203.0.113.7', 'motdepasse');
      expect(blocked).toMatchObject({ status: 429, json: { error: { code: 'RATE_LIMITED' } } });
      expect(blocked.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(false);
      expect((await attempt(app, '203.0.113.7', 'autre')).status).toBe(429);
      expect((await attempt(app, '198.51.100.2', 'motdepasse')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('cannot be dodged with a made-up X-Forwarded-For or client-IP header when no proxy is trusted', async () => {
    const app = await createTestApp({ SIGN_IN_RATE_LIMIT: '3', TRUST_PROXY: 'false' });
    try {
      await app.createUser({ email: 'cible@cabinet.test', password: 'motdepasse' });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const ip = `192.0.2.${i + 1}`;
        statuses.push((await attempt(app, ip, `essai-${i}`, { 'x-cabinet-client-ip': ip, 'x-real-ip': ip })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('also throttles password-reset requests', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await app
          .client()
          .post('/api/auth/request-password-reset', { email: `inconnu-${i}@cabinet.test` }, { 'x-forwarded-for': '203.0.113.9' });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('password reset links', () => {
  const email = 'reset@cabinet.test';
  const tokenFrom = (app: TestApp) => {
    const match = app.sentMails.at(-1)?.text.match(/\/reset-password\?token=([^\s]+)/);
    return match ? decodeURIComponent(match[1] ?? '') : '';
  };
  const requestLink = async (app: TestApp) => {
    const before = app.sentMails.length;
    expect((await app.client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
    await expect.poll(() => app.sentMails.length).toBe(before + 1);
    return tokenFrom(app);
  };

  it('carry a long random token, work once, and end the other sessions', async () => {
    const app = await createTestApp();
    try {
      await app.createUser({ email, password: 'ancien-mdp' });
      const victimSession = app.client();
      await victimSession.signIn(email, 'ancien-mdp');
      const token = await requestLink(app);
      expect(token.length).toBeGreaterThanOrEqual(24);
      expect(await requestLink(app)).not.toBe(token);
      const first = await app.client().post('/api/auth/reset-password', { newPassword: 'nouveau-mdp', token });
      expect(first.status).toBe(200);
      const second = await app.client().post('/api/auth/reset-password', { newPassword: 'pirate-mdp', token });
      expect(second).toMatchObject({ status: 400, json: { error: { code: 'INVALID_TOKEN', message: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.' } } });
      expect((await victimSession.get('/api/me')).status).toBe(401);
      await app.client().signIn(email, 'nouveau-mdp');
      await expect(app.client().signIn(email, 'pirate-mdp')).rejects.toThrow();
    } finally {
      await app.close();
    }
  });

  it('stop working once expired', async () => {
    const app = await createTestApp();
    try {
      await app.createUser({ email, password: 'ancien-mdp' });
      const token = await requestLink(app);
      const [row] = await app.db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
      // Short-lived: an hour at most.
      expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000 + 5000);
      await app.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verifications.identifier, `reset-password:${token}`));
      const response = await app.client().post('/api/auth/reset-password', { newPassword: 'tardif-mdp', token });
      expect(response).toMatchObject({ status: 400, json: { error: { code: 'INVALID_TOKEN', message: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.' } } });
      await app.client().signIn(email, 'ancien-mdp');
    } finally {
      await app.close();
    }
  });

  it('refuse a made-up or tampered token', async () => {
    const app = await createTestApp();
    try {
      await app.createUser({ email, password: 'ancien-mdp' });
      const token = await requestLink(app);
      for (const forged of [`${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`, 'x'.repeat(24), "' OR 1=1 --"]) {
        const response = await app.client().post('/api/auth/reset-password', { newPassword: 'pirate-mdp', token: forged });
        expect(response, forged).toMatchObject({ status: 400, json: { error: { code: 'INVALID_TOKEN', message: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.' } } });
      }
      await app.client().signIn(email, 'ancien-mdp');
    } finally {
      await app.close();
    }
  });
});
