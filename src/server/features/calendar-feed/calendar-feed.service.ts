import { eq, sql } from 'drizzle-orm';
import type { CalendarFeed } from '../../../shared/tasks.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { feedUrl, hashFeedToken, newFeedToken } from './feed-token.ts';

/**
 * The signed-in user's feed. Created on first use, and only then is the address shown: the
 * database keeps a hash of the token, not the token (see calendarFeedSchema).
 */
export async function getCalendarFeed({ db, actor, appUrl }: { db: Db; actor: Actor; appUrl: string }): Promise<CalendarFeed> {
  const [existing] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
  if (existing) return { url: null, createdAt: existing.createdAt.toISOString() };
  const token = newFeedToken();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId: actor.id, tokenHash: hashFeedToken(token) })
      // Two tabs asking at once: the first one's token stands, the other is told it exists.
      .onConflictDoNothing({ target: calendarFeeds.userId })
      .returning({ createdAt: calendarFeeds.createdAt });
    if (row) await recordActivity(tx, actor, [{ entity: 'user', entityId: actor.id, action: 'create', field: 'calendarFeed' }]);
    return row;
  });
  if (!created) return getCalendarFeed({ db, actor, appUrl });
  return { url: feedUrl(appUrl, token), createdAt: created.createdAt.toISOString() };
}

/** A new address; the old one stops working at once. The journal says when, never the token. */
export async function regenerateCalendarFeed({ db, actor, appUrl }: { db: Db; actor: Actor; appUrl: string }): Promise<CalendarFeed> {
  const token = newFeedToken();
  const tokenHash = hashFeedToken(token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId: actor.id, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
      .returning({ createdAt: calendarFeeds.createdAt });
    await recordActivity(tx, actor, [{ entity: 'user', entityId: actor.id, action: 'update', field: 'calendarFeed' }]);
    return { url: feedUrl(appUrl, token), createdAt: (row?.createdAt ?? new Date()).toISOString() };
  });
}

/** Whose feed a token opens, if any. */
export async function findFeedOwner({ db, token }: { db: DbOrTx; token: string }): Promise<string | undefined> {
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  return row?.userId;
}
