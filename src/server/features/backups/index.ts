import { BACKUP_JOURNAL } from '../../../shared/backups.ts';
import type { ServerFeature } from '../../feature.ts';
import { startBackupJob } from './backup-job.ts';
import { createBackupsRoutes } from './backups.routes.ts';

/**
 * Automatic backups (issue 26), shown in Paramètres › Système: every night (and when an admin
 * asks) a backup of the whole database into the backup folder, restored into a scratch database
 * to prove it, older ones let go by retention, the admins told of a failure. A job every instance
 * runs; one at a time takes a backup, under an advisory lock.
 */
export const backupsFeature: ServerFeature = {
  name: 'backups',
  routes: [{ path: '/system/backups', create: ({ db, env }) => createBackupsRoutes({ db, env }) }],
  journal: [BACKUP_JOURNAL],
  jobs: [({ database, env, logger, version }) => startBackupJob({ services: { database, env, logger, version } })],
};
