import { eq } from 'drizzle-orm';
import { NEW_CLIENT_DEFAULTS, type ClientPatch, type ClientRow } from '../../../shared/clients.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ClientFollower } from '../../feature.ts';
import { followClientWrites, patchedFields } from './client-followers.ts';
import { clientFieldColumns, getClient } from './clients.service.ts';
import { brokenForeignKey } from './constraint-violation.ts';

// Named by the migration; an unknown software is the caller's mistake, not a crash.
const SOFTWARE_FOREIGN_KEY = 'clients_software_id_software_id_fk';

/** Rethrows a missing software as the message the Logiciel cell shows. */
function explainUnknownSoftware(error: unknown): never {
  if (brokenForeignKey(error) === SOFTWARE_FOREIGN_KEY) {
    throw new AppError('VALIDATION', 'Logiciel inconnu', { issues: [{ path: 'softwareId', message: 'Logiciel inconnu' }], cause: error });
  }
  throw error;
}

/** SPEC defaults: 'Nouveau client', a SIRET of 14 zeros, status actif (the column default). */
export async function createClient({
  db,
  input,
  actor,
  followers,
}: {
  db: Db;
  input: ClientPatch;
  actor: Actor;
  followers: readonly ClientFollower[];
}): Promise<ClientRow> {
  return db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(clients)
        .values({ ...NEW_CLIENT_DEFAULTS, ...input, updatedBy: actor.id })
        .returning({ id: clients.id, raisonSociale: clients.raisonSociale });
      if (!created) throw new AppError('INTERNAL', "Erreur lors de l'ajout du client");
      await recordActivity(tx, actor, [
        { entity: 'client', entityId: created.id, clientId: created.id, action: 'create', field: 'raisonSociale', newValue: created.raisonSociale },
      ]);
      // What derives from it (its deadlines) exists as soon as it does: the Échéances page never lags behind the Clients table.
      await followClientWrites({ tx, followers, writes: [{ id: created.id, created: true }] });
      return getClient({ db: tx, id: created.id });
    })
    .catch(explainUnknownSoftware);
}

export async function updateClient({
  db,
  id,
  patch,
  actor,
  followers,
}: {
  db: Db;
  id: string;
  patch: ClientPatch;
  actor: Actor;
  followers: readonly ClientFollower[];
}): Promise<ClientRow> {
  return db
    .transaction(async (tx) => {
      // Locked so two people editing the same client each journal the value they replaced.
      const [before] = await tx.select(clientFieldColumns).from(clients).where(eq(clients.id, id)).for('update');
      if (!before) throw notFound('Client');
      const changes = changedFields({ entity: 'client', entityId: id, clientId: id }, before, patch);
      // A save that changes nothing writes nothing: a new updated_at with no journal line would
      // differ from the lists cached at the journal's version (they would keep the older one).
      if (changes.length === 0) return getClient({ db: tx, id });
      await tx
        .update(clients)
        .set({ ...patch, updatedBy: actor.id })
        .where(eq(clients.id, id));
      await recordActivity(tx, actor, changes);
      // Same transaction: a saved profile and its deadlines are never seen out of step.
      await followClientWrites({ tx, followers, writes: [{ id, fields: patchedFields(patch) }] });
      return getClient({ db: tx, id });
    })
    .catch(explainUnknownSoftware);
}

/** Its assignments, authorisations and tracking rows go with it; its tasks stay, unlinked; its journal stays. */
export async function deleteClient({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(clients).where(eq(clients.id, id)).returning({ raisonSociale: clients.raisonSociale });
    if (!deleted) throw notFound('Client');
    await recordActivity(tx, actor, [
      { entity: 'client', entityId: id, clientId: id, action: 'delete', field: 'raisonSociale', oldValue: deleted.raisonSociale },
    ]);
  });
}
