import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicJob } from '../../periodic-job.ts';
import { createTaskReminders } from './task-reminders.ts';

const EVERY_MS = 5 * 60_000;

/** Writes the bell's reminders now and every five minutes; every instance may run it (idempotent). */
export function startReminderJob({ db, logger, everyMs = EVERY_MS }: { db: Db; logger: Logger; everyMs?: number }) {
  return startPeriodicJob({
    everyMs,
    work: () =>
      createTaskReminders({ db })
        .then((created) => created > 0 && logger.info({ created }, 'rappels de tâches créés'))
        .catch((error: unknown) => logger.warn({ err: error }, 'rappels de tâches : échec, nouvel essai plus tard')),
  });
}
