import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../shared/compliance/documents.ts';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  key,
  probe,
  readOpenApi,
  routerRoutes,
  samplePath,
  signInEveryRole,
  tableFingerprints,
  type Operation,
  type RoleClients,
} from './api-surface.ts';

// SPEC §6: only admins manage users and see the Système tab; the Logiciels list is edited by
// admins (software.routes.ts); the whole activity journal is for admins (issue 7). Every other route is open to every signed-in role, stagiaire
// included (SPEC: 'No other role gating'). The list is explicit and the test below finds, from
// the OpenAPI document and the router, every route that refuses a collaborateur: a new admin
// route must be added here (reviewed), and a route listed here that lets a collaborateur
// through fails.
const ADMIN_ROUTES = [
  'GET /api/admin/users',
  'POST /api/admin/users',
  'PATCH /api/admin/users/{id}',
  'DELETE /api/admin/users/{id}',
  'GET /api/system',
  // Issue 7: admins see the whole activity journal and export it.
  'GET /api/activity',
  'GET /api/activity/export.csv',
  'POST /api/software',
  'PUT /api/software/order',
  'PATCH /api/software/{id}',
  'DELETE /api/software/{id}',
  // Issue 23: the firm's reminder template and daily cap (everyone reads them).
  'PUT /api/e-invoicing/settings',
  // Issue 24: the mission templates (everyone reads them).
  'POST /api/mission-templates',
  'PUT /api/mission-templates/{id}',
  'DELETE /api/mission-templates/{id}',
  // Issue 25: the firm's LCB-FT review periods (everyone reads them).
  'PUT /api/compliance/settings',
  // Issue 25: the firm's engagement letter template (everyone reads it to generate a letter).
  'PUT /api/compliance/letter-template',
  // Issue 26: requiring a second factor of everyone, and resetting a user's.
  'PUT /api/two-factor/policy',
  'POST /api/admin/users/{id}/two-factor/reset',
  // Issue 26: the backups of Paramètres › Système, their settings and their files.
  'GET /api/system/backups',
  'POST /api/system/backups',
  'GET /api/system/backups/settings',
  'PUT /api/system/backups/settings',
  'GET /api/system/backups/files/{fileName}',
].sort();

// Issue 25: a stagiaire sees Conformité's statuses and dates, never the clients' documents: these
// refuse a stagiaire (only), with their own message.
const NOT_FOR_STAGIAIRES: Record<string, unknown> = Object.fromEntries(
  ['GET /api/clients/{id}/documents', 'POST /api/clients/{id}/documents', 'GET /api/documents/{id}', 'DELETE /api/documents/{id}'].map((route) => [
    route,
    { error: { code: 'FORBIDDEN', message: DOCUMENT_MESSAGES.forbidden } },
  ]),
);

// Router prefixes guarded as a whole: anything under them, even unknown, is refused.
const ADMIN_PREFIXES = ['/api/admin/users/*', '/api/system/*'];

let t: TestApp;
let roles: RoleClients;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  operations = await readOpenApi(t);
});
afterAll(() => t.close());

const FORBIDDEN = { error: { code: 'FORBIDDEN', message: 'Action réservée aux administrateurs.' } };

function routesToProbe() {
  const routes = new Map<string, { method: string; path: string; url: string }>();
  for (const op of operations) routes.set(key(op), { method: op.method, path: op.path, url: samplePath(op) });
  for (const route of routerRoutes(t)) {
    if (route.method === 'ALL' || routes.has(key(route))) continue;
    routes.set(key(route), { ...route, url: route.path.replace(/\{\w+\}/g, 'sonde') });
  }
  return [...routes.values()];
}

