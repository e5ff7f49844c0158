import { eq } from 'drizzle-orm';
import { NEW_CLIENT_DEFAULTS, type ClientPatch, type ClientRow } from '../../../shared/clients.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { getClient } from './clients.service.ts';
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
export async function createClient({ db, input, updatedBy }: { db: Db; input: ClientPatch; updatedBy: string }): Promise<ClientRow> {
  return db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(clients)
        .values({ ...NEW_CLIENT_DEFAULTS, ...input, updatedBy })
        .returning({ id: clients.id });
      if (!created) throw new AppError('INTERNAL', "Erreur lors de l'ajout du client");
      return getClient({ db: tx, id: created.id });
    })
    .catch(explainUnknownSoftware);
}

export async function updateClient({
  db,
  id,
  patch,
  updatedBy,
}: {
  db: Db;
  id: string;
  patch: ClientPatch;
  updatedBy: string;
}): Promise<ClientRow> {
  return db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(clients)
        .set({ ...patch, updatedBy })
        .where(eq(clients.id, id))
        .returning({ id: clients.id });
      if (!updated) throw notFound('Client');
      return getClient({ db: tx, id });
    })
    .catch(explainUnknownSoftware);
}

/** Its assignments, authorisations and tracking rows go with it; its tasks stay, unlinked. */
export async function deleteClient({ db, id }: { db: Db; id: string }): Promise<void> {
  const [deleted] = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
  if (!deleted) throw notFound('Client');
}
