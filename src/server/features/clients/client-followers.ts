import { parisToday } from '../../../shared/dates.ts';
import type { ClientPatch } from '../../../shared/clients.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ClientFollower } from '../../feature.ts';

// What other features derive from a client (the obligations from its fiscal profile) follows
// every client write in its transaction. This feature does not know who follows: the app hands it
// the followers the features' descriptors register (ClientFollower, src/server/feature.ts), so
// clients imports no other feature and a new follower edits nothing here.

/** A client a write created, or the fields it gave a client (a PATCH's, or those an import row changed). */
export type ClientWrite = { id: string; created: true } | { id: string; fields: readonly string[] };

/** The fields a patch gives a value (null included): what a PATCH or a bulk row writes. */
export const patchedFields = (patch: ClientPatch): string[] => Object.entries(patch).flatMap(([field, value]) => (value === undefined ? [] : [field]));

/** Runs each follower, in the write's transaction, on the written clients whose fields it derives from (all created ones). */
export async function followClientWrites({ tx, followers, writes }: { tx: DbOrTx; followers: readonly ClientFollower[]; writes: readonly ClientWrite[] }): Promise<void> {
  const today = parisToday();
  for (const follower of followers) {
    const watched: ReadonlySet<string> = new Set(follower.fields);
    const clientIds = writes.filter((write) => 'created' in write || write.fields.some((field) => watched.has(field))).map((write) => write.id);
    if (clientIds.length > 0) await follower.follow({ tx, clientIds, today });
  }
}
