import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { LIST_GZIP_LEVEL } from './gzip-segments.ts';

export const gzipAsync = promisify(gzip);

/** The answers this middleware compresses; app.ts leaves them out of Hono's compress(). */
export const isJsonType = (type: string | null | undefined) => type?.startsWith('application/json') === true;

/** Below this, gzip saves less than its header and the work costs more than the bytes. */
const THRESHOLD = 1024;

/** Whether the browser takes gzip (every browser does). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Gzips the API's JSON answers in one step on zlib's thread pool. Hono's compress() pipes every
 * answer, a 200-byte one included (c.json sets no Content-Length for its threshold), through a
 * CompressionStream whose chunks cost the event loop more than the encoding itself: under the
 * load test it was the server's busiest work after the sockets. JSON answers are whole in memory
 * already; streamed ones (the CSV exports, the event stream) are left to compress().
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // An answer with its length set is already final: a list sent by conditional-get.ts, gzipped or not.
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding') || res.headers.has('Content-Length') || !isJsonType(res.headers.get('Content-Type'))) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    let body = bytes;
    if (bytes.byteLength >= THRESHOLD && acceptsGzip(c.req.header('Accept-Encoding'))) {
      // The lists' level, for the same reason: the CPU is scarcer than the bytes (a 460 KB answer:
      // 3.2 ms for 111 KB, against 5.2 ms for 106 KB at the default level).
      body = new Uint8Array(await gzipAsync(bytes, { level: LIST_GZIP_LEVEL }));
      headers.set('Content-Encoding', 'gzip');
    }
    // Known length: compress() leaves the answer alone, and the socket sends it without chunking.
    headers.set('Content-Length', String(body.byteLength));
    // Unset first: Hono copies the previous answer's headers onto a new one, Vary included.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
