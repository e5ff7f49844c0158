import { sql } from 'drizzle-orm';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicJob } from '../../periodic-job.ts';
import { OPEN_MISSION, refreshTargets } from './mission-targets.ts';

// The échéances also move without a client write: the obligations feature's daily pass rolls its
// window forward (a liasse due in 13 months enters it) and applies a new release's rules. Once
// that pass is done (its job_runs row, 'obligations', says for which day and build), the open
// missions' target dates are brought in line, once per pass, by one instance at a time.

const EVERY_MS = 10 * 60_000;
// Any constant: one instance at a time; the others skip that turn.
const TARGETS_LOCK = 720_525;
const JOB_NAME = 'missions.targets';
/** The obligations feature's daily pass, as its job records it (features/obligations/obligation-job.ts). */
const OBLIGATIONS_JOB = 'obligations';
/** The journal's line on each mission whose dates moved. */
const TARGETS_NOTE = 'recalculées d’après les échéances';
/** Clients per transaction: each is held as a client write holds it, briefly. */
const CLIENTS_PER_BATCH = 500;

/**
 * Every open mission's target dates from the échéances as they are, client batch by client batch,
 * each batch a transaction that holds its clients as a client write does (the order every mission
 * write takes its locks in). Answers how many clients were looked at.
 */
export async function refreshOpenTargets({ db }: { db: DbOrTx }): Promise<number> {
  const { rows } = await db.execute<{ clientId: string }>(sql`SELECT DISTINCT m.client_id AS "clientId" FROM missions m WHERE ${OPEN_MISSION} ORDER BY 1`);
  const ids = rows.map((row) => row.clientId);
  for (let start = 0; start < ids.length; start += CLIENTS_PER_BATCH) {
    const batch = sql`${sql.param(ids.slice(start, start + CLIENTS_PER_BATCH))}::uuid[]`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM clients WHERE id = ANY(${batch}) ORDER BY id FOR NO KEY UPDATE`);
      const moved = await refreshTargets({ db: tx, where: sql`m.client_id = ANY(${batch}) AND ${OPEN_MISSION}` });
      // Journalled without an author, so that the lists built before (and the browsers holding them) see their dates changed.
      await recordActivity(
        tx,
        null,
        moved.map((mission) => ({ entity: 'mission', entityId: mission.id, clientId: mission.clientId, action: 'update', field: 'targetDates', newValue: TARGETS_NOTE })),
      );
    });
  }
  return ids.length;
}

/**
 * One look: null when another instance holds the turn or no obligations pass was recorded yet,
 * 'done' when the latest pass was followed already, else the number of clients looked at.
 */
export async function runMissionTargets({ database }: { database: Pick<Database, 'db' | 'pool'> }): Promise<number | 'done' | null> {
  const connection = await database.pool.connect();
  try {
    const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [TARGETS_LOCK]);
    if (!rows[0]?.locked) return null;
    try {
      const { rows: runs } = await database.db.execute<{ name: string; doneFor: string }>(sql`
        SELECT name, done_for AS "doneFor" FROM job_runs WHERE name IN (${OBLIGATIONS_JOB}, ${JOB_NAME})`);
      const pass = runs.find((run) => run.name === OBLIGATIONS_JOB)?.doneFor;
      if (!pass) return null;
      if (runs.find((run) => run.name === JOB_NAME)?.doneFor === pass) return 'done';
      const clients = await refreshOpenTargets({ db: database.db });
      await database.db.execute(sql`
        INSERT INTO job_runs (name, done_for) VALUES (${JOB_NAME}, ${pass})
        ON CONFLICT (name) DO UPDATE SET done_for = excluded.done_for, done_at = now()`);
      return clients;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [TARGETS_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/** Looks every ten minutes whether the obligations' pass moved on, and follows it. */
export function startMissionTargetsJob({ database, logger, everyMs = EVERY_MS }: { database: Pick<Database, 'db' | 'pool'>; logger: Logger; everyMs?: number }) {
  return startPeriodicJob({
    everyMs,
    work: () =>
      runMissionTargets({ database })
        .then((result) => {
          if (typeof result === 'number') logger.info({ clients: result }, 'missions : dates cibles recalculées après la passe des échéances');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'missions : recalcul des dates cibles en échec, nouvel essai plus tard')),
  });
}
