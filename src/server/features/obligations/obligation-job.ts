import { eq, sql } from 'drizzle-orm';
import { parisToday } from '../../../shared/dates.ts';
import type { Database } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicJob } from '../../periodic-job.ts';
import { regenerateObligations, type RegenerationResult } from './regenerate-obligations.ts';

/** How often the job looks whether the Paris day changed. */
const EVERY_MS = 10 * 60_000;
// Any constant: one instance at a time rolls the window; the others skip that turn.
const GENERATION_LOCK = 720_515;

const JOB_NAME = 'obligations';

/**
 * One pass of the daily regeneration, if no other instance is running one: null when skipped,
 * 'done' when `runKey` (the Paris day and the build) says this pass was already completed, by
 * this instance before a restart or by another. The lock is PostgreSQL's (session-level, on one
 * pooled connection held for the pass), so it holds across instances and is freed if this
 * process dies. The pass itself commits client batch by client batch (regenerateObligations on
 * `db`), and is idempotent: a second pass the same day rewrites nothing, but costs seconds of
 * CPU at 10,000 clients, which a restart right after a deploy should not spend again.
 */
export async function runObligationGeneration({
  database,
  today,
  runKey,
}: {
  database: Pick<Database, 'db' | 'pool'>;
  today: string;
  runKey?: string;
}): Promise<RegenerationResult | 'done' | null> {
  const connection = await database.pool.connect();
  try {
    const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [GENERATION_LOCK]);
    if (!rows[0]?.locked) return null;
    try {
      if (runKey) {
        const [last] = await database.db.select({ doneFor: jobRuns.doneFor }).from(jobRuns).where(eq(jobRuns.name, JOB_NAME));
        if (last?.doneFor === runKey) return 'done';
      }
      const result = await regenerateObligations({ db: database.db, today });
      // Recorded once the pass is complete: a pass cut short runs again.
      if (runKey) {
        await database.db
          .insert(jobRuns)
          .values({ name: JOB_NAME, doneFor: runKey })
          .onConflictDoUpdate({ target: jobRuns.name, set: { doneFor: runKey, doneAt: sql`now()` } });
      }
      return result;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [GENERATION_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/**
 * Rolls every client's window at start (a fresh install or an upgrade fills the table) and then
 * whenever the Paris day changes, like the reminder job; a start the same day as a completed pass
 * of the same build (`build`: a new release brings new rules) skips it. A pass another instance
 * held is tried again at the next look; a failed one too.
 */
export function startObligationJob({
  database,
  logger,
  build,
  everyMs = EVERY_MS,
  today = () => parisToday(),
}: {
  database: Pick<Database, 'db' | 'pool'>;
  logger: Logger;
  build: string;
  everyMs?: number;
  today?: () => string;
}) {
  let doneFor: string | undefined;
  return startPeriodicJob({
    everyMs,
    work: () => {
      const day = today();
      if (doneFor === day) return undefined;
      const started = Date.now();
      return runObligationGeneration({ database, today: day, runKey: `${day} ${build}` })
        .then((result) => {
          if (!result) return;
          doneFor = day;
          if (result === 'done') logger.debug({ day, build }, 'échéances : passe du jour déjà faite');
          else logger.info({ ...result, ms: Date.now() - started }, 'échéances régénérées pour la fenêtre glissante');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'échéances : régénération quotidienne en échec, nouvel essai plus tard'));
    },
  });
}
