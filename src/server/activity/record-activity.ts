import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../shared/users.ts';
import type { DbOrTx } from '../db/client.ts';
import { activityLog } from '../db/schema/index.ts';
import { CHANGE_CHANNEL, NOTICE_ID_PREFIX, noticeAfterId } from '../realtime/change-notice.ts';
import { journalTicket } from './data-version.ts';

type Entity = (typeof activityLog.$inferInsert)['entity'];
type Action = (typeof activityLog.$inferInsert)['action'];
type Value = string | number | boolean | Date | null | undefined;

export type ActivityEntry = {
  entity: Entity;
  entityId: string;
  clientId?: string | null;
  action: Action;
  field?: string;
  oldValue?: Value;
  newValue?: Value;
};

const asText = (value: Value): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * Writes journal entries in the caller's transaction, so a write and its trace commit or roll
 * back together. The author's name is copied: the journal outlives deleted users. A bulk write
 * passes its batch's id: the Journal shows its entries as one grouped line.
 */
export async function recordActivity(
  db: DbOrTx,
  actor: Pick<CurrentUser, 'id' | 'fullName'> | null,
  entries: ActivityEntry[],
  options: { batchId?: string } = {},
) {
  if (entries.length === 0) return;
  // One array per column, whatever the number of entries: an import journals thousands in one
  // short statement, with no 65,535-parameter limit (the same shape as the import's inserts).
  const column = <T>(pick: (entry: ActivityEntry) => T) => sql.param(entries.map(pick));
  // One statement, one round trip where there were three (issue 27: under the load test every
  // round trip is a wake-up of PostgreSQL and of the server). Its steps stay in order through
  // what each reads:
  // - the ticket comes first: every inserted row is joined to it, and a row's id (the column's
  //   default, nextval) is only drawn once the joined row exists. So lists can still prove their
  //   version while this write is in flight (data-version.ts);
  // - NOTIFY, with the newest id (a notice needs no more, and 8,000 ids need not travel), reads the
  //   inserted rows. It is transactional: the other browsers hear of the write only once it is
  //   committed, and never of a rolled-back one.
  await db.execute(sql`
    WITH ticket AS MATERIALIZED (${journalTicket}),
    inserted AS (
      INSERT INTO ${activityLog} (user_id, user_name, batch_id, entity, entity_id, client_id, action, field, old_value, new_value)
      SELECT ${actor?.id ?? null}::uuid, ${actor?.fullName ?? null}::text, ${options.batchId ?? null}::uuid, v.*
      FROM ticket CROSS JOIN unnest(
        ${column((entry) => entry.entity)}::activity_entity[],
        ${column((entry) => entry.entityId)}::text[],
        ${column((entry) => entry.clientId ?? null)}::uuid[],
        ${column((entry) => entry.action)}::activity_action[],
        ${column((entry) => entry.field ?? null)}::text[],
        ${column((entry) => asText(entry.oldValue))}::text[],
        ${column((entry) => asText(entry.newValue))}::text[]
      ) AS v
      RETURNING id
    )
    SELECT pg_notify(${CHANGE_CHANNEL}::text, ${NOTICE_ID_PREFIX}::text || max(id) || ${noticeAfterId(entries)}::text) FROM inserted`);
}

/** One 'update' entry per field whose value changed between two versions of a row. */
export function changedFields<T extends Record<string, Value>>(
  base: Omit<ActivityEntry, 'action' | 'field' | 'oldValue' | 'newValue'>,
  before: T,
  after: Partial<T>,
): ActivityEntry[] {
  return Object.keys(after)
    .filter((field) => asText(before[field]) !== asText(after[field]))
    .map((field) => ({ ...base, action: 'update' as const, field, oldValue: before[field], newValue: after[field] }));
}
