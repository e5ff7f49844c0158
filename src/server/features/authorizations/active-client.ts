import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';

/**
 * Checks the client is there and active, and holds its row until the transaction ends: writers
 * of the same client's authorisations then take turns, so each reads the value it replaces
 * (the journal's « old » is exact even when twenty people click at once).
 */
export async function lockActiveClient({ tx, clientId }: { tx: Transaction; clientId: string }): Promise<void> {
  const [client] = await tx
    .select({ status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('no key update');
  if (!client) throw notFound('Client');
  if (client.status !== 'actif') throw new AppError('BAD_REQUEST', "Ce client n'est pas actif.");
}
