import { sql } from 'drizzle-orm';
import type { ActivityEntityCode } from '../db/schema/activity.ts';
import type { Db } from '../db/client.ts';

/**
 * What a list's rows were built from, read from the activity journal: the journal ids of the
 * entities the list reads, as seen by one snapshot. Every write that changes a list journals one of
 * its entities in the same transaction, and journal rows are never updated or deleted, so two
 * snapshots that see the same set of those ids see the same list.
 *
 * The set is told apart by four numbers, because journal ids are taken at insert, not at commit (a
 * transaction holding id 100 may commit after one holding 101 was read): the newest id alone would
 * miss such a late commit.
 * - floor: an id below which nothing can still commit (see settledFloor);
 * - top: the highest id of the entities, and at: when it was written (a restored backup hands out
 *   the same ids again for other writes; their times differ);
 * - count: how many ids of the entities lie in (floor, top].
 * Proof: ids ≤ floor belong to finished transactions, so every later snapshot sees the same ones;
 * between floor and top a later snapshot sees a superset, equal when the count is equal; above top
 * there is nothing while top is the same.
 */
export type DataVersion = { floor: number; top: number; count: number; at: number };

type SeenIds = { top: number; count: number; at: number };

/**
 * The newest id of the entities and the count above `floor`, in one statement on
 * activity_log_entity_id_idx: one backward step per entity, then a range per entity.
 */
async function readSeenIds(db: Db, entities: readonly ActivityEntityCode[], floor: number): Promise<SeenIds> {
  const kinds = sql`${sql.param(entities)}::activity_entity[]`;
  const { rows } = await db.execute<{ top: string | null; at: string | null; count: string }>(sql`
    WITH newest AS (
      SELECT latest.id, latest.at
      FROM unnest(${kinds}) AS wanted(entity)
      CROSS JOIN LATERAL (
        SELECT id, at FROM activity_log WHERE activity_log.entity = wanted.entity ORDER BY id DESC LIMIT 1
      ) AS latest
      ORDER BY latest.id DESC
      LIMIT 1
    )
    SELECT newest.id::text AS top,
      (extract(epoch FROM newest.at) * 1000)::bigint::text AS at,
      (SELECT count(*) FROM activity_log
        WHERE entity = ANY(${kinds}) AND id > ${floor} AND id <= coalesce(newest.id, 0))::text AS count
    FROM (SELECT 1) AS one LEFT JOIN newest ON true`);
  const [row] = rows;
  return { top: Number(row?.top ?? 0), count: Number(row?.count ?? 0), at: Number(row?.at ?? 0) };
}

/** Advisory locks of this class (the two-key form) are journal tickets: see takeJournalTicket. */
const TICKET_CLASS = 720_516;

/**
 * The last journal id the sequence has handed out. The ticket and the floor must read it alike.
 * is_called false (a fresh or reset sequence): last_value is the next id to hand out, not one
 * handed out.
 */
const LAST_HANDED_OUT = sql`(SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM activity_log_id_seq)`;

/**
 * Taken by every journal write before its ids (in record-activity.ts' statement): a shared
 * advisory lock, held until the transaction ends, whose key is the last id handed out so far,
 * hence lower than any id this transaction will take. While it writes, readers of the version
 * still find a settled floor (below the lowest ticket) instead of none: under a steady flow of
 * writes, some write is nearly always in flight. Capped at the largest int4 key, past which the
 * floor simply stops rising while writes are in flight.
 */
export const journalTicket = sql`SELECT pg_advisory_xact_lock_shared(${TICKET_CLASS}, least(${LAST_HANDED_OUT}, 2147483647)::int)`;

