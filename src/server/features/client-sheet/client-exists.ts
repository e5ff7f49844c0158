import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/**
 * 404 'Client introuvable.' unless the client exists. With `lock`, a concurrent delete of the
 * client waits for the caller's transaction (a note is never written on a vanishing client).
 */
export async function assertClientExists({ db, clientId, lock = false }: { db: DbOrTx; clientId: string; lock?: boolean }) {
  const query = db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  const [row] = lock ? await query.for('key share') : await query;
  if (!row) throw notFound('Client');
}
