import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { describeDevice, SESSIONS_MESSAGES, type OpenSession } from '../../../shared/sessions.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

// A session is a row of Better Auth's `sessions` table: deleting it ends the session at once
// (the next request of its browser finds no session and gets 401).

/** The user's unexpired sessions, the most recently active first; their tokens never leave the server. */
export async function listOpenSessions({ db, userId, currentSessionId }: { db: Db; userId: string; currentSessionId: string | null }): Promise<OpenSession[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress || null,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; another user's is « introuvable », as if it did not exist. */
export async function revokeSession({ db, userId, sessionId }: { db: Db; userId: string; sessionId: string }): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', SESSIONS_MESSAGES.notFound);
}

/** « Se déconnecter de tous les autres appareils »: every session of the user but this one. */
export async function revokeOtherSessions({ db, userId, currentSessionId }: { db: Db; userId: string; currentSessionId: string }): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
