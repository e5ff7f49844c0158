import { sql } from 'drizzle-orm';
import type { EngagementMission, EngagementStatus, FeesMode } from '../../../shared/compliance/engagement.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { readClientRecords, upsertClientRecords } from '../../db/client-records.ts';
import { engagementLetters } from '../../db/schema/index.ts';

// A client's engagement letter (engagement_letters) as its writes see it. `status` null means no
// letter: a client without a row, or a letter a bulk action created and its undo takes away.

export type EngagementRecord = {
  status: EngagementStatus | null;
  missions: EngagementMission[];
  missionsOther: string | null;
  fees: number | null;
  feesMode: FeesMode | null;
  startDate: string | null;
  tacitRenewal: boolean;
  signedAt: string | null;
};
export type EngagementState = EngagementRecord & { clientId: string };

export const NO_LETTER: EngagementRecord = {
  status: null,
  missions: [],
  missionsOther: null,
  fees: null,
  feesMode: null,
  startDate: null,
  tacitRenewal: true,
  signedAt: null,
};

const FIELDS = Object.keys(NO_LETTER) as (keyof EngagementRecord)[];
// numeric comes back from the driver as text, the enum array as PostgreSQL's array text: both read as JSON.
const select = (field: string) => (field === 'fees' ? sql`fees::float8` : field === 'missions' ? sql`to_jsonb(missions)` : undefined);

/** The letters of these clients, a client without one read as NO_LETTER. */
export async function readEngagementStates(tx: DbOrTx, clientIds: readonly string[]): Promise<Map<string, EngagementState>> {
  const stored = await readClientRecords<EngagementState>(tx, { table: engagementLetters, fields: FIELDS, clientIds, select });
  return new Map(clientIds.map((clientId) => [clientId, stored.get(clientId) ?? { clientId, ...NO_LETTER }]));
}

/** Writes the letters in one upsert; a state without a status removes the client's letter. */
export async function saveEngagementStates(tx: Transaction, states: readonly EngagementState[], actor: Actor): Promise<void> {
  const removed = states.filter((state) => state.status === null).map((state) => state.clientId);
  if (removed.length > 0) await tx.execute(sql`DELETE FROM ${engagementLetters} WHERE client_id = ANY(${sql.param(removed)}::uuid[])`);
  await upsertClientRecords(tx, { table: engagementLetters, fields: FIELDS, rows: states.filter((state) => state.status !== null), actorId: actor.id });
}
