import { getTableColumns, sql } from 'drizzle-orm';
import { eInvoicingFieldsSchema, NO_RECORD, type EInvoicingField, type EInvoicingFields, type EInvoicingUpdate } from '../../../shared/e-invoicing/api.ts';
import { OTHER_PLATFORM } from '../../../shared/e-invoicing/platforms.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Transaction } from '../../db/client.ts';
import { clientEInvoicing } from '../../db/schema/index.ts';

// A client's e-invoicing record as people edit it: its editable fields (a client without a record
// reads as the shared NO_RECORD), the platform rule, and the set-based read and upsert every write goes through.

/** The editable fields, in the contract's order; lastReminderAt is written by the mail's delivery only. */
export const EDITABLE_FIELDS = Object.keys(eInvoicingFieldsSchema.shape) as EInvoicingField[];

export type EInvoicingState = EInvoicingFields & { clientId: string };

const COLUMNS = getTableColumns(clientEInvoicing);
const column = (field: EInvoicingField) => sql.identifier(COLUMNS[field].name);

/**
 * The record after `update`, what is not given kept. The free text names « Autre » only: another
 * platform clears it, and a name given without a platform means « Autre » with that name (the
 * page's text field next to the select). Null when the result would be « Autre » without a name.
 */
export function nextState(before: EInvoicingState, update: EInvoicingUpdate): EInvoicingState | null {
  const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as Partial<EInvoicingFields>;
  const next: EInvoicingState = { ...before, ...given };
  const platform = update.platform === undefined && update.platformOther ? OTHER_PLATFORM : next.platform;
  const platformOther = platform === OTHER_PLATFORM ? next.platformOther || null : null;
  if (platform === OTHER_PLATFORM && platformOther === null) return null;
  return { ...next, platform, platformOther };
}

/** The records of these clients, a client without one read as NO_RECORD. */
export async function readStates(tx: Transaction, clientIds: readonly string[]): Promise<Map<string, EInvoicingState>> {
  const { rows } = await tx.execute<EInvoicingState>(sql`
    SELECT client_id AS "clientId", ${sql.join(
      EDITABLE_FIELDS.map((field) => sql`${column(field)} AS ${sql.identifier(field)}`),
      sql`, `,
    )}
    FROM ${clientEInvoicing} WHERE client_id = ANY(${sql.param([...clientIds])}::uuid[])`);
  const stored = new Map(rows.map((row) => [row.clientId, row]));
  return new Map(clientIds.map((clientId) => [clientId, stored.get(clientId) ?? { clientId, ...NO_RECORD }]));
}

/**
 * One upsert for all the records, whatever their number: the rows travel as one JSON parameter,
 * typed by the table itself (jsonb_populate_recordset), so no 65,535-parameter limit and no
 * hand-written column types. The reminder columns are never in the SET list.
 */
export async function upsertStates(tx: Transaction, states: readonly EInvoicingState[], actor: Actor): Promise<void> {
  if (states.length === 0) return;
  const json = states.map((state) => Object.fromEntries([['client_id', state.clientId], ...EDITABLE_FIELDS.map((field) => [COLUMNS[field].name, state[field]])]));
  const columns = sql.join(EDITABLE_FIELDS.map(column), sql`, `);
  await tx.execute(sql`
    INSERT INTO ${clientEInvoicing} (client_id, ${columns}, updated_by)
    SELECT v.client_id, ${sql.join(
      EDITABLE_FIELDS.map((field) => sql`v.${column(field)}`),
      sql`, `,
    )}, ${actor.id}::uuid
    FROM jsonb_populate_recordset(NULL::client_e_invoicing, ${JSON.stringify(json)}::jsonb) AS v
    ON CONFLICT (client_id) DO UPDATE SET
      ${sql.join(
        EDITABLE_FIELDS.map((field) => sql`${column(field)} = EXCLUDED.${column(field)}`),
        sql`, `,
      )},
      updated_by = EXCLUDED.updated_by, updated_at = now()`);
}
