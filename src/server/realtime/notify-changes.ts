import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { buildNotice, CHANGE_CHANNEL, encodeNotice } from './change-notice.ts';

type JournalRow = { entity: string; entityId: string; clientId?: string | null };

/**
 * Tells every server instance what the caller's transaction wrote. NOTIFY is transactional:
 * PostgreSQL delivers it at commit and drops it on rollback, so a listener never hears
 * of a write that did not happen.
 */
export async function notifyChanges(db: DbOrTx, ids: readonly { id: number }[], rows: readonly JournalRow[]) {
  if (ids.length === 0) return;
  const id = ids.reduce((max, row) => Math.max(max, row.id), 0);
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${encodeNotice(buildNotice(id, rows))})`);
}
