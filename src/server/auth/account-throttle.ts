import { and, eq, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/**
 * Failed sign-ins counted per account, whichever IP they come from, so that spreading a password
 * guess over many addresses does not get round the per-IP limit.
 *
 * Kept in Better Auth's `rate_limits` table so every instance sees the same counters. Our keys
 * carry a prefix no IP-based key can have. For these rows `last_request` holds the START of the
 * current window (not the last attempt): a lock then never outlasts one window, however long an
 * attacker keeps hammering, which bounds how long they can keep the real user out.
 */
const KEY_PREFIX = 'account:sign-in:';

export type AccountThrottleOptions = { db: Db; maxFailures: number; windowMs: number; now?: () => number };

export type AccountThrottle = {
  /** Seconds until the account may try again, or null when it is not locked. */
  lockedFor(email: string): Promise<number | null>;
  recordFailure(email: string): Promise<void>;
  reset(email: string): Promise<void>;
};

/** The key for one account; the email is normalised so case and spaces do not open new counters. */
export function accountThrottleKey(email: string): string {
  return `${KEY_PREFIX}${email.trim().toLowerCase()}`;
}

export function createAccountThrottle({ db, maxFailures, windowMs, now = Date.now }: AccountThrottleOptions): AccountThrottle {
  return {
    async lockedFor(email) {
      const [row] = await db
        .select({ count: rateLimits.count, windowStart: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, accountThrottleKey(email)));
      if (!row || row.count < maxFailures) return null;
      const remaining = row.windowStart + windowMs - now();
      return remaining > 0 ? Math.ceil(remaining / 1000) : null;
    },

    async recordFailure(email) {
      const at = now();
      const expired = at - windowMs;
      // One statement, so concurrent failures on several instances all count.
      await db
        .insert(rateLimits)
        .values({ key: accountThrottleKey(email), count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.lastRequest} <= ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            lastRequest: sql`CASE WHEN ${rateLimits.lastRequest} <= ${expired} THEN ${at}::bigint ELSE ${rateLimits.lastRequest} END`,
          },
        });
      // Made-up emails each leave a row: expired ones go, so the table stays small.
      await db.delete(rateLimits).where(and(like(rateLimits.key, `${KEY_PREFIX}%`), lte(rateLimits.lastRequest, expired)));
    },

    async reset(email) {
      await db.delete(rateLimits).where(eq(rateLimits.key, accountThrottleKey(email)));
    },
  };
}
