import { once } from 'node:events';
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSV_FILE_NAME_HEADER, CSV_IMPORT_MESSAGES } from '../../shared/clients-import.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { DRAIN_MAX_BYTES } from './body-limit.ts';

// The real HTTP server on an ephemeral port: what happens to a keep-alive connection after a
// refusal lives in @hono/node-server and Node, which app.request() never reaches.
let t: TestApp;
let server: ServerType;
let port: number;
let cookie: string;
// One socket at most: the second request can only be answered on the first one's connection.
let agent: Agent;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signedIn()).client.cookieHeader();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  server.close();
  await t.close();
});
beforeEach(() => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => agent.destroy());

type Sent = { method?: string; path: string; headers?: Record<string, string>; body?: Buffer; chunked?: boolean };
type Answer = { status: number; headers: IncomingHttpHeaders; json: unknown; reusedSocket: boolean };

/** One request through `agent`; a chunked body goes in 64 KB writes with no Content-Length. */
async function send({ method = 'GET', path, headers = {}, body, chunked = false }: Sent): Promise<Answer> {
  const req = request({ host: '127.0.0.1', port, agent, method, path, headers: { origin: TEST_ORIGIN, ...headers } });
  if (body && chunked) {
    for (let offset = 0; offset < body.length; offset += 64 * 1024) req.write(body.subarray(offset, offset + 64 * 1024));
  } else if (body) {
    req.setHeader('content-length', body.length);
    req.write(body);
  }
  req.end();
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(Buffer.concat(chunks).toString('utf8')), reusedSocket: req.reusedSocket };
}

const health = () => send({ path: '/api/health' });

describe('a refused body leaves the keep-alive connection usable', () => {
  const overOneMegabyte = Buffer.alloc(2 * 1024 * 1024, 'x');

  for (const chunked of [false, true]) {
    it(`answers the next request on the same connection after a JSON body over 1 MB (${chunked ? 'chunked' : 'Content-Length'})`, async () => {
      const refused = await send({ method: 'POST', path: '/api/setup', headers: { 'content-type': 'application/json' }, body: overOneMegabyte, chunked });
      expect(refused).toMatchObject({
        status: 413,
        json: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Requête trop volumineuse (1 Mo au maximum).' } },
      });
      expect(refused.headers.connection).not.toBe('close');
      expect(await health()).toMatchObject({ status: 200, json: { status: 'ok' }, reusedSocket: true });
    });

    it(`answers the next request on the same connection after a CSV file over 10 MB (${chunked ? 'chunked' : 'Content-Length'})`, async () => {
      const refused = await send({
        method: 'POST',
        path: '/api/clients/import/preview',
        headers: { cookie, 'content-type': 'text/csv', [CSV_FILE_NAME_HEADER]: 'clients.csv' },
        body: Buffer.alloc(11 * 1024 * 1024, 'a;b\r\n'),
        chunked,
      });
      expect(refused).toMatchObject({ status: 413, json: { error: { code: 'PAYLOAD_TOO_LARGE', message: CSV_IMPORT_MESSAGES.tooLarge } } });
      expect(refused.headers.connection).not.toBe('close');
      expect(await health()).toMatchObject({ status: 200, reusedSocket: true });
    });
  }

  it('answers the next request on the same connection after refusing a body it had no reason to read (foreign origin)', async () => {
    const refused = await send({
      method: 'POST',
      path: '/api/setup',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: Buffer.alloc(512 * 1024, ' '),
    });
    expect(refused).toMatchObject({ status: 403, json: { error: { code: 'FORBIDDEN' } } });
    expect(await health()).toMatchObject({ status: 200, reusedSocket: true });
  });
});

describe('a body too large to be worth receiving', () => {
  it('is refused at once with Connection: close, and a new connection is answered', async () => {
    // Only the headers: the refusal must come without the body, and announce the close.
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST /api/setup HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${DRAIN_MAX_BYTES + 1}\r\n\r\n`,
    );
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    await once(socket, 'end');
    socket.destroy();
    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/^connection: close$/im);
    expect(JSON.parse(body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Requête trop volumineuse (1 Mo au maximum).' } });
    expect(await health()).toMatchObject({ status: 200, reusedSocket: false });
  });
});