describe('admin-only routes', () => {
  it('are exactly the listed ones: every other route lets a collaborateur and a stagiaire in', async () => {
    for (const role of ['collaborateur', 'stagiaire'] as const) {
      const refused: { route: string; json: unknown }[] = [];
      for (const route of routesToProbe()) {
        if (route.path.startsWith('/api/auth') || route.path === '/api/setup') continue;
        const response = await probe(t, roles.cookies[role], route.method, route.url);
        expect(response.status, `${key(route)} : ${response.text}`).toBeLessThan(500);
        if (response.status === 403) refused.push({ route: key(route), json: response.json });
      }
      for (const { route, json } of refused) expect(json, route).toEqual(NOT_FOR_STAGIAIRES[route] ?? FORBIDDEN);
      const expected = role === 'stagiaire' ? [...ADMIN_ROUTES, ...Object.keys(NOT_FOR_STAGIAIRES)].sort() : ADMIN_ROUTES;
      expect(refused.map(({ route }) => route).sort(), `routes refusées au rôle ${role}`).toEqual(expected);
    }
  });

  it('refuse a collaborateur and a stagiaire before reading the request, and write nothing', async () => {
    const byKey = new Map(operations.map((op) => [key(op), op]));
    for (const route of ADMIN_ROUTES) {
      const op = byKey.get(route);
      expect(op, `${route} absente du document OpenAPI`).toBeDefined();
      if (!op) continue;
      for (const role of ['collaborateur', 'stagiaire'] as const) {
        const before = await tableFingerprints(t.database);
        for (const body of [undefined, {}, { name: 'Logiciel pirate', fullName: 'X', role: 'admin', ids: [] }, 'pas du json']) {
          const response = await roles[role].request(op.method, samplePath(op), op.method === 'GET' ? undefined : body);
          expect(response, `${route} (${role})`).toMatchObject({ status: 403, json: FORBIDDEN });
        }
        expect(await tableFingerprints(t.database)).toEqual(before);
      }
    }
  });

  it('refuse everything under the admin prefixes, unknown paths included', async () => {
    for (const prefix of ADMIN_PREFIXES) {
      expect(routerRoutes(t).map(key)).toContain(`ALL ${prefix}`);
      const path = prefix.replace('*', 'inconnu');
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
        expect((await probe(t, roles.cookies.stagiaire, method, path)).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('let an admin through', async () => {
    const byKey = new Map(operations.map((op) => [key(op), op]));
    for (const route of ADMIN_ROUTES) {
      const op = byKey.get(route);
      if (!op) continue;
      const response = await probe(t, roles.cookies.admin, op.method, samplePath(op));
      expect(response.status, route).not.toBe(403);
      expect(response.status, route).toBeLessThan(500);
    }
  });
});

describe('privilege escalation', () => {
  it('a collaborateur cannot create an admin, nor make themselves admin', async () => {
    const created = await roles.collaborateur.post('/api/admin/users', {
      fullName: 'Complice',
      email: 'complice@cabinet.test',
      role: 'admin',
      password: 'motdepasse',
    });
    expect(created.status).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.email, 'complice@cabinet.test'))).toEqual([]);

    const promoted = await roles.collaborateur.request('PATCH', `/api/admin/users/${roles.collaborateurId}`, { role: 'admin' });
    expect(promoted.status).toBe(403);
    const viaProfile = await roles.stagiaire.request('PATCH', '/api/profile', { fullName: 'Stagiaire', role: 'admin' });
    expect(viaProfile).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "role"' } } });

    for (const id of [roles.collaborateurId, roles.stagiaireId]) {
      const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, id));
      expect(row?.role).not.toBe('admin');
    }
    expect((await roles.collaborateur.get('/api/me')).json).toMatchObject({ role: 'collaborateur' });
  });

  it('sign-up, when open, cannot choose a role', async () => {
    const open = await createTestApp({ ALLOW_SIGNUP: 'true' });
    try {
      const response = await open
        .client()
        .post('/api/auth/sign-up/email', { fullName: 'Intrus', email: 'intrus@cabinet.test', password: 'motdepasse', role: 'admin' });
      expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "role"' } } });
      expect(await open.db.select().from(users).where(eq(users.email, 'intrus@cabinet.test'))).toEqual([]);
    } finally {
      await open.close();
    }
  });
});

describe('stagiaire', () => {
  // SPEC §6 gives stagiaires the same rights as collaborateurs outside the admin routes.
  it('creates, edits and deletes a client and a task like every signed-in user', async () => {
    const client = await roles.stagiaire.post('/api/clients', { raisonSociale: 'Client du stagiaire' });
    expect(client.status).toBe(201);
    const clientId = (client.json as { id: string }).id;
    expect((await roles.stagiaire.request('PATCH', `/api/clients/${clientId}`, { ville: 'Lyon' })).status).toBe(200);
    const task = await roles.stagiaire.post('/api/tasks', {
      title: 'Relancer le client',
      type: 'ponctuelle',
      priority: 'normale',
      status: 'a_faire',
      clientId,
    });
    expect(task.status).toBe(201);
    expect((await roles.stagiaire.request('DELETE', `/api/tasks/${(task.json as { id: string }).id}`)).status).toBe(204);
    expect((await roles.stagiaire.request('DELETE', `/api/clients/${clientId}`)).status).toBe(204);
  });
});
