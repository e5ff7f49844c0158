import { eq } from 'drizzle-orm';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../auth/acting-user.ts';

/** Deletes one task (its notifications go with it); the journal keeps its title. */
export async function deleteTask({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(tasks).where(eq(tasks.id, id)).returning({ clientId: tasks.clientId, title: tasks.title });
    if (!deleted) throw notFound('Tâche');
    await recordActivity(tx, actor, [{ entity: 'task', entityId: id, clientId: deleted.clientId, action: 'delete', oldValue: deleted.title }]);
  });
}
