import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { desc, inArray, sql } from 'drizzle-orm';
import { BACKUP_MESSAGES, isBackupActive, type BackupOverview, type BackupRow } from '../../../shared/backups.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import { backupFileName, backupFolder, listBackupFiles } from '../../backup/backup-folder.ts';
import type { Db } from '../../db/client.ts';
import { backups } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError, notFound } from '../../errors.ts';
import { nextSlot } from './backup-schedule.ts';
import { getBackupSettings } from './backup-settings.ts';

type FolderEnv = Pick<Env, 'DATA_DIR' | 'BACKUP_DIR'>;

// One advisory lock for « Sauvegarder maintenant »: two admins clicking at once record one backup.
const REQUEST_LOCK = 720_627;

/**
 * Paramètres › Système: the backups the server took (their rows, whatever became of them) and the
 * other files of the folder (`npm run backup`'s, unverified), newest first; the last one, the
 * next nightly one, the folder and the settings.
 */
export async function getBackupOverview({ db, env, now = new Date() }: { db: Db; env: FolderEnv; now?: Date }): Promise<BackupOverview> {
  const folder = backupFolder(env);
  const [settings, rows] = await Promise.all([getBackupSettings({ db }), db.select().from(backups).orderBy(desc(backups.startedAt))]);
  const files = new Map(listBackupFiles(folder).map((file) => [file.fileName, file]));
  const taken: BackupRow[] = rows.map((row) => {
    const file = files.get(row.fileName);
    const downloadable = file !== undefined && !isBackupActive(row.status);
    return {
      fileName: row.fileName,
      takenAt: row.startedAt.toISOString(),
      bytes: downloadable ? file.bytes : row.status === 'failed' ? null : row.bytes,
      status: row.status,
      trigger: row.trigger,
      error: row.error,
      downloadable,
    };
  });
  const recorded = new Set(rows.map((row) => row.fileName));
  const others: BackupRow[] = [...files.values()]
    .filter((file) => !recorded.has(file.fileName))
    .map((file) => ({ fileName: file.fileName, takenAt: file.modifiedAt.toISOString(), bytes: file.bytes, status: 'unverified', trigger: 'command', error: null, downloadable: true }));
  const list = [...taken, ...others].sort((a, b) => b.takenAt.localeCompare(a.takenAt));
  return { last: list[0] ?? null, nextAt: nextSlot({ now, time: settings.time }).toISOString(), folder, settings, backups: list };
}

/**
 * « Sauvegarder maintenant »: records the backup asked for and journals who asked; the backup
 * job takes it (signalBackupRequested wakes this process's one). Refused while one is asked for,
 * being written or verified.
 */
export async function requestBackup({ db, actor, now = new Date() }: { db: Db; actor: Actor; now?: Date }): Promise<{ fileName: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REQUEST_LOCK})`);
    const active = await tx.select({ id: backups.id }).from(backups).where(inArray(backups.status, ['pending', 'running', 'verifying'])).limit(1);
    if (active.length > 0) throw new AppError('CONFLICT', BACKUP_MESSAGES.alreadyRunning);
    const fileName = backupFileName(now);
    await tx.insert(backups).values({ fileName, trigger: 'manual', status: 'pending', requestedBy: actor.id, startedAt: now });
    await recordActivity(tx, actor, [{ entity: 'backup', entityId: fileName, action: 'create' }]);
    return { fileName };
  });
}

/**
 * A backup file of the folder, to download: journalled before it is read (who took a copy of
 * every client's data, and when). Only a complete file the listing shows: never a path.
 */
export async function openBackupDownload({ db, env, actor, fileName }: { db: Db; env: FolderEnv; actor: Actor; fileName: string }): Promise<{ stream: Readable; bytes: number }> {
  const folder = backupFolder(env);
  const file = listBackupFiles(folder).find((candidate) => candidate.fileName === fileName);
  if (!file) throw notFound('Sauvegarde');
  await recordActivity(db, actor, [{ entity: 'backup', entityId: file.fileName, action: 'download' }]);
  return { stream: createReadStream(join(folder, file.fileName)), bytes: file.bytes };
}
