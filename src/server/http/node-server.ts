import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) is shorter than the idle
 * timeout of the reverse proxies the README puts in front (nginx keeps upstream connections 60 s):
 * a proxy reusing a connection the server is closing at that very moment gets a reset, which its
 * users see as an occasional 502. The server must be the side that waits longer.
 */
const KEEP_ALIVE_MS = 65_000;
/** Above the keep-alive timeout, as Node requires for the next request's headers on that connection. */
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_MS + 1_000;
/** How often a closing server looks for connections its last requests have left idle. */
const DRAIN_POLL_MS = 100;

export type HttpServer = { close: (done: () => void) => void };

/**
 * The HTTP server of `main.ts`: Hono's node adapter with long keep-alives, and a close that
 * stops listening, lets requests in flight finish and closes each connection as soon as it falls
 * idle, instead of waiting KEEP_ALIVE_MS for clients to let go of it.
 */
export function startHttpServer(
  options: { fetch: (request: Request) => Response | Promise<Response>; port: number; hostname?: string | undefined },
  onListening: (port: number) => void,
): HttpServer {
  const server = serve({ fetch: options.fetch, port: options.port, hostname: options.hostname }, (info) => onListening(info.port)) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return {
    close(done) {
      const drain = setInterval(() => server.closeIdleConnections(), DRAIN_POLL_MS);
      server.close(() => {
        clearInterval(drain);
        done();
      });
      server.closeIdleConnections();
    },
  };
}
