import { and, desc, eq, sql } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE, type ClientHistoryPage } from '../../../shared/client-sheet.ts';
import { activityEntryColumns } from '../../activity/entry-columns.ts';
import type { DbOrTx } from '../../db/client.ts';
import { activityLog } from '../../db/schema/index.ts';
import { assertClientExists } from './client-exists.ts';

/**
 * One page of the client's journal, newest first (time, then id for entries of one transaction).
 * Keyset: `before` is the last entry already shown; the page after it starts strictly older, so
 * entries written meanwhile never shift a page or repeat one.
 */
export async function listClientHistory({
  db,
  clientId,
  before,
  pageSize = HISTORY_PAGE_SIZE,
}: {
  db: DbOrTx;
  clientId: string;
  before?: number;
  pageSize?: number;
}): Promise<ClientHistoryPage> {
  await assertClientExists({ db, clientId });
  const olderThanCursor =
    before === undefined
      ? undefined
      : sql`(${activityLog.at}, ${activityLog.id}) < (SELECT c.at, c.id FROM ${activityLog} c WHERE c.id = ${before})`;
  const rows = await db
    .select(activityEntryColumns)
    .from(activityLog)
    .where(and(eq(activityLog.clientId, clientId), olderThanCursor))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    // One more than a page says whether another page follows.
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({ ...row, at: row.at.toISOString() })),
    nextBefore: rows.length > pageSize && last ? last.id : null,
  };
}
