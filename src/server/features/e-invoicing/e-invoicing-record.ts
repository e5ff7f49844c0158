import { eInvoicingFieldsSchema, NO_RECORD, type EInvoicingField, type EInvoicingFields, type EInvoicingUpdate } from '../../../shared/e-invoicing/api.ts';
import { OTHER_PLATFORM } from '../../../shared/e-invoicing/platforms.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Transaction } from '../../db/client.ts';
import { readClientRecords, upsertClientRecords } from '../../db/client-records.ts';
import { clientEInvoicing } from '../../db/schema/index.ts';

// A client's e-invoicing record as people edit it: its editable fields (a client without a record
// reads as the shared NO_RECORD), the platform rule, and the set-based read and upsert every write goes through.

/** The editable fields, in the contract's order; lastReminderAt is written by the mail's delivery only. */
export const EDITABLE_FIELDS = Object.keys(eInvoicingFieldsSchema.shape) as EInvoicingField[];

export type EInvoicingState = EInvoicingFields & { clientId: string };

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
  const stored = await readClientRecords<EInvoicingState>(tx, { table: clientEInvoicing, fields: EDITABLE_FIELDS, clientIds });
  return new Map(clientIds.map((clientId) => [clientId, stored.get(clientId) ?? { clientId, ...NO_RECORD }]));
}

/** One upsert for all the records, whatever their number (db/client-records.ts). The reminder columns are never written here. */
export async function upsertStates(tx: Transaction, states: readonly EInvoicingState[], actor: Actor): Promise<void> {
  await upsertClientRecords(tx, { table: clientEInvoicing, fields: EDITABLE_FIELDS, rows: states, actorId: actor.id });
}
