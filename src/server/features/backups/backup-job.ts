import { EventEmitter } from 'node:events';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { parisIsoDay } from '../../../shared/paris-time.ts';
import type { BackupStatus } from '../../../shared/backups.ts';
import { backupFileName, backupFolder, removePartialFiles } from '../../backup/backup-folder.ts';
import type { Db } from '../../db/client.ts';
import { backups, jobRuns } from '../../db/schema/index.ts';
import { startPeriodicJob } from '../../periodic-job.ts';
import { alertAdmins } from './backup-alerts.ts';
import { reportBadBackup, takeBackup, type BackupServices } from './backup-run.ts';
import { decideNightlyBackup } from './backup-schedule.ts';
import { getBackupSettings } from './backup-settings.ts';

/** How often each instance looks whether a backup is due or asked for. */
const EVERY_MS = 60_000;
// Any constant: one instance at a time takes a backup; the others skip that look.
const BACKUP_LOCK = 720_626;
/** The Paris day of the last nightly slot handled. */
const JOB_NAME = 'backups';
/** When the schedule started (a new installation's first look): the 36 hours run from there until a first backup. */
const SINCE_NAME = 'backups-since';
const OVERDUE_MS = 36 * 3_600_000;

const requests = new EventEmitter();

/** « Sauvegarder maintenant » was recorded (after its commit): this process's job looks now rather than at its next minute. */
export function signalBackupRequested(): void {
  requests.emit('requested');
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });

async function markJob(db: Db, name: string, doneFor: string, options: { keep?: boolean } = {}) {
  const insert = db.insert(jobRuns).values({ name, doneFor });
  await (options.keep ? insert.onConflictDoNothing() : insert.onConflictDoUpdate({ target: jobRuns.name, set: { doneFor, doneAt: sql`now()` } }));
}

/** Backups left running or verifying by a server that stopped (this instance holds the lock: no one else is taking one). */
async function failInterrupted(services: BackupServices) {
  const interrupted = await services.database.db
    .update(backups)
    .set({ status: 'failed', error: 'Interrompue : le serveur s’est arrêté pendant la sauvegarde.', finishedAt: new Date() })
    .where(inArray(backups.status, ['running', 'verifying']))
    .returning({ fileName: backups.fileName, error: backups.error });
  for (const row of interrupted) await reportBadBackup({ services, fileName: row.fileName, status: 'failed', error: row.error ?? '' });
}

/** The backup to take now, if one is: the oldest an admin asked for, else tonight's when its time has passed. */
async function dueBackup(db: Db, now: Date): Promise<{ id: string; fileName: string } | undefined> {
  const [pending] = await db
    .select({ id: backups.id, fileName: backups.fileName })
    .from(backups)
    .where(eq(backups.status, 'pending'))
    .orderBy(asc(backups.startedAt))
    .limit(1);
  if (pending) return pending;
  const { time } = await getBackupSettings({ db });
  const [job] = await db.select({ doneFor: jobRuns.doneFor }).from(jobRuns).where(eq(jobRuns.name, JOB_NAME));
  const decision = decideNightlyBackup({ now, time, doneFor: job?.doneFor ?? null });
  if (decision.action === 'wait') return undefined;
  // Recorded before the run: a failing one is told to the admins and tried again the next night, not every minute.
  await markJob(db, JOB_NAME, decision.slot);
  if (decision.action === 'start') {
    await markJob(db, SINCE_NAME, now.toISOString(), { keep: true });
    return undefined;
  }
  const [created] = await db
    .insert(backups)
    .values({ fileName: backupFileName(now), trigger: 'schedule', status: 'running', startedAt: now })
    .returning({ id: backups.id, fileName: backups.fileName });
  return created;
}

/** No backup written for 36 hours (none since the schedule started, on a new installation): every admin is told, once a Paris day. */
async function checkOverdue(services: BackupServices, now: Date) {
  const { db } = services.database;
  const [latest] = await db
    .select({ at: backups.startedAt })
    .from(backups)
    .where(inArray(backups.status, ['verified', 'unverified']))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  const [since] = await db.select({ at: jobRuns.doneFor }).from(jobRuns).where(eq(jobRuns.name, SINCE_NAME));
  const from = latest?.at ?? (since ? new Date(since.at) : undefined);
  if (!from || now.getTime() - from.getTime() < OVERDUE_MS) return;
  await alertAdmins({
    db,
    appUrl: services.env.APP_URL,
    alert: {
      title: 'Aucune sauvegarde depuis 36 heures',
      body: latest
        ? `La dernière sauvegarde date du ${dateFormat.format(latest.at)}.`
        : `Aucune sauvegarde n’a été prise depuis la mise en service, le ${dateFormat.format(from)}.`,
      dedupeKey: `backup-overdue:${parisIsoDay(now)}`,
    },
  });
}

/**
 * One look of the backup job, if no other instance is taking a backup (PostgreSQL's advisory
 * lock, session-level on one pooled connection held for the look, freed if this process dies):
 * 'locked' when another holds it. Under the lock, backups a stopped server left unfinished are
 * marked failed, then the backup asked for or due tonight is taken (takeBackup never throws), then
 * the 36 hours are checked. Answers the status of the backup taken, or 'idle'.
 */
export async function runBackupLook({ services, now = new Date() }: { services: BackupServices; now?: Date }): Promise<BackupStatus | 'idle' | 'locked'> {
  const connection = await services.database.pool.connect();
  try {
    const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK]);
    if (!rows[0]?.locked) return 'locked';
    try {
      await failInterrupted(services);
      removePartialFiles(backupFolder(services.env));
      const due = await dueBackup(services.database.db, now);
      const status = due ? await takeBackup({ services, backup: due }) : 'idle';
      await checkOverdue(services, now);
      return status;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/** The backup job: every instance looks each minute, and at once when an admin asks in this one; one at a time takes it. */
export function startBackupJob({ services, everyMs = EVERY_MS }: { services: BackupServices; everyMs?: number }) {
  const job = startPeriodicJob({
    everyMs,
    work: () =>
      runBackupLook({ services }).catch((error: unknown) => services.logger.error({ err: error }, 'sauvegardes : tâche en échec, nouvel essai dans une minute')),
  });
  const wake = () => job.wake();
  requests.on('requested', wake);
  return {
    stop: async () => {
      requests.off('requested', wake);
      await job.stop();
    },
  };
}
