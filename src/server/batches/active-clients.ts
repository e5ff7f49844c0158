import { sql } from 'drizzle-orm';
import { BULK_MESSAGES } from '../../shared/bulk.ts';
import type { Transaction } from '../db/client.ts';
import { unknownRows, type RowRefusal } from './refusal.ts';

/**
 * The bulk form of the authorisation and tracking pages' rule (their lockActiveClient): each
 * client must exist and be active. Their rows are held until the transaction ends, in id order
 * so that two bulk writes never wait on each other in a cycle; single-row writers take the same
 * lock, so each journal entry's « old » value is the one really replaced.
 */
export async function lockActiveClients({ tx, ids }: { tx: Transaction; ids: readonly string[] }): Promise<RowRefusal[]> {
  const { rows } = await tx.execute<{ id: string; status: string }>(sql`
    SELECT id, status FROM clients WHERE id = ANY(${sql.param(ids)}::uuid[]) ORDER BY id FOR NO KEY UPDATE`);
  const inactive = rows.filter((row) => row.status !== 'actif').map((row) => ({ id: row.id, message: BULK_MESSAGES.inactiveClient }));
  return [...unknownRows(ids, new Set(rows.map((row) => row.id))), ...inactive];
}
