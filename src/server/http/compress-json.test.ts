import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signedIn({ role: 'admin' })).client.cookieHeader();
  for (let index = 0; index < 30; index++) {
    const created = await t.app.request('/api/tasks', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Relancer le client n° ${index}`, type: 'ponctuelle', priority: 'normale', status: 'a_faire' }),
    });
    expect(created.status).toBe(201);
  }
});
afterAll(() => t.close());

const get = (path: string, encoding?: string) =>
  t.app.request(path, { headers: { origin: TEST_ORIGIN, cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('JSON answers', () => {
  it('go gzipped in one piece, with their length, to a browser that takes gzip', async () => {
    const plain = await get('/api/tasks?scope=all');
    const zipped = await get('/api/tasks?scope=all', 'gzip, deflate, br');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(await plain.json());
  });

  it('go as they are when small, or to a caller that does not take gzip', async () => {
    const small = await get('/api/me', 'gzip');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe(String((await small.arrayBuffer()).byteLength));
    const identity = await get('/api/tasks?scope=all', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(((await identity.json()) as { tasks: unknown[] }).tasks).toHaveLength(30);
  });

  it('leave a streamed CSV export to the streaming compression', async () => {
    const csv = await get('/api/tasks/export.csv?scope=all', 'gzip');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await csv.arrayBuffer())).toString('utf8')).toContain('Relancer le client n° 29');
  });
});
