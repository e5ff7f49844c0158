import {
  backupRetentionSchema,
  backupTimeSchema,
  DEFAULT_BACKUP_RETENTION,
  DEFAULT_BACKUP_TIME,
  type BackupRetention,
  type BackupSettings,
} from '../../../shared/backups.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readFirmSetting, writeFirmSetting, type FirmSetting } from '../../settings/firm-settings.ts';

// Paramètres › Système: when the nightly backup runs and how many are kept. Two settings, so a
// retention a later rule refuses falls back to its default without moving the time.

/** 'HH:MM' on Paris clocks. */
export const BACKUP_TIME_SETTING: FirmSetting<string> = {
  key: 'backups.time',
  schema: backupTimeSchema,
  defaultValue: DEFAULT_BACKUP_TIME,
};

export const BACKUP_RETENTION_SETTING: FirmSetting<BackupRetention> = {
  key: 'backups.retention',
  schema: backupRetentionSchema,
  defaultValue: DEFAULT_BACKUP_RETENTION,
};

export async function getBackupSettings({ db }: { db: DbOrTx }): Promise<BackupSettings> {
  const [time, retention] = await Promise.all([
    readFirmSetting({ db, setting: BACKUP_TIME_SETTING }),
    readFirmSetting({ db, setting: BACKUP_RETENTION_SETTING }),
  ]);
  return { time, retention };
}

/** Both in one transaction; the job reads them at its next look (within the minute). */
export async function updateBackupSettings({ db, settings, actor }: { db: Db; settings: BackupSettings; actor: Actor }): Promise<BackupSettings> {
  await db.transaction(async (tx) => {
    await writeFirmSetting({ db: tx, setting: BACKUP_TIME_SETTING, value: settings.time, actor });
    await writeFirmSetting({ db: tx, setting: BACKUP_RETENTION_SETTING, value: settings.retention, actor });
  });
  return settings;
}
