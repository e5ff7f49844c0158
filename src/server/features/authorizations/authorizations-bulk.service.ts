import { sql } from 'drizzle-orm';
import type { AuthorizationKind, AuthorizationStatus } from '../../../shared/authorizations.ts';
import type { BulkResult } from '../../../shared/bulk.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockActiveClients } from '../../batches/active-clients.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import { refuseAny } from '../../batches/refusal.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { authorizationEntityId, cascadedUpdates, type AuthorizationUpdate } from './authorizations-write.service.ts';

/** One (client, kind) cell's change; what is not given is kept, as PUT keeps it. */
export type AuthorizationCellChange = AuthorizationUpdate & { clientId: string; kind: AuthorizationKind };
type Cell = { clientId: string; kind: AuthorizationKind; status: AuthorizationStatus; authorizationDate: string | null };
/** The undo of 'authorizations.update': each changed cell as it was (no record reads as a_faire without a date). */
export type AuthorizationSnapshot = { cells: Cell[] };

/** The cells as stored; a cell without a record is absent. */
async function readCells(tx: Transaction, cells: readonly AuthorizationCellChange[]): Promise<Map<string, Cell>> {
  const { rows } = await tx.execute<Cell>(sql`
    SELECT a.client_id AS "clientId", a.kind, a.status, a.authorization_date::text AS "authorizationDate"
    FROM client_authorizations AS a
    JOIN unnest(${sql.param(cells.map((cell) => cell.clientId))}::uuid[], ${sql.param(cells.map((cell) => cell.kind))}::authorization_kind[]) AS v(client_id, kind)
      ON a.client_id = v.client_id AND a.kind = v.kind`);
  return new Map(rows.map((row) => [authorizationEntityId(row.clientId, row.kind), row]));
}

/**
 * Many cells in the caller's transaction, with PUT /api/authorizations/:kind/:clientId's rules:
 * active clients only (each refused one named), created if absent, what is not given kept. One
 * upsert for all the cells that change, one journal entry per changed field under the batch.
 */
export async function applyAuthorizationCells({
  tx,
  cells,
  actor,
  undoOf,
}: {
  tx: Transaction;
  cells: readonly AuthorizationCellChange[];
  actor: Actor;
  undoOf?: string;
}): Promise<BulkResult> {
  refuseAny(await lockActiveClients({ tx, ids: [...new Set(cells.map((cell) => cell.clientId))] }));
  const before = await readCells(tx, cells);
  const batchId = newBatchId();
  const entries: ActivityEntry[] = [];
  const writes: Cell[] = [];
  const undo: Cell[] = [];
  for (const cell of cells) {
    const entityId = authorizationEntityId(cell.clientId, cell.kind);
    const seen = before.get(entityId) ?? { clientId: cell.clientId, kind: cell.kind, status: 'a_faire', authorizationDate: null };
    const after: Cell = {
      ...seen,
      status: cell.status ?? seen.status,
      authorizationDate: cell.authorizationDate === undefined ? seen.authorizationDate : cell.authorizationDate,
    };
    const fields = changedFields(
      { entity: 'authorization', entityId, clientId: cell.clientId },
      { status: seen.status, authorizationDate: seen.authorizationDate },
      { status: after.status, authorizationDate: after.authorizationDate },
    );
    if (fields.length === 0) continue;
    entries.push(...fields);
    writes.push(after);
    undo.push(seen);
  }
  if (writes.length > 0) {
    const column = <T>(pick: (cell: Cell) => T) => sql.param(writes.map(pick));
    await tx.execute(sql`
      INSERT INTO client_authorizations (client_id, kind, status, authorization_date, updated_by)
      SELECT v.*, ${actor.id}::uuid FROM unnest(
        ${column((cell) => cell.clientId)}::uuid[],
        ${column((cell) => cell.kind)}::authorization_kind[],
        ${column((cell) => cell.status)}::authorization_status[],
        ${column((cell) => cell.authorizationDate)}::date[]
      ) AS v
      ON CONFLICT (client_id, kind) DO UPDATE SET
        status = EXCLUDED.status, authorization_date = EXCLUDED.authorization_date, updated_by = EXCLUDED.updated_by, updated_at = now()`);
  }
  await recordActivity(tx, actor, entries, { batchId });
  const snapshot: AuthorizationSnapshot = { cells: undo };
  const clients = new Set(writes.map((cell) => cell.clientId)).size;
  return saveBatch({ tx, id: batchId, actor, kind: 'authorizations.update', rowCount: clients, snapshot, undoOf });
}

/**
 * POST /api/authorizations/:kind/bulk: « Changer le statut » or « Définir la date » for the
 * selected clients of one tab, the URSSAF → bank URSSAF cascade applied to each row.
 */
export async function updateAuthorizationsInBulk({
  db,
  kind,
  clientIds,
  update,
  actor,
}: {
  db: Db;
  kind: AuthorizationKind;
  clientIds: readonly string[];
  update: AuthorizationUpdate;
  actor: Actor;
}): Promise<BulkResult> {
  const changes = [{ kind, update }, ...cascadedUpdates(kind, update)];
  const cells = changes.flatMap((change) => clientIds.map((clientId) => ({ clientId, kind: change.kind, ...change.update })));
  return db.transaction((tx) => applyAuthorizationCells({ tx, cells, actor }));
}
