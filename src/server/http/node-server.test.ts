import { Agent, request } from 'node:http';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpServer } from './node-server.ts';

// The real Node server on a free port, called over kept-alive connections as a reverse proxy does.

let server: HttpServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(resolve) : resolve()));
  server = undefined;
});

async function start(handle: (request: Request) => Response | Promise<Response>): Promise<number> {
  return new Promise((resolve) => {
    server = startHttpServer({ fetch: handle, port: 0, hostname: '127.0.0.1' }, resolve);
  });
}

/** One GET over `agent`; answers the body and the client-side port of the connection it went over. */
function get(port: number, agent: Agent): Promise<{ body: string; localPort: number | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      // Read now: at 'end' the connection is already handed back to the agent.
      const localPort = response.socket.localPort;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ body, localPort }));
    });
    req.on('error', reject);
    req.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bytes written as they are on a new connection, and the server's whole answer until it closes. */
async function rawExchange(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  const socket = connect(port, '127.0.0.1');
  socket.end(bytes);
  let answer = '';
  socket.setEncoding('utf8');
  for await (const chunk of socket) answer += String(chunk);
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body };
}

describe('the HTTP server', () => {
  it('keeps an idle connection open past Node’s 5 s default: the next request goes over the same one', async () => {
    const port = await start(() => new Response('ok'));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, agent);
      // Node closes an idle connection 1 s after its keepAliveTimeout: 5 + 1 s by default.
      await pause(7_000);
      const second = await get(port, agent);
      expect(second).toEqual({ body: 'ok', localPort: first.localPort });
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it('answers an address too long for Node’s header limit with a 431 in French JSON, not the bare status line', async () => {
    const port = await start(() => new Response('ok'));
    const answer = await rawExchange(port, `GET /api/clients?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/^content-type: application\/json; charset=utf-8$/im);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: 'Adresse ou en-têtes de la requête trop longs.' } });
  });

  it('answers a request that is not HTTP with a 400 in French JSON', async () => {
    const port = await start(() => new Response('ok'));
    const answer = await rawExchange(port, 'BONJOUR\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'BAD_REQUEST', message: 'Requête HTTP invalide.' } });
  });

  it('reports a port another program holds in French, to the caller that then stops cleanly', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    try {
      const error = await new Promise<Error>((resolve) => {
        server = startHttpServer({ fetch: () => new Response('ok'), port, hostname: '127.0.0.1' }, () => {}, resolve);
      });
      expect(error.message).toBe(`Le port ${port} (127.0.0.1:${port}) est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre PORT, puis relancez.`);
    } finally {
      taken.close();
    }
  });

  it('on close, finishes the request in flight, then closes its connection without waiting for the keep-alive delay', async () => {
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const port = await start(async () => {
      arrived();
      await pause(300);
      return new Response('fini');
    });
    const agent = new Agent({ keepAlive: true });
    try {
      const answer = get(port, agent);
      await inFlight;
      const closed = new Promise<void>((resolve) => server?.close(resolve));
      server = undefined;
      expect((await answer).body).toBe('fini');
      // Resolves only once every connection is gone: with the kept-alive one left open, the test times out.
      await closed;
    } finally {
      agent.destroy();
    }
  }, 10_000);
});
