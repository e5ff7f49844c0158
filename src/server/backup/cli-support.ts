import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { loadDotEnv, parseEnv, type Env } from '../env.ts';
import { createLogger } from '../logger.ts';
import { projectRoot } from '../paths.ts';

export function readAppVersion(): string {
  return (JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The database the server would use, without migrating it (a backup reads it as it is, a
 * restore migrates it to the backup's level). The embedded one is refused while the server
 * holds it: PGlite serves one process only.
 */
export async function openBackupDatabase(
  action: 'Sauvegarde' | 'Restauration',
  options: { create?: boolean } = {},
): Promise<{ database: Database; env: Env; where: string }> {
  loadDotEnv();
  // Neither command signs sessions: the server's secret is not needed to read or write rows.
  const env = parseEnv({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'secret-inutile-pour-une-sauvegarde-0000' });
  const where = env.DATABASE_URL ? 'base PostgreSQL (DATABASE_URL)' : `base embarquée (${resolve(env.DATA_DIR)})`;
  if (!env.DATABASE_URL && !options.create && !existsSync(join(env.DATA_DIR, 'pglite'))) {
    throw new Error(`${action} impossible : aucune base embarquée dans ${resolve(env.DATA_DIR)} (DATA_DIR).`);
  }
  try {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger: createLogger('silent') });
    return { database, env, where };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!env.DATABASE_URL && message.includes('déjà utilisée')) {
      throw new Error(
        `${action} impossible pendant que le serveur tourne : ${message}\n` +
          'La base embarquée ne sert qu’un processus à la fois. Arrêtez le serveur (systemctl stop cabinet, ou Ctrl+C), ' +
          `relancez la commande, puis redémarrez-le. Avec PostgreSQL (DATABASE_URL), la sauvegarde se fait serveur en marche.`,
        { cause: error },
      );
    }
    throw error;
  }
}

export function formatDuration(ms: number): string {
  return `${(ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;
  return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}
