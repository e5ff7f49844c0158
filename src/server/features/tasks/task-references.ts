import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { clients, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export const UNKNOWN_CLIENT = 'Client inconnu ou inactif';
export const UNKNOWN_USER = 'Utilisateur inconnu';

const refused = (path: string, message: string) => new AppError('VALIDATION', message, { issues: [{ path, message }] });

/** A task is filed under an active client (the form lists only those), or none. */
export async function checkActiveClient({ tx, clientId }: { tx: Transaction; clientId: string | null }): Promise<void> {
  if (!clientId) return;
  const [client] = await tx.select({ status: clients.status }).from(clients).where(eq(clients.id, clientId));
  if (client?.status !== 'actif') throw refused('clientId', UNKNOWN_CLIENT);
}

export type Assignee = { id: string; email: string; fullName: string };

/** The assignee, who must exist; undefined for an unassigned task. */
export async function findAssignee({ tx, userId }: { tx: Transaction; userId: string | null }): Promise<Assignee | undefined> {
  if (!userId) return undefined;
  const [user] = await tx.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, userId));
  if (!user) throw refused('assignedTo', UNKNOWN_USER);
  return user;
}
