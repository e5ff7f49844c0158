import { createHmac } from 'node:crypto';

// What an authenticator app computes (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), for tests,
// end-to-end specs and benchmarks that sign in with a second factor as a person with a phone would.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=-]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`caractère base32 invalide : ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The secret an otpauth:// URI carries (base32), as the QR code gives it to the app. */
export function secretOfTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`URI sans secret : ${uri}`);
  return secret;
}

/** The code for the 30-second step `steps` away from `at` (0: now's, 1: the next one). */
export function totpCode(base32Secret: string, { at = Date.now(), steps = 0 }: { at?: number; steps?: number } = {}): string {
  const counter = Math.floor(at / 30_000) + steps;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', decodeBase32(base32Secret)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
