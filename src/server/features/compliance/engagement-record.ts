import { getTableColumns, sql } from 'drizzle-orm';
import type { EngagementMission, EngagementStatus, FeesMode } from '../../../shared/compliance/engagement.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
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
const COLUMNS = getTableColumns(engagementLetters);
const column = (field: keyof EngagementRecord) => sql.identifier(COLUMNS[field].name);
// numeric comes back from the driver as text; the enum array as PostgreSQL's array text: both read as JSON.
const selected = (field: keyof EngagementRecord) =>
  field === 'fees' ? sql`fees::float8` : field === 'missions' ? sql`to_jsonb(missions)` : column(field);

/** The letters of these clients, a client without one read as NO_LETTER. */
export async function readEngagementStates(tx: DbOrTx, clientIds: readonly string[]): Promise<Map<string, EngagementState>> {
  const { rows } = await tx.execute<EngagementState>(sql`
    SELECT client_id AS "clientId", ${sql.join(
      FIELDS.map((field) => sql`${selected(field)} AS ${sql.identifier(field)}`),
      sql`, `,
    )}
    FROM ${engagementLetters} WHERE client_id = ANY(${sql.param([...clientIds])}::uuid[])`);
  const stored = new Map(rows.map((row) => [row.clientId, row]));
  return new Map(clientIds.map((clientId) => [clientId, stored.get(clientId) ?? { clientId, ...NO_LETTER }]));
}

/** Writes the letters in one upsert; a state without a status removes the client's letter. */
export async function saveEngagementStates(tx: Transaction, states: readonly EngagementState[], actor: Actor): Promise<void> {
  const removed = states.filter((state) => state.status === null).map((state) => state.clientId);
  if (removed.length > 0) await tx.execute(sql`DELETE FROM ${engagementLetters} WHERE client_id = ANY(${sql.param(removed)}::uuid[])`);
  const kept = states.filter((state) => state.status !== null);
  if (kept.length === 0) return;
  const json = kept.map((state) => Object.fromEntries([['client_id', state.clientId], ...FIELDS.map((field) => [COLUMNS[field].name, state[field]])]));
  await tx.execute(sql`
    INSERT INTO ${engagementLetters} (client_id, ${sql.join(FIELDS.map(column), sql`, `)}, updated_by)
    SELECT v.client_id, ${sql.join(
      FIELDS.map((field) => sql`v.${column(field)}`),
      sql`, `,
    )}, ${actor.id}::uuid
    FROM jsonb_populate_recordset(NULL::engagement_letters, ${JSON.stringify(json)}::jsonb) AS v
    ON CONFLICT (client_id) DO UPDATE SET
      ${sql.join(
        FIELDS.map((field) => sql`${column(field)} = EXCLUDED.${column(field)}`),
        sql`, `,
      )},
      updated_by = EXCLUDED.updated_by, updated_at = now()`);
}
