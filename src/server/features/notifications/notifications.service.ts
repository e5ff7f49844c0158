import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationList } from '../../../shared/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const BELL_SIZE = 30;
const isoTime = (column: typeof notifications.createdAt | typeof notifications.readAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The bell: how many are unread, and the latest 30, read or not. */
export async function listNotifications({ db, userId }: { db: DbOrTx; userId: string }): Promise<NotificationList> {
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const items = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      taskId: notifications.taskId,
      readAt: isoTime(notifications.readAt),
      createdAt: isoTime(notifications.createdAt),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(BELL_SIZE);
  return { unread: unread?.n ?? 0, items };
}

/** Marks one of my notifications read (someone else's is « introuvable »); reading twice keeps the first time. */
export async function markNotificationRead({ db, userId, id }: { db: DbOrTx; userId: string; id: string }): Promise<void> {
  const [found] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!found) throw notFound('Notification');
}

export async function markAllNotificationsRead({ db, userId }: { db: DbOrTx; userId: string }): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
