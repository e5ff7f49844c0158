import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { key, probe, readOpenApi, routerRoutes, samplePath, type Operation } from './api-surface.ts';

// QUALITY.md: every /api route except health, sign-in, password reset and first-run setup needs
// a session. The public ones are listed here by hand, so a route that becomes public by
// accident fails this file.
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/setup',
  'POST /api/setup',
  // Authenticated by its own revocable token, for calendar apps that hold no session.
  'GET /api/calendar-feed/ics/{token}',
  'GET /api/openapi.json',
  'GET /api/docs',
  // Sign-in, sign-out, password reset and change, behind auth.routes.ts's allowlist.
  'ALL /api/auth/*',
]);

// Routes served outside createRoute, hence absent from the OpenAPI document. A plain
// app.get/post added under src/server/features shows up in the router and fails the first test.
const UNDOCUMENTED_ROUTES = new Set(['GET /api/openapi.json', 'GET /api/docs', 'ALL /api/auth/*']);

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await readOpenApi(t);
});
afterAll(() => t.close());

const isPublic = (method: string, path: string) =>
  PUBLIC_ROUTES.has(`${method} ${path}`) || (path.startsWith('/api/auth/') && PUBLIC_ROUTES.has('ALL /api/auth/*'));

/** Every concrete (method, path) served: the OpenAPI operations plus the router's plain routes. */
function everyRoute() {
  const routes = new Map<string, { method: string; path: string; op?: Operation }>();
  for (const op of operations) routes.set(key(op), { method: op.method, path: op.path, op });
  for (const route of routerRoutes(t)) {
    if (route.method === 'ALL' || routes.has(key(route))) continue;
    routes.set(key(route), route);
  }
  return [...routes.values()];
}

const concretePath = (route: { path: string; op?: Operation }) =>
  route.op ? samplePath(route.op) : route.path.replace(/\{\w+\}/g, 'sonde');

describe('the API surface', () => {
  it('declares every routed operation in the OpenAPI document, except the listed plain routes', () => {
    const documented = new Set(operations.map(key));
    const undeclared = routerRoutes(t)
      .filter((route) => route.method !== 'ALL' && !documented.has(key(route)) && !UNDOCUMENTED_ROUTES.has(key(route)))
      .map(key);
    expect(undeclared, 'routes hors de createRoute : les déclarer avec createRoute, ou les ajouter ici').toEqual([]);
    expect(operations.length).toBeGreaterThan(40);
  });

  it('routes every documented operation', () => {
    const routed = new Set(routerRoutes(t).map(key));
    expect(operations.map(key).filter((route) => !routed.has(route))).toEqual([]);
  });

  it('lists only public routes that exist', () => {
    const served = new Set([...everyRoute().map(key), ...routerRoutes(t).map(key)]);
    expect([...PUBLIC_ROUTES].filter((route) => !served.has(route))).toEqual([]);
  });
});

describe('without a session', () => {
  it('answers 401 on every non-public route, before looking at the request', async () => {
    const answers: Record<string, number> = {};
    for (const route of everyRoute()) {
      if (isPublic(route.method, route.path)) continue;
      const response = await probe(t, undefined, route.method, concretePath(route));
      answers[key(route)] = response.status;
      expect(response.json, key(route)).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté.' } });
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
    expect(Object.keys(answers).length).toBeGreaterThan(40);
  });

  it('answers 401 under every middleware-guarded prefix and on unknown API paths', async () => {
    const wildcards = routerRoutes(t).filter((route) => route.path.endsWith('*'));
    expect(wildcards.map((route) => route.path)).toContain('/api/*');
    for (const route of wildcards) {
      const path = route.path.replace(/\*$/, 'sonde-inconnue').replace(/\{\w+\}/g, 'sonde');
      if (isPublic('ALL', route.path) || path.startsWith('/api/auth/')) continue;
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        expect((await probe(t, undefined, method, path)).status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('answers every public route without asking for a session', async () => {
    for (const route of everyRoute().filter((r) => isPublic(r.method, r.path))) {
      const response = await probe(t, undefined, route.method, concretePath(route));
      expect(response.status, key(route)).not.toBe(401);
      expect(response.status, key(route)).toBeLessThan(500);
    }
  });

  it('keeps password change behind a session although it sits under the public /api/auth', async () => {
    const response = await t.client().post('/api/auth/change-password', { currentPassword: 'motdepasse', newPassword: 'autre-mdp' });
    expect(response.status).toBe(401);
  });

  it('treats a forged or signed-out session cookie as no session', async () => {
    await t.createUser({ email: 'parti@cabinet.test', password: 'motdepasse' });
    const client = t.client();
    const signIn = await client.signIn('parti@cabinet.test', 'motdepasse');
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('cabinet.session_token='))?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    expect((await client.get('/api/me')).status).toBe(200);
    await client.post('/api/auth/sign-out');
    const [name, value] = cookie.split('=');
    const cookies = [
      cookie,
      `${name}=${value?.slice(0, -4)}AAAA`,
      `${name}=forged.value`,
      `${name}=`,
      'cabinet.session_token=ok; session_token=ok',
    ];
    const routes = everyRoute().filter((route) => !isPublic(route.method, route.path));
    for (const header of cookies) {
      for (const route of routes) {
        const response = await probe(t, header, route.method, concretePath(route));
        expect(response.status, `${key(route)} avec ${header}`).toBe(401);
      }
    }
  });

  it('treats an expired session as no session', async () => {
    const user = await t.createUser({ email: 'expire@cabinet.test', password: 'motdepasse' });
    const client = t.client();
    await client.signIn('expire@cabinet.test', 'motdepasse');
    expect((await client.get('/api/me')).status).toBe(200);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect(await client.get('/api/me')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
    expect((await client.get('/api/clients')).status).toBe(401);
  });
});
