import { and, eq } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.ts';
import { clientCollaborators, clients } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { brokenForeignKey } from './constraint-violation.ts';

const COLLABORATOR_FOREIGN_KEY = 'client_collaborators_collaborator_id_users_id_fk';

type AssignmentOptions = { db: Db; clientId: string; collaboratorId: string; updatedBy: string };

/** An assignment is a change to the client: it records who made it, and fails if the client is gone. */
async function touchClient(tx: Transaction, { clientId, updatedBy }: { clientId: string; updatedBy: string }) {
  const [touched] = await tx
    .update(clients)
    .set({ updatedBy })
    .where(eq(clients.id, clientId))
    .returning({ id: clients.id });
  if (!touched) throw notFound('Client');
}

/** Idempotent: assigning someone already assigned changes nothing and is no error. */
export async function addCollaborator({ db, clientId, collaboratorId, updatedBy }: AssignmentOptions): Promise<void> {
  await db
    .transaction(async (tx) => {
      await touchClient(tx, { clientId, updatedBy });
      await tx.insert(clientCollaborators).values({ clientId, collaboratorId }).onConflictDoNothing();
    })
    .catch((error: unknown) => {
      if (brokenForeignKey(error) === COLLABORATOR_FOREIGN_KEY) throw notFound('Utilisateur');
      throw error;
    });
}

/** Idempotent too: removing someone who is not assigned leaves nothing to do. */
export async function removeCollaborator({ db, clientId, collaboratorId, updatedBy }: AssignmentOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await touchClient(tx, { clientId, updatedBy });
    await tx
      .delete(clientCollaborators)
      .where(and(eq(clientCollaborators.clientId, clientId), eq(clientCollaborators.collaboratorId, collaboratorId)));
  });
}
