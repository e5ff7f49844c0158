import type { ActivityEntityCode } from '../db/schema/activity.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';

/**
 * A test that writes rows straight into tables skips the services and their journal, and lists are
 * versioned by the journal (http/conditional-get.ts): without an entry, the list would be served
 * as the version it already sent. Such a test journals its writes before reading a list.
 */
export async function journalDirectWrites(db: Db, entities: readonly ActivityEntityCode[]) {
  await recordActivity(
    db,
    null,
    entities.map((entity) => ({ entity, entityId: 'test', action: 'update' as const })),
  );
}
