import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The value of a cookie Better Auth signed (`value.signature`: HMAC-SHA256 of the value with the
 * auth secret, base64, as better-call signs it), or null when the signature is not ours.
 */
export function verifySignedCookie(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
