import { eq, sql } from 'drizzle-orm';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { CurrentUser } from '../../shared/users.ts';
import type { Db } from '../db/client.ts';
import { firmSettings, sessions, users } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { toCurrentUser } from './current-user.ts';
import { verifySignedCookie } from './signed-cookie.ts';
import { TWO_FACTOR_REQUIRED_SETTING } from './two-factor-policy.ts';

/** The session of a request: who, which session (« Mon profil » marks it), and whether the firm's two-factor rule still waits on them. */
export type RequestSession = { user: CurrentUser; sessionId: string; twoFactorSetupPending: boolean };

/** A session's last activity is written at most this often: « Dernière activité » to within minutes, not a write per request. */
export const ACTIVITY_TOUCH_MS = 5 * 60_000;

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

  return async function lookUpSession(cookieHeader: string | undefined, now = Date.now()): Promise<RequestSession | null | undefined> {
    if (!cookieHeader) return null;
    const { secret, tokenCookie, dontRememberCookie, expiresInMs, updateAgeMs } = await settings;
    const cookies = parseCookies(cookieHeader);
    const value = cookies[tokenCookie];
    const token = value && !(dontRememberCookie in cookies) ? verifySignedCookie(value, secret) : null;
    if (!token) return undefined;
    const [row] = await db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        lastActiveAt: sessions.updatedAt,
        id: users.id,
        email: users.email,
        name: users.fullName,
        role: users.role,
        twoFactorEnabled: users.twoFactorEnabled,
        // The firm's rule in the same statement: no second query per request.
        twoFactorRequired: sql<boolean>`coalesce((SELECT ${firmSettings.value} = 'true'::jsonb FROM ${firmSettings} WHERE ${firmSettings.key} = ${TWO_FACTOR_REQUIRED_SETTING.key}), false)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, token));
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now) return undefined;
    if (row.lastActiveAt.getTime() <= now - ACTIVITY_TOUCH_MS) {
      await db.update(sessions).set({ updatedAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
    }
    return { user: toCurrentUser(row), sessionId: row.sessionId, twoFactorSetupPending: row.twoFactorRequired && !row.twoFactorEnabled };
  };
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;
