import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflateSegment, gzipOfSegments } from './gzip-segments.ts';

describe('a gzip body made of segments deflated apart', () => {
  it('is one gzip stream that any gunzip reads back whole, its CRC and length checked', async () => {
    const pieces = [Buffer.from('{"clients":['), Buffer.from('{"raisonSociale":"Café « du Port »"},'.repeat(500)), randomBytes(70_000), Buffer.from(''), Buffer.from(']}')];
    const body = gzipOfSegments(await Promise.all(pieces.map(deflateSegment)));
    expect(gunzipSync(body).equals(Buffer.concat(pieces))).toBe(true);
  });

  it('is a valid empty body with no segment', () => {
    expect(gunzipSync(gzipOfSegments([])).byteLength).toBe(0);
  });

  it('combines CRCs as one CRC over the concatenation', () => {
    const a = randomBytes(1000);
    const b = randomBytes(123_457);
    expect(crc32Combine(crc32(a), crc32(b), b.byteLength)).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(0, crc32(b), b.byteLength)).toBe(crc32(b));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), 0)).toBe(crc32(a));
  });
});
