import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { StoredTask } from './task-next-occurrence.ts';

/**
 * Reads a task and holds its row until the transaction ends: two people changing one task take
 * turns, so each journal entry's « old » value is the one really replaced, and a double click on
 * termine cannot create two next occurrences.
 */
export async function lockTask({ tx, id }: { tx: Transaction; id: string }): Promise<StoredTask> {
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  if (!task) throw notFound('Tâche');
  return task;
}
