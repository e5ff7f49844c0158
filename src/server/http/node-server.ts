import { STATUS_CODES, type Server } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';
import { AppError } from '../errors.ts';
import { listenError } from './listen-port.ts';

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

/** What Node refuses before Hono sees a request, in the API's words (Node's own answer is a bare English status line). */
function clientErrorOf(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError('HEADERS_TOO_LARGE', 'Adresse ou en-têtes de la requête trop longs.');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('REQUEST_TIMEOUT', 'Requête trop lente : délai dépassé.');
  return new AppError('BAD_REQUEST', 'Requête HTTP invalide.');
}

/** As Node's default: an answer only on a connection that has sent nothing yet, then the connection closes. */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  const fresh = socket instanceof Socket && socket.bytesWritten === 0;
  if (error.code === 'ECONNRESET' || !socket.writable || !fresh) {
    socket.destroy();
    return;
  }
  const appError = clientErrorOf(error.code);
  const body = JSON.stringify(appError.toBody());
  socket.end(
    `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The HTTP server of `main.ts`: Hono's node adapter with long keep-alives, and a close that
 * stops listening, lets requests in flight finish and closes each connection as soon as it falls
 * idle, instead of waiting KEEP_ALIVE_MS for clients to let go of it.
 */
export function startHttpServer(
  options: { fetch: (request: Request) => Response | Promise<Response>; port: number; hostname?: string | undefined },
  onListening: (port: number) => void,
  onListenError: (error: Error) => void = (error) => {
    throw error;
  },
): HttpServer {
  const server = serve({ fetch: options.fetch, port: options.port, hostname: options.hostname }, (info) => onListening(info.port)) as Server;
  // Taken between the start's check (listen-port.ts) and now: said in French by main.ts, which stops cleanly.
  server.once('error', (error) => onListenError(listenError(error, options.port, options.hostname)));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.on('clientError', answerClientError);
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
