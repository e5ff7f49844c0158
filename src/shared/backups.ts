import { z } from 'zod';
import type { JournalEntity } from './journal-entity.ts';

// Automatic backups (issue 26), shown in Paramètres › Système: the nightly backup, its
// verification (restored into a scratch database, row counts compared), the files kept and the
// firm's settings (the time, how many daily, weekly and monthly backups are kept).

/**
 * A backup's life: asked for by an admin (« Sauvegarder maintenant ») and waiting for the job,
 * being written, being restored into a scratch database, then verified, unverified (the scratch
 * restore could not run), or failed (not written, or what was restored differs from the source).
 */
export const BACKUP_STATUSES = ['pending', 'running', 'verifying', 'verified', 'unverified', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

export const BACKUP_STATUS_LABELS: Record<BackupStatus, string> = {
  pending: 'Demandée',
  running: 'En cours',
  verifying: 'Vérification en cours',
  verified: 'Vérifiée',
  unverified: 'Non vérifiée',
  failed: 'Échec',
};

/** Still under way: the page polls while one is, and « Sauvegarder maintenant » waits for it. */
export const isBackupActive = (status: BackupStatus) => status === 'pending' || status === 'running' || status === 'verifying';

/** Who took it: the nightly job, an admin's « Sauvegarder maintenant », or `npm run backup` (a file of the folder the server did not write). */
export const BACKUP_TRIGGERS = ['schedule', 'manual', 'command'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

export const BACKUP_TRIGGER_LABELS: Record<BackupTrigger, string> = {
  schedule: 'Automatique',
  manual: 'Manuelle',
  command: 'npm run backup',
};

export const BACKUP_MESSAGES = {
  timeInvalid: 'Heure invalide (HH:MM attendu, par exemple 02:00)',
  dailyInvalid: 'Sauvegardes quotidiennes gardées : un nombre entier entre 1 et 366',
  weeklyInvalid: 'Sauvegardes hebdomadaires gardées : un nombre entier entre 0 et 520',
  monthlyInvalid: 'Sauvegardes mensuelles gardées : un nombre entier entre 0 et 240',
  alreadyRunning: 'Une sauvegarde est déjà en cours.',
  started: 'Sauvegarde lancée',
  fileNotFound: 'Sauvegarde introuvable sur ce serveur.',
  settingsSaved: 'Réglages des sauvegardes enregistrés',
} as const;

const count = (min: number, max: number, error: string) => z.int({ error }).min(min, { error }).max(max, { error });

/** The nightly backup's time on Paris clocks, 'HH:MM'. */
export const backupTimeSchema = z.string({ error: BACKUP_MESSAGES.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: BACKUP_MESSAGES.timeInvalid });

/** How many of the newest verified backups are kept: one a day, one a week, one a month (each the newest of its period). */
export const backupRetentionSchema = z.strictObject({
  daily: count(1, 366, BACKUP_MESSAGES.dailyInvalid),
  weekly: count(0, 520, BACKUP_MESSAGES.weeklyInvalid),
  monthly: count(0, 240, BACKUP_MESSAGES.monthlyInvalid),
});
export type BackupRetention = z.infer<typeof backupRetentionSchema>;

export const DEFAULT_BACKUP_TIME = '02:00';
export const DEFAULT_BACKUP_RETENTION: BackupRetention = { daily: 7, weekly: 4, monthly: 12 };

/** PUT /api/system/backups/settings, and what GET answers. */
export const backupSettingsSchema = z.strictObject({ time: backupTimeSchema, retention: backupRetentionSchema });
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

/** One backup of the list: a file of the backup folder, or a run that left none (failed). */
export const backupRowSchema = z.object({
  fileName: z.string(),
  /** ISO 8601: when it was started. */
  takenAt: z.string(),
  /** The file's size in bytes; null while it is written, or when no file was left. */
  bytes: z.number().int().nullable(),
  status: z.enum(BACKUP_STATUSES),
  trigger: z.enum(BACKUP_TRIGGERS),
  /** Why it failed or could not be verified, in French. */
  error: z.string().nullable(),
  /** The file is in this server's folder: the download link is offered. */
  downloadable: z.boolean(),
});
export type BackupRow = z.infer<typeof backupRowSchema>;

/** GET /api/system/backups (admins). */
export const backupOverviewSchema = z.object({
  /** The latest backup, whatever its outcome; null before the first. */
  last: backupRowSchema.nullable(),
  /** ISO 8601: the next nightly backup. */
  nextAt: z.string(),
  /** The folder on the server's machine, to copy off it. */
  folder: z.string(),
  settings: backupSettingsSchema,
  /** Newest first. */
  backups: z.array(backupRowSchema),
});
export type BackupOverview = z.infer<typeof backupOverviewSchema>;

/** POST /api/system/backups: the backup asked for, run by the job at once. */
export const backupStartedSchema = z.object({ fileName: z.string(), message: z.string() });

/** A backup's name in the download path: a file of the folder, never a path. */
export const backupFileNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.jsonl\.gz$/, { error: BACKUP_MESSAGES.fileNotFound });

/** The journal's entries: an admin asking for a backup, and every download. Its id is the file's name. */
export const BACKUP_JOURNAL: JournalEntity = {
  entity: 'backup',
  label: 'Sauvegarde',
  subject: (fileName) => `Sauvegarde ${fileName}`,
  created: 'Sauvegarde demandée',
  downloaded: 'Sauvegarde téléchargée',
};
