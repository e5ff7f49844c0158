import { eq, sql } from 'drizzle-orm';
import { BULK_MESSAGES } from '../../shared/bulk.ts';
import type { Transaction } from '../db/client.ts';
import { clients } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { unknownRows, type RowRefusal } from './refusal.ts';

/**
 * A per-client page's write (Habilitations, Suivi, Facturation électronique) on one client:
 * checks the client is there (404) and active (400), and holds its row until the transaction
 * ends. Writers of the same client then take turns, so each reads the value it replaces (the
 * journal's « old » is exact even when twenty people click at once).
 */
export async function lockActiveClient({ tx, clientId }: { tx: Transaction; clientId: string }): Promise<void> {
  const [client] = await tx.select({ status: clients.status }).from(clients).where(eq(clients.id, clientId)).for('no key update');
  if (!client) throw notFound('Client');
  if (client.status !== 'actif') throw new AppError('BAD_REQUEST', "Ce client n'est pas actif.");
}

/**
 * The bulk form of lockActiveClient: each client must exist and be active. Their rows are held
 * until the transaction ends, in id order so that two bulk writes never wait on each other in a
 * cycle; single-row writers take the same lock, so each journal entry's « old » value is the one
 * really replaced.
 */
export async function lockActiveClients({ tx, ids }: { tx: Transaction; ids: readonly string[] }): Promise<RowRefusal[]> {
  const { rows } = await tx.execute<{ id: string; status: string }>(sql`
    SELECT id, status FROM clients WHERE id = ANY(${sql.param(ids)}::uuid[]) ORDER BY id FOR NO KEY UPDATE`);
  const inactive = rows.filter((row) => row.status !== 'actif').map((row) => ({ id: row.id, message: BULK_MESSAGES.inactiveClient }));
  return [...unknownRows(ids, new Set(rows.map((row) => row.id))), ...inactive];
}
