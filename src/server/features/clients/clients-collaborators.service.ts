import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { clientCollaborators, clients, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { brokenForeignKey } from './constraint-violation.ts';

const COLLABORATOR_FOREIGN_KEY = 'client_collaborators_collaborator_id_users_id_fk';

type AssignmentOptions = { db: Db; clientId: string; collaboratorId: string; actor: Actor };

/** The journal's key for one assignment: the table has no id of its own. */
export const collaboratorEntityId = (clientId: string, collaboratorId: string) => `${clientId}:${collaboratorId}`;

/** The name is copied into the journal, which outlives the account. */
async function collaboratorName(tx: Transaction, collaboratorId: string): Promise<string> {
  const [user] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, collaboratorId));
  return user?.fullName ?? collaboratorId;
}

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
export async function addCollaborator({ db, clientId, collaboratorId, actor }: AssignmentOptions): Promise<void> {
  await db
    .transaction(async (tx) => {
      await touchClient(tx, { clientId, updatedBy: actor.id });
      const added = await tx
        .insert(clientCollaborators)
        .values({ clientId, collaboratorId })
        .onConflictDoNothing()
        .returning({ clientId: clientCollaborators.clientId });
      if (added.length === 0) return;
      await recordActivity(tx, actor, [
        {
          entity: 'client_collaborator',
          entityId: collaboratorEntityId(clientId, collaboratorId),
          clientId,
          action: 'create',
          field: 'collaboratorId',
          newValue: await collaboratorName(tx, collaboratorId),
        },
      ]);
    })
    .catch((error: unknown) => {
      if (brokenForeignKey(error) === COLLABORATOR_FOREIGN_KEY) throw notFound('Utilisateur');
      throw error;
    });
}

/** Idempotent too: removing someone who is not assigned leaves nothing to do. */
export async function removeCollaborator({ db, clientId, collaboratorId, actor }: AssignmentOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await touchClient(tx, { clientId, updatedBy: actor.id });
    const removed = await tx
      .delete(clientCollaborators)
      .where(and(eq(clientCollaborators.clientId, clientId), eq(clientCollaborators.collaboratorId, collaboratorId)))
      .returning({ clientId: clientCollaborators.clientId });
    if (removed.length === 0) return;
    await recordActivity(tx, actor, [
      {
        entity: 'client_collaborator',
        entityId: collaboratorEntityId(clientId, collaboratorId),
        clientId,
        action: 'delete',
        field: 'collaboratorId',
        oldValue: await collaboratorName(tx, collaboratorId),
      },
    ]);
  });
}
