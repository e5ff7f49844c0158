import { readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { toParisParts } from '../../shared/paris-time.ts';
import type { Env } from '../env.ts';

/** Where backups go: BACKUP_DIR, or DATA_DIR/backups (the server's nightly ones and `npm run backup`'s). */
export function backupFolder(env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR'>): string {
  return resolve(env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups'));
}

/** 'cabinet-2026-03-15-020000.jsonl.gz', on Paris clocks like the rest of the firm's times. */
export function backupFileName(date: Date): string {
  const p = toParisParts(date);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `cabinet-${p.year}-${pad(p.month)}-${pad(p.day)}-${pad(p.hour)}${pad(p.minute)}${pad(date.getUTCSeconds())}.jsonl.gz`;
}

export const BACKUP_SUFFIX = '.jsonl.gz';
/** writeBackup's name for a file being written (renamed when complete). */
const PARTIAL_SUFFIX = '.partiel';

/**
 * Creates the folder if needed and proves it writable by writing a file in it (a permission
 * check alone would pass for root on a read-only mount). The error names the folder and says
 * what to do, in French.
 */
export function ensureWritableFolder(folder: string): void {
  const probe = join(folder, '.essai-ecriture');
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
    throw new Error(
      `Dossier des sauvegardes non accessible en écriture : ${folder} (${code}). ` +
        'Vérifiez qu’il existe et que le compte du serveur peut y écrire, ou indiquez un autre dossier dans BACKUP_DIR.',
      { cause: error },
    );
  }
}

export type BackupFile = { fileName: string; bytes: number; modifiedAt: Date };

/** The complete backups of the folder (none when it does not exist yet); files being written are left out. */
export function listBackupFiles(folder: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const files: BackupFile[] = [];
  for (const fileName of names) {
    if (!fileName.endsWith(BACKUP_SUFFIX)) continue;
    try {
      const stats = statSync(join(folder, fileName));
      if (stats.isFile()) files.push({ fileName, bytes: stats.size, modifiedAt: stats.mtime });
    } catch {
      // Removed between the listing and the stat: not there.
    }
  }
  return files;
}

/** Files a backup cut short left (the server was stopped while writing): removed while no backup runs. */
export function removePartialFiles(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) if (name.endsWith(`${BACKUP_SUFFIX}${PARTIAL_SUFFIX}`)) rmSync(join(folder, name), { force: true });
}
