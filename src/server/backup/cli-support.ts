import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { isInitialised } from '../db/embedded/cluster.ts';
import { embeddedLocation } from '../db/embedded/start-embedded.ts';
import { loadDotEnv, parseEnv, type Env } from '../env.ts';
import { createLogger } from '../logger.ts';
import { projectRoot } from '../paths.ts';

export function readAppVersion(): string {
  return (JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The database the server would use, without migrating it (a backup reads it as it is, a
 * restore migrates it to the backup's level). The embedded cluster is joined while the server
 * runs (a backup is one consistent snapshot, whatever the server writes meanwhile), and started
 * for the command's duration otherwise.
 */
export async function openBackupDatabase(
  action: 'Sauvegarde' | 'Restauration',
  options: { create?: boolean } = {},
): Promise<{ database: Database; env: Env; where: string }> {
  loadDotEnv();
  // Neither command signs sessions: the server's secret is not needed to read or write rows.
  const env = parseEnv({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'secret-inutile-pour-une-sauvegarde-0000' });
  const where = env.DATABASE_URL ? 'base PostgreSQL (DATABASE_URL)' : `base embarquée (${resolve(env.DATA_DIR)})`;
  if (!env.DATABASE_URL && !options.create && !isInitialised(embeddedLocation(env.DATA_DIR).pgdata)) {
    throw new Error(`${action} impossible : aucune base embarquée dans ${resolve(env.DATA_DIR)} (DATA_DIR).`);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger: createLogger('silent'), role: 'command' });
  return { database, env, where };
}

export function formatDuration(ms: number): string {
  return `${(ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;
  return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}
