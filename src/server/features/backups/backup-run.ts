import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { BackupStatus } from '../../../shared/backups.ts';
import { writeBackup } from '../../backup/backup.ts';
import { backupFolder, ensureWritableFolder } from '../../backup/backup-folder.ts';
import { documentsFolder } from '../../backup/document-store.ts';
import { verifyBackup, type VerificationResult } from '../../backup/verify-backup.ts';
import type { Database, Db } from '../../db/client.ts';
import { backups } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { alertAdmins } from './backup-alerts.ts';
import { selectBackupsToRemove } from './backup-retention.ts';
import { getBackupSettings } from './backup-settings.ts';

/** What a run needs: the database to back up (and verify beside), the folder and verification settings, the log. */
export type BackupServices = {
  database: Pick<Database, 'db' | 'pool' | 'url' | 'kind'>;
  env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_VERIFY_DATABASE_URL' | 'APP_URL'>;
  logger: Logger;
  version: string;
};

const FINISHED: BackupStatus[] = ['verified', 'unverified', 'failed'];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function setStatus(db: Db, id: string, values: Partial<typeof backups.$inferInsert>) {
  await db.update(backups).set(values).where(eq(backups.id, id));
}

/** A failed or unproven backup: its row says why, the log too, and every admin is told. */
export async function reportBadBackup({ services, fileName, status, error }: { services: BackupServices; fileName: string; status: 'failed' | 'unverified'; error: string }) {
  services.logger.error({ fileName, status }, `sauvegarde ${status === 'failed' ? 'en échec' : 'non vérifiée'} : ${error}`);
  await alertAdmins({
    db: services.database.db,
    appUrl: services.env.APP_URL,
    alert: {
      title: status === 'failed' ? 'Sauvegarde en échec' : 'Sauvegarde non vérifiée',
      body: `${fileName} : ${error}`,
      dedupeKey: `backup:${fileName}`,
    },
  });
}

const VERIFICATION_STATUS: Record<VerificationResult['outcome'], BackupStatus> = { verified: 'verified', mismatch: 'failed', impossible: 'unverified' };

/**
 * Takes the backup of a row already recorded (pending or running): the file written from one
 * snapshot with each table's count, then restored into a scratch database and compared, then
 * the older files retention lets go, once this one is verified. Never throws: whatever fails is
 * written on the row, logged in French, and told to the admins; the server goes on serving.
 */
export async function takeBackup({ services, backup }: { services: BackupServices; backup: { id: string; fileName: string } }): Promise<BackupStatus> {
  const { database, env, logger } = services;
  const { db } = database;
  const folder = backupFolder(env);
  const file = join(folder, backup.fileName);
  let written: Awaited<ReturnType<typeof writeBackup>>;
  try {
    await setStatus(db, backup.id, { status: 'running' });
    ensureWritableFolder(folder);
    written = await writeBackup({ database, output: file, appVersion: services.version, documentsFolder: documentsFolder(env) });
    await setStatus(db, backup.id, { status: 'verifying', bytes: written.bytes, tableCounts: written.perTable, finishedAt: new Date() });
  } catch (error) {
    await setStatus(db, backup.id, { status: 'failed', error: messageOf(error), finishedAt: new Date() });
    await reportBadBackup({ services, fileName: backup.fileName, status: 'failed', error: messageOf(error) });
    return 'failed';
  }
  const verification = await verifyBackup({ file, expected: written.perTable, source: database, verifyUrl: env.BACKUP_VERIFY_DATABASE_URL, logger }).catch(
    (error: unknown): VerificationResult => ({ outcome: 'impossible', message: `Vérification impossible : ${messageOf(error)}`, ms: 0 }),
  );
  const status = VERIFICATION_STATUS[verification.outcome];
  await setStatus(db, backup.id, { status, error: verification.outcome === 'verified' ? null : verification.message });
  if (verification.outcome !== 'verified') {
    await reportBadBackup({ services, fileName: backup.fileName, status: status === 'failed' ? 'failed' : 'unverified', error: verification.message });
    return status;
  }
  logger.info({ fileName: backup.fileName, bytes: written.bytes, rows: written.rows, writeMs: Math.round(written.ms), verifyMs: verification.ms }, 'sauvegarde prise et vérifiée');
  await applyRetention({ db, folder, logger }).catch((error: unknown) => logger.warn({ err: error }, 'sauvegardes : anciennes non supprimées, nouvel essai à la prochaine'));
  return status;
}

/** Removes the files (and rows) retention lets go, now that a newer backup is verified. Only the server's own backups: a file someone put in the folder stays. */
export async function applyRetention({ db, folder, logger }: { db: Db; folder: string; logger: Logger }): Promise<string[]> {
  const { retention } = await getBackupSettings({ db });
  const rows = await db
    .select({ fileName: backups.fileName, takenAt: backups.startedAt, status: backups.status })
    .from(backups)
    .where(inArray(backups.status, FINISHED));
  const removed = selectBackupsToRemove({ backups: rows.map((row) => ({ ...row, verified: row.status === 'verified' })), retention });
  for (const fileName of removed) {
    rmSync(join(folder, fileName), { force: true });
    await db.delete(backups).where(eq(backups.fileName, fileName));
  }
  if (removed.length > 0) logger.info({ removed }, 'sauvegardes anciennes supprimées');
  return removed;
}
