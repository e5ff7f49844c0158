import { and, eq, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/**
 * Requests counted per account (email), whichever IP they come from, so that spreading them over
 * many addresses does not get round the per-IP limits. One counter per purpose: sign-in counts
 * failed attempts, password reset counts every request for a link.
 *
 * Kept in Better Auth's `rate_limits` table so every instance sees the same counters. Our keys
 * carry a prefix no IP-based key can have, one per purpose so the counters never mix. For these
 * rows `last_request` holds the START of the current window (not the last request): a lock then
 * never outlasts one window, however long an attacker keeps hammering, which bounds how long
 * they can keep the real user out.
 */
export type ThrottlePurpose = 'sign-in' | 'password-reset';

export type AccountThrottleOptions = {
  db: Db;
  purpose: ThrottlePurpose;
  /** Requests counted within one window before the account is locked. */
  max: number;
  windowMs: number;
  now?: () => number;
};

export type AccountThrottle = {
  /** Seconds until the account may try again, or null when it is not locked. */
  lockedFor(email: string): Promise<number | null>;
  /** Counts one request (sign-in: a failure, known only once Better Auth has answered). */
  record(email: string): Promise<void>;
  /**
   * Counts this request and answers whether it is over the limit (seconds to wait) or allowed
   * (null). Count and check are one statement, so a burst of concurrent requests cannot all
   * read "under the limit" before any of them is counted.
   */
  consume(email: string): Promise<number | null>;
  reset(email: string): Promise<void>;
};

const keyPrefix = (purpose: ThrottlePurpose) => `account:${purpose}:`;

/** The key for one account; the email is normalised so case and spaces do not open new counters. */
export function accountThrottleKey(purpose: ThrottlePurpose, email: string): string {
  return `${keyPrefix(purpose)}${email.trim().toLowerCase()}`;
}

export function createAccountThrottle({ db, purpose, max, windowMs, now = Date.now }: AccountThrottleOptions): AccountThrottle {
  const keyOf = (email: string) => accountThrottleKey(purpose, email);
  const secondsLeft = (count: number, windowStart: number, at: number) => {
    if (count <= max) return null;
    const remaining = windowStart + windowMs - at;
    return remaining > 0 ? Math.ceil(remaining / 1000) : null;
  };

  async function count(email: string) {
    const at = now();
    const expired = at - windowMs;
    // One statement, so concurrent requests on several instances all count.
    const [row] = await db
      .insert(rateLimits)
      .values({ key: keyOf(email), count: 1, lastRequest: at })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.lastRequest} <= ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          lastRequest: sql`CASE WHEN ${rateLimits.lastRequest} <= ${expired} THEN ${at}::bigint ELSE ${rateLimits.lastRequest} END`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
    // Made-up emails each leave a row: expired ones go, so the table stays small.
    await db.delete(rateLimits).where(and(like(rateLimits.key, `${keyPrefix(purpose)}%`), lte(rateLimits.lastRequest, expired)));
    return { at, count: row?.count ?? 1, windowStart: row?.windowStart ?? at };
  }

  return {
    async lockedFor(email) {
      const [row] = await db
        .select({ count: rateLimits.count, windowStart: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, keyOf(email)));
      // Locked once the limit is reached: the next request would be one too many.
      return row ? secondsLeft(row.count + 1, row.windowStart, now()) : null;
    },

    async record(email) {
      await count(email);
    },

    async consume(email) {
      const row = await count(email);
      return secondsLeft(row.count, row.windowStart, row.at);
    },

    async reset(email) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
    },
  };
}
