import { eq } from 'drizzle-orm';
import { TASK_MESSAGES } from '../../../shared/tasks.ts';
import type { Transaction } from '../../db/client.ts';
import { clients, missions, users } from '../../db/schema/index.ts';
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

/**
 * A task's mission (Production), read in SQL from the missions' table (the tasks feature imports no
 * other): it must exist, and be the task's client's when the task has one. Locked for share, so a
 * client deletion cascading to the mission waits for the task's write, or the check sees it gone.
 */
export async function checkMission({ tx, missionId, clientId }: { tx: Transaction; missionId: string | null; clientId: string | null }): Promise<void> {
  if (!missionId) return;
  const [mission] = await tx.select({ clientId: missions.clientId }).from(missions).where(eq(missions.id, missionId)).for('share');
  if (!mission) throw refused('missionId', TASK_MESSAGES.missionUnknown);
  if (clientId && mission.clientId !== clientId) throw refused('missionId', TASK_MESSAGES.missionOfOtherClient);
}
