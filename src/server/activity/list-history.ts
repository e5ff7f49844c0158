import { and, desc, eq } from 'drizzle-orm';
import type { HistoryEntry } from '../../shared/authorizations.ts';
import type { DbOrTx } from '../db/client.ts';
import { activityLog } from '../db/schema/index.ts';

/** Enough to answer « who set this to OK, and when » without shipping a cell's whole past. */
const HISTORY_LIMIT = 100;

type Entity = (typeof activityLog.$inferSelect)['entity'];

/** A cell's journal, newest first, with the author's name as it was when they wrote. */
export async function listHistory({ db, entity, entityId }: { db: DbOrTx; entity: Entity; entityId: string }): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      at: activityLog.at,
      userName: activityLog.userName,
      field: activityLog.field,
      oldValue: activityLog.oldValue,
      newValue: activityLog.newValue,
    })
    .from(activityLog)
    .where(and(eq(activityLog.entity, entity), eq(activityLog.entityId, entityId)))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
