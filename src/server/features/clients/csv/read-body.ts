import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MESSAGES } from '../../../../shared/clients-import.ts';
import { AppError } from '../../../errors.ts';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', CSV_IMPORT_MESSAGES.tooLarge);

/**
 * The request's bytes, refused past `limit`: first on the announced Content-Length, then by
 * counting while reading, since a chunked upload announces nothing and a client may lie.
 */
export async function readLimitedBody(request: Request, limit = CSV_IMPORT_MAX_BYTES): Promise<Uint8Array> {
  const announced = Number(request.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
