import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let lucas: TestClient;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  camille = (await t.signedIn({ email: 'camille@cabinet.test', role: 'admin' })).client;
  lucas = (await t.signedIn({ email: 'lucas@cabinet.test' })).client;
  const created = await camille.post('/api/clients', { raisonSociale: 'Boulangerie Leroy' });
  clientId = (created.json as { id: string }).id;
});
afterAll(() => t.close());

const LISTS = [
  '/api/clients',
  '/api/authorizations/impots',
  '/api/authorizations/bank_urssaf',
  '/api/tracking/cfe',
  '/api/tracking/3en1',
  '/api/software',
  '/api/bank-changes',
  '/api/e-invoicing',
  '/api/tasks?scope=all',
  '/api/tasks/calendar?from=2026-01-01&to=2026-01-31&scope=mine',
  '/api/stats',
];

async function validatorOf(client: TestClient, path: string): Promise<string> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`pas de validateur pour ${path}`);
  return etag;
}

const revalidate = (client: TestClient, path: string, etag: string) => client.request('GET', path, undefined, { 'if-none-match': etag });

describe('a list asked again', () => {
  it.each(LISTS)('%s answers 304 while nothing it returns has changed', async (path) => {
    const first = await camille.get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = await validatorOf(camille, path);
    const again = await revalidate(camille, path, etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('answers 200 with the new rows once a write changed them', async () => {
    const etag = await validatorOf(camille, '/api/clients');
    expect((await camille.request('PATCH', `/api/clients/${clientId}`, { ville: 'Dijon' })).status).toBe(200);
    const after = await revalidate(camille, '/api/clients', etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((after.json as { clients: { ville: string | null }[] }).clients.map((c) => c.ville)).toContain('Dijon');
  });

  it('follows writes to what the list joins: a client renamed changes the tasks and the software lists', async () => {
    const task = await camille.post('/api/tasks', { title: 'Bilan', type: 'ponctuelle', priority: 'haute', status: 'a_faire', clientId });
    expect(task.status).toBe(201);
    const tasks = await validatorOf(camille, '/api/tasks?scope=all');
    const software = await validatorOf(camille, '/api/software');
    expect((await camille.request('PATCH', `/api/clients/${clientId}`, { raisonSociale: 'Boulangerie Martin' })).status).toBe(200);
    const rows = await revalidate(camille, '/api/tasks?scope=all', tasks);
    expect(rows.status).toBe(200);
    expect((rows.json as { tasks: { clientName: string }[] }).tasks.map((task) => task.clientName)).toContain('Boulangerie Martin');
    expect((await revalidate(camille, '/api/software', software)).status).toBe(200);
  });

  it('ignores writes outside the list: a note or notifications read keep the 304', async () => {
    const etag = await validatorOf(camille, '/api/clients');
    expect((await camille.post(`/api/clients/${clientId}/notes`, { body: 'Appeler le gérant' })).status).toBe(201);
    expect((await camille.post('/api/notifications/read-all', {})).status).toBeLessThan(300);
    expect((await revalidate(camille, '/api/clients', etag)).status).toBe(304);
  });
});

describe('a validator that does not fit', () => {
  it.each([
    ['malformed', 'pas un validateur'],
    ['not weak', '"clients.AAAAAAAAAAAAAAAA.1.2.3.4"'],
    ['a wildcard', '*'],
    ['out of range numbers', 'W/"clients.AAAAAAAAAAAAAAAA.zzzzzzzzzzzz.1.1.1"'],
  ])('%s gets a plain 200', async (_case, header) => {
    const response = await revalidate(camille, '/api/clients', header);
    expect(response.status).toBe(200);
    expect((response.json as { clients: unknown[] }).clients.length).toBeGreaterThan(0);
  });

  it('from another list gets a plain 200', async () => {
    const clients = await validatorOf(camille, '/api/clients');
    expect((await revalidate(camille, '/api/software', clients)).status).toBe(200);
    const impots = await validatorOf(camille, '/api/authorizations/impots');
    expect((await revalidate(camille, '/api/authorizations/urssaf', impots)).status).toBe(200);
    const january = await validatorOf(camille, '/api/tasks/calendar?from=2026-01-01&to=2026-01-31&scope=all');
    expect((await revalidate(camille, '/api/tasks/calendar?from=2026-02-01&to=2026-02-28&scope=all', january)).status).toBe(200);
  });

  it('from another user gets a plain 200 on a per-user list', async () => {
    const mine = await validatorOf(camille, '/api/tasks?scope=mine');
    expect((await revalidate(lucas, '/api/tasks?scope=mine', mine)).status).toBe(200);
  });

  it('without a session gets 401, not 304', async () => {
    const etag = await validatorOf(camille, '/api/clients');
    const response = await t.app.request('/api/clients', { headers: { 'if-none-match': etag, origin: TEST_ORIGIN } });
    expect(response.status).toBe(401);
  });

  it('among several, the one of this list is found', async () => {
    const etag = await validatorOf(camille, '/api/clients');
    expect((await revalidate(camille, '/api/clients', `W/"autre", ${etag}`)).status).toBe(304);
  });
});

describe('requests of a list at once', () => {
  type Query = typeof t.database.pool.query;
  const clientRows = (response: { json: unknown }) => (response.json as { clients: { id: string; ville: string | null }[] }).clients;

  /** Records the statements sent, and holds the rows of the clients list's query while `hold` is pending. */
  function watchListQueries(hold?: Promise<void>) {
    const listQueries: string[] = [];
    const versionQueries: string[] = [];
    const query = t.database.pool.query.bind(t.database.pool) as Query;
    const spy = vi.spyOn(t.database.pool, 'query').mockImplementation((async (...args: Parameters<Query>) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      if (text.includes('activity_log')) versionQueries.push(text);
      if (!(/from "clients"/i.test(text) && /order by/i.test(text))) return query(...args);
      listQueries.push(text);
      // Held once read: the build answers with what the database held then.
      const rows = await query(...args);
      await hold;
      return rows;
    }) as unknown as Query);
    return { listQueries, versionQueries, restore: () => spy.mockRestore() };
  }

  it('build it once: those arriving during a build share the next one, or its cached version', async () => {
    expect((await camille.request('PATCH', `/api/clients/${clientId}`, { ville: 'Nevers' })).status).toBe(200);
    const watch = watchListQueries();
    try {
      const responses = await Promise.all(Array.from({ length: 6 }, () => camille.get('/api/clients')));
      expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 6 }, () => 200));
      for (const response of responses) expect(clientRows(response).find((c) => c.id === clientId)?.ville).toBe('Nevers');
      expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
      // Without sharing, each of the six reads and serialises the list.
      expect(watch.listQueries.length).toBeLessThanOrEqual(2);
    } finally {
      watch.restore();
    }
  });

  it('never hand a request a build that began before it: a write acknowledged meanwhile is in its answer', async () => {
    let release!: () => void;
    const watch = watchListQueries(new Promise<void>((resolve) => (release = resolve)));
    try {
      const stale = await validatorOf(camille, '/api/clients');
      expect((await camille.request('PATCH', `/api/clients/${clientId}`, { ville: 'Auxerre' })).status).toBe(200);
      const first = camille.get('/api/clients');
      await vi.waitFor(() => expect(watch.listQueries.length).toBe(1));
      // The first build is held on its list query; a write is acknowledged, then a second request
      // comes: once its validator is found stale (a journal query), it waits for that build.
      expect((await lucas.request('PATCH', `/api/clients/${clientId}`, { ville: 'Sens' })).status).toBe(200);
      const checked = watch.versionQueries.length;
      const second = revalidate(camille, '/api/clients', stale);
      await vi.waitFor(() => expect(watch.versionQueries.length).toBeGreaterThan(checked));
      await new Promise((resolve) => setImmediate(resolve));
      release();
      expect(clientRows(await first).find((c) => c.id === clientId)?.ville).toBe('Auxerre');
      expect(clientRows(await second).find((c) => c.id === clientId)?.ville).toBe('Sens');
    } finally {
      watch.restore();
    }
  });
});

describe('encoding', () => {
  it('sends the cached gzip body to a browser that takes gzip, the same JSON to one that does not', async () => {
    const plain = await camille.get('/api/clients');
    const cookie = camille.cookieHeader();
    const zipped = await t.app.request('/api/clients', { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plain.text);
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