/**
 * An id such that every transaction that took a journal id up to it has ended, or null when that
 * cannot be told. An INSERT locks activity_log (RowExclusiveLock) before it takes ids from the
 * sequence and keeps the lock until it commits or rolls back, and PostgreSQL releases locks after
 * the commit is visible to new snapshots. So: read the ids handed out so far, then, strictly
 * afterwards, look at who holds that lock. Every writer holding it took its ticket first (see
 * takeJournalTicket), so its ids are above the lowest ticket: the floor is the lower of the two.
 * A writer without a ticket (a hand-written INSERT) leaves no floor. Any snapshot taken after the
 * check sees every id up to the floor that will ever commit. This relies on the sequence's CACHE 1
 * (the default, checked by data-version.test.ts): with a larger cache a session could use a
 * pre-allocated id later without holding the lock now.
 */
export async function settledFloor(db: Db): Promise<number | null> {
  const handedOut = await db.execute<{ id: string }>(sql`SELECT ${LAST_HANDED_OUT}::text AS id`);
  // Another statement, so the lock table is read after the sequence. Waiting requests count too:
  // they will take ids; their database is compared because test databases copied from one template
  // share the table's oid.
  const writing = await db.execute<{ unticketed: boolean; ticket: string | null }>(sql`
    WITH here AS (SELECT oid FROM pg_database WHERE datname = current_database()),
    tickets AS (
      SELECT pid, objid::bigint AS ticket FROM pg_locks
      WHERE locktype = 'advisory' AND classid = ${TICKET_CLASS} AND objsubid = 2 AND database = (SELECT oid FROM here)
    )
    SELECT
      EXISTS (
        SELECT 1 FROM pg_locks l
        WHERE l.locktype = 'relation' AND l.mode = 'RowExclusiveLock' AND l.relation = 'activity_log'::regclass
          AND l.database = (SELECT oid FROM here) AND l.pid NOT IN (SELECT pid FROM tickets)
      ) AS unticketed,
      (SELECT min(ticket)::text FROM tickets) AS ticket`);
  const [row] = writing.rows;
  if (!row || row.unticketed) return null;
  const floor = Number(handedOut.rows[0]?.id ?? 0);
  return row.ticket === null ? floor : Math.min(floor, Number(row.ticket));
}

/**
 * The version to send with a list, read before the list itself so the list is at least as new
 * (a newer list under an older version only costs one more download later). Null when no floor
 * can be proven (settledFloor): that answer goes without a validator.
 */
export async function readDataVersion(db: Db, entities: readonly ActivityEntityCode[]): Promise<DataVersion | null> {
  const floor = await settledFloor(db);
  if (floor === null) return null;
  // A new statement, hence a snapshot taken after the floor was proven settled.
  return { floor, ...(await readSeenIds(db, entities, floor)) };
}

/**
 * Past this many ids between a validator's floor and top, a revalidation answers 200 rather than
 * count them: the floor comes from the browser, and the count must stay a short index range.
 */
const MAX_COUNTED_IDS = 200_000;

/** Whether a version given back by a browser still describes the entities: the 304 path's one query. */
export async function isCurrentDataVersion(db: Db, entities: readonly ActivityEntityCode[], version: DataVersion): Promise<boolean> {
  if (version.top - version.floor > MAX_COUNTED_IDS) return false;
  const seen = await readSeenIds(db, entities, version.floor);
  return seen.top === version.top && seen.count === version.count && seen.at === version.at;
}

/**
 * The clients whose rows may differ from a list built at a version with this `floor`: every entry
 * of the entities above it (a superset of what changed since, as ids up to the floor were all
 * visible to that build). Null when the list must be read whole: an entry with no client (a user
 * deleted, a tracking year added) or more than `limit` clients.
 */
export async function clientsChangedSince(db: Db, entities: readonly ActivityEntityCode[], floor: number, limit: number): Promise<Set<string> | null> {
  const { rows } = await db.execute<{ clientId: string | null }>(sql`
    SELECT DISTINCT client_id AS "clientId" FROM activity_log
    WHERE entity = ANY(${sql.param(entities)}::activity_entity[]) AND id > ${floor}
    LIMIT ${limit + 1}`);
  if (rows.length > limit || rows.some((row) => row.clientId === null)) return null;
  return new Set(rows.map((row) => row.clientId ?? ''));
}
