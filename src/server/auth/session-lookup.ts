import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { CurrentUser } from '../../shared/users.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { toCurrentUser } from './current-user.ts';

/**
 * The session of a request, read the way Better Auth's getSession reads it, in one indexed query.
 *
 * Every API request asks for its session. Better Auth answers through its endpoint machinery
 * (a request context, WebCrypto's asynchronous HMAC, then the session and its user), which cost
 * the server some 5 ms of CPU per request under the load test, more than most handlers. The
 * common case is done here with the same rules: the signed cookie checked with node:crypto
 * (HMAC-SHA256 over the token with the auth secret, base64, as better-call signs it), then the
 * session and its user in one statement: a signed token whose session or user is gone gives no
 * one, at once. Everything else is left to Better Auth, and `undefined` says so: a cookie missing
 * or not verified here (Better Auth's parser decides), an expired session (it deletes it), one due
 * for a refresh (it pushes the expiry back), a « don't remember me » session.
 */
export function createSessionLookup({ auth, db }: { auth: Auth; db: Db }) {
  const settings = auth.$context.then((context) => ({
    secret: context.secret,
    tokenCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  /** The token of a signed cookie value `token.signature`, or null when the signature is not ours. */
  const verifiedToken = (value: string, secret: string): string | null => {
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  };

  return async function lookUpSession(cookieHeader: string | undefined, now = Date.now()): Promise<CurrentUser | null | undefined> {
    if (!cookieHeader) return null;
    const { secret, tokenCookie, dontRememberCookie, expiresInMs, updateAgeMs } = await settings;
    const cookies = parseCookies(cookieHeader);
    const value = cookies[tokenCookie];
    const token = value && !(dontRememberCookie in cookies) ? verifiedToken(value, secret) : null;
    if (!token) return undefined;
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt, id: users.id, email: users.email, name: users.fullName, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, token));
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now) return undefined;
    return toCurrentUser(row);
  };
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;
