import type { Db } from '../../db/client.ts';
import { compactTaskCounts } from '../../db/task-counts.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicJob } from '../../periodic-job.ts';

const EVERY_MS = 60_000;

/**
 * Folds task_counts' deltas every minute, so its sums read a few hundred rows, not one per task
 * write since the start (some 20 a second under the load test). Every instance may run it.
 */
export function startTaskCountsJob({ db, logger, everyMs = EVERY_MS }: { db: Db; logger: Logger; everyMs?: number }) {
  return startPeriodicJob({
    everyMs,
    work: () =>
      compactTaskCounts(db).catch((error: unknown) => logger.warn({ err: error }, 'compteurs de tâches : échec du regroupement, nouvel essai plus tard')),
  });
}
