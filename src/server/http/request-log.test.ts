import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The request log as an operator reads it: every line the server writes while a calendar app
// reads a private feed address, searched for the address's token.

const lines: string[] = [];
const logger = pino(
  { level: 'info', base: undefined },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger });
});
afterAll(() => t.close());

const requestLines = () => lines.map((line) => JSON.parse(line) as { msg: string; path?: string; status?: number }).filter((line) => line.msg === 'requête');

describe('the request log', () => {
  it('writes a calendar feed address with its token masked, whether the token is known or not', async () => {
    const { client } = await t.signedIn();
    const feed = (await client.post('/api/calendar-feed/regenerate')).json as { url: string };
    const path = new URL(feed.url).pathname;
    const token = path.split('/').at(-1)?.replace(/\.ics$/, '') ?? '';
    expect(token).toHaveLength(43);
    lines.length = 0;

    expect((await t.client().get(path)).status).toBe(200);
    expect((await t.client().get(path.replace(/\.ics$/, ''))).status).toBe(200);
    expect((await t.client().get(`/api/calendar-feed/ics/${'b'.repeat(43)}.ics`)).status).toBe(404);

    expect(requestLines().map((line) => [line.path, line.status])).toEqual([
      ['/api/calendar-feed/ics/[masqué]', 200],
      ['/api/calendar-feed/ics/[masqué]', 200],
      ['/api/calendar-feed/ics/[masqué]', 404],
    ]);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('b'.repeat(43));
  });

  it('keeps every other path as it is, the feed’s own management included', async () => {
    const { client } = await t.signedIn();
    lines.length = 0;
    await client.get('/api/calendar-feed');
    await client.get('/api/health');
    expect(requestLines().map((line) => line.path)).toEqual(['/api/calendar-feed', '/api/health']);
  });
});
