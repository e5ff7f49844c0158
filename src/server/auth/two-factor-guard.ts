import { and, eq, gt, lte } from 'drizzle-orm';
import { parse as parseCookies } from 'hono/utils/cookie';
import { TWO_FACTOR_MESSAGES } from '../../shared/two-factor.ts';
import type { Db } from '../db/client.ts';
import { rateLimits, sessions, twoFactors, verifications } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { Auth } from './auth.ts';
import { verifySignedCookie } from './signed-cookie.ts';
import { isTwoFactorRequired } from './two-factor-policy.ts';

/**
 * What our routes add to Better Auth's two-factor endpoints, before it answers:
 * - a code accepted once is refused after (RFC 6238 § 5.2): Better Auth accepts a code again as
 *   long as it is within its time window, so an accepted code is claimed, per user, until it can
 *   no longer be valid. The claim is taken before the code is checked (one statement: two requests
 *   with the same code cannot both pass) and given back if Better Auth refuses the code;
 * - a locked account (too many wrong codes) is told how long to wait, in French;
 * - the second factor cannot be turned off while the firm requires it.
 */
export type TwoFactorGuard = {
  /** Throws the refusal; otherwise answers what to do once Better Auth has answered (`ok`: it accepted). */
  check(options: { path: string; headers: Headers; body: unknown }): Promise<((ok: boolean) => Promise<void>) | undefined>;
};

/** A code is valid within one 30-second period either side of now (Better Auth's window): claimed a little longer. */
export const TOTP_REPLAY_WINDOW_MS = 4 * 30_000;
const REPLAY_KEY_PREFIX = 'totp-used:';
const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export function createTwoFactorGuard({ auth, db, now = Date.now }: { auth: Auth; db: Db; now?: () => number }): TwoFactorGuard {
  const cookies = auth.$context.then((context) => ({
    secret: context.secret,
    challenge: context.createAuthCookie('two_factor').name,
    session: context.authCookies.sessionToken.name,
  }));

  /** Whose code this is: the sign-in under way (its challenge cookie), or the signed-in user confirming their app. */
  async function codeOwner(headers: Headers): Promise<{ userId: string; signingIn: boolean } | null> {
    const names = await cookies;
    const jar = parseCookies(headers.get('cookie') ?? '');
    const challenge = verifySignedCookie(jar[names.challenge], names.secret);
    if (challenge) {
      const [row] = await db
        .select({ userId: verifications.value })
        .from(verifications)
        .where(and(eq(verifications.identifier, challenge), gt(verifications.expiresAt, new Date(now()))));
      if (row) return { userId: row.userId, signingIn: true };
    }
    const token = verifySignedCookie(jar[names.session], names.secret);
    if (!token) return null;
    const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.token, token));
    return row ? { userId: row.userId, signingIn: false } : null;
  }

  async function refuseWhileLocked(userId: string) {
    const [row] = await db.select({ lockedUntil: twoFactors.lockedUntil }).from(twoFactors).where(eq(twoFactors.userId, userId));
    const left = (row?.lockedUntil?.getTime() ?? 0) - now();
    if (left > 0) throw new AppError('RATE_LIMITED', `Trop de tentatives. Réessayez dans ${Math.ceil(left / 1000)} secondes.`);
  }

  /** Takes the code for this user, or refuses it as already used; answers how to give it back. */
  async function claimCode(userId: string, code: string) {
    const key = `${REPLAY_KEY_PREFIX}${userId}:${code}`;
    const at = now();
    const claimed = await db
      .insert(rateLimits)
      .values({ key, count: 1, lastRequest: at })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, lastRequest: at }, setWhere: lte(rateLimits.lastRequest, at - TOTP_REPLAY_WINDOW_MS) })
      .returning({ key: rateLimits.key });
    if (claimed.length === 0) throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.codeReused);
    return async (ok: boolean) => {
      if (!ok) await db.delete(rateLimits).where(and(eq(rateLimits.key, key), eq(rateLimits.lastRequest, at)));
    };
  }

  return {
    async check({ path, headers, body }) {
      if (path === '/two-factor/disable' && (await isTwoFactorRequired({ db }))) {
        throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.requiredByFirm);
      }
      if (!VERIFY_PATHS.has(path)) return undefined;
      const owner = await codeOwner(headers);
      // No challenge and no session: Better Auth refuses it in its own words.
      if (!owner) return undefined;
      if (owner.signingIn) await refuseWhileLocked(owner.userId);
      if (path !== '/two-factor/verify-totp') return undefined;
      return claimCode(owner.userId, (body as { code: string }).code);
    },
  };
}
