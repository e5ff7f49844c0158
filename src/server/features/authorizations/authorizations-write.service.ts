import { and, eq, sql } from 'drizzle-orm';
import type { AuthorizationKind, AuthorizationRow, AuthorizationStatus } from '../../../shared/authorizations.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { clientAuthorizations } from '../../db/schema/index.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockActiveClient } from '../../batches/active-clients.ts';
import { getAuthorization } from './authorizations.service.ts';

export type AuthorizationUpdate = { status?: AuthorizationStatus; authorizationDate?: string | null };

/** The journal's key for one cell: the table has no id of its own. */
export const authorizationEntityId = (clientId: string, kind: AuthorizationKind) => `${clientId}:${kind}`;

/**
 * One upsert on (client, kind): the first change creates the record (a_faire when only a date is
 * given), later ones update it; what is not given is kept. Returns the journal entries.
 */
async function upsertAuthorization({
  tx,
  kind,
  clientId,
  update,
  actor,
}: {
  tx: Transaction;
  kind: AuthorizationKind;
  clientId: string;
  update: AuthorizationUpdate;
  actor: Actor;
}): Promise<ActivityEntry[]> {
  const cell = and(eq(clientAuthorizations.clientId, clientId), eq(clientAuthorizations.kind, kind));
  const [before] = await tx
    .select({ status: clientAuthorizations.status, authorizationDate: clientAuthorizations.authorizationDate })
    .from(clientAuthorizations)
    .where(cell);
  const [after] = await tx
    .insert(clientAuthorizations)
    .values({ clientId, kind, ...update, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: [clientAuthorizations.clientId, clientAuthorizations.kind],
      set: { ...update, updatedBy: actor.id, updatedAt: sql`now()` },
    })
    .returning({ status: clientAuthorizations.status, authorizationDate: clientAuthorizations.authorizationDate });
  // No record reads as a_faire without a date: that is what the person saw before the change.
  const seen = { status: before?.status ?? 'a_faire', authorizationDate: before?.authorizationDate ?? null };
  return changedFields({ entity: 'authorization', entityId: authorizationEntityId(clientId, kind), clientId }, seen, after ?? seen);
}

/**
 * SPEC §4: setting a client's URSSAF habilitation to pas_necessaire sets its bank URSSAF mandate
 * to pas_necessaire too (created if absent), in the same transaction and the same journal. The
 * one statement of that rule, for the cell and for a bulk change alike.
 */
export function cascadedUpdates(kind: AuthorizationKind, update: AuthorizationUpdate): { kind: AuthorizationKind; update: AuthorizationUpdate }[] {
  return kind === 'urssaf' && update.status === 'pas_necessaire' ? [{ kind: 'bank_urssaf', update: { status: 'pas_necessaire' } }] : [];
}

/** One cell's change, with the cascade of cascadedUpdates. */
export async function updateAuthorization({
  db,
  kind,
  clientId,
  update,
  actor,
}: {
  db: Db;
  kind: AuthorizationKind;
  clientId: string;
  update: AuthorizationUpdate;
  actor: Actor;
}): Promise<AuthorizationRow> {
  return db.transaction(async (tx) => {
    await lockActiveClient({ tx, clientId });
    const entries = await upsertAuthorization({ tx, kind, clientId, update, actor });
    for (const cascade of cascadedUpdates(kind, update)) {
      entries.push(...(await upsertAuthorization({ tx, kind: cascade.kind, clientId, update: cascade.update, actor })));
    }
    await recordActivity(tx, actor, entries);
    return getAuthorization({ db: tx, kind, clientId });
  });
}
