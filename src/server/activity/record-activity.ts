import type { CurrentUser } from '../../shared/users.ts';
import type { DbOrTx } from '../db/client.ts';
import { activityLog } from '../db/schema/index.ts';
import { notifyChanges } from '../realtime/notify-changes.ts';

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
 * back together. The author's name is copied: the journal outlives deleted users.
 */
export async function recordActivity(db: DbOrTx, actor: Pick<CurrentUser, 'id' | 'fullName'> | null, entries: ActivityEntry[]) {
  if (entries.length === 0) return;
  const inserted = await db.insert(activityLog).values(
    entries.map((entry) => ({
      userId: actor?.id ?? null,
      userName: actor?.fullName ?? null,
      entity: entry.entity,
      entityId: entry.entityId,
      clientId: entry.clientId ?? null,
      action: entry.action,
      field: entry.field ?? null,
      oldValue: asText(entry.oldValue),
      newValue: asText(entry.newValue),
    })),
  ).returning({ id: activityLog.id });
  // Same transaction: the other browsers hear of the write only once it is committed.
  await notifyChanges(db, inserted, entries);
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
