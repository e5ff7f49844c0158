import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

/**
 * How much of a refused body is still read (whole body, bytes) and for how long, so that the
 * client's next request can use the same keep-alive connection. Reading to throw away costs
 * bandwidth, not memory; past either bound the refusal says `Connection: close` instead.
 * 16 MB covers the usual mistake, a file a little over the import's 10 MB.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 5_000;

type Limit = { maxBytes: number; message: string };

/**
 * The request's bytes, refused past `maxBytes`: on the announced Content-Length, then by
 * counting while reading, since a chunked upload announces nothing and a client may lie.
 *
 * A refused body is read to its end (within the drain bounds) before answering: once its stream
 * has been opened, @hono/node-server's own clean-up after the answer stalls (Readable.toWeb
 * pauses the socket again for a reader nobody reads) and destroys the connection after 500 ms
 * without saying so, and the client's next request on it fails with « other side closed ».
 */
export async function readLimitedBody(c: Context, { maxBytes, message }: Limit): Promise<Uint8Array<ArrayBuffer>> {
  const announced = Number(c.req.header('content-length'));
  // Not worth receiving: refuse before reading any of it, and have the connection closed.
  if (announced > DRAIN_MAX_BYTES) throw tooLarge(c, message, false);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  if (announced > maxBytes) throw tooLarge(c, message, await drained(reader, 0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) throw tooLarge(c, message, await drained(reader, size));
    chunks.push(value);
  }
  // One copy into a plain ArrayBuffer: what a Request body accepts.
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The API's JSON bodies: read whole here, so that no route can answer with its body half read. */
export function bodyLimit(limit: Limit): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.raw.body) c.req.raw = new Request(c.req.raw, { body: await readLimitedBody(c, limit) });
    await next();
  };
}

function tooLarge(c: Context, message: string, connectionUsable: boolean): AppError {
  // Unread bytes would be taken for the next request: the client must open a new connection.
  if (!connectionUsable) c.header('Connection', 'close');
  return new AppError('PAYLOAD_TOO_LARGE', message);
}

/** Reads and drops the rest of a refused body; true when its end came within the bounds. */
async function drained(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  let size = alreadyRead;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DRAIN_MAX_MS);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === 'timeout') return false;
      if (chunk.done) return true;
      size += chunk.value.byteLength;
      if (size > DRAIN_MAX_BYTES) return false;
    }
  } catch {
    // The client went away mid-body: there is no connection left to keep.
    return false;
  } finally {
    clearTimeout(timer);
  }
}
