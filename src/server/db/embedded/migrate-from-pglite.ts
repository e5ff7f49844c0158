import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { writeBackup, type BackupSource } from '../../backup/backup.ts';
import { listTables, quoteIdent } from '../../backup/catalog.ts';
import { restoreBackup } from '../../backup/restore.ts';
import { connectPostgres } from '../client.ts';
import type { Logger } from '../../logger.ts';
import { lockDataDir } from '../lock.ts';
import { startCluster } from './cluster.ts';
import { createDatabaseIfMissing, EMBEDDED_DATABASE, embeddedLocation } from './start-embedded.ts';

export type PgliteMigration = {
  backupFile: string;
  tables: number;
  rows: number;
  /** Rows per table, read back from the new cluster: equal to the PGlite folder's, or the move failed. */
  perTable: Record<string, number>;
};

/** PGlite's one session, shaped as the pool the backup reads from. */
function pgliteSource(db: PGlite): BackupSource {
  const client = {
    query: async <R,>(text: string, values?: unknown[]) => ({ rows: (await db.query<R>(text, values)).rows }),
    release: () => {},
  };
  return { kind: 'pglite', pool: { connect: async () => client } };
}

/**
 * Moves a DATA_DIR of the previous version (PGlite in pglite/) to the embedded PostgreSQL: a
 * backup of the PGlite folder (kept in DATA_DIR/backups), restored into a new cluster built
 * beside the final one and renamed into place only once every table's row count matches, so a
 * failure leaves DATA_DIR as it was. The PGlite folder is left in place.
 */
export async function migrateFromPglite(options: {
  dataDir: string;
  logger: Logger;
  appVersion: string;
  onProgress?: (message: string) => void;
}): Promise<PgliteMigration> {
  const location = embeddedLocation(options.dataDir);
  const progress = options.onProgress ?? (() => {});
  if (!existsSync(location.pglite)) throw new Error(`Aucune base PGlite à transférer : ${location.pglite} n’existe pas.`);
  if (existsSync(location.pgdata)) {
    throw new Error(`La base embarquée existe déjà (${location.pgdata}) : le transfert a déjà été fait. L’ancien dossier pglite/ peut être archivé.`);
  }
  const lock = lockDataDir(location.dataDir);
  const building = `${location.pgdata}.transfert`;
  try {
    const backups = join(location.dataDir, 'backups');
    mkdirSync(backups, { recursive: true });
    const backupFile = join(backups, `pglite-avant-transfert-${new Date().toISOString().replaceAll(':', '').slice(0, 17)}.jsonl.gz`);
    progress('Lecture de la base PGlite…');
    const pglite = await PGlite.create({ dataDir: location.pglite, extensions: { pg_trgm, unaccent } });
    let saved;
    try {
      saved = await writeBackup({ database: pgliteSource(pglite), output: backupFile, appVersion: options.appVersion, onProgress: (line) => progress(`  ${line}`) });
    } finally {
      await pglite.close();
    }

    rmSync(building, { recursive: true, force: true });
    progress('Création de la base PostgreSQL embarquée…');
    const cluster = await startCluster({ pgdata: building });
    const perTable: Record<string, number> = {};
    try {
      await createDatabaseIfMissing(cluster.url('postgres'), EMBEDDED_DATABASE);
      const database = connectPostgres(cluster.url(EMBEDDED_DATABASE), options.logger, 2, { kind: 'embedded' });
      try {
        await restoreBackup({ database, input: backupFile, onProgress: (line) => progress(`  ${line}`) });
        const client = await database.pool.connect();
        try {
          for (const table of await listTables(client)) {
            const result = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${quoteIdent(table.name)}`);
            perTable[table.name] = Number(result.rows[0]?.n ?? 0);
          }
        } finally {
          client.release();
        }
      } finally {
        await database.close();
      }
    } finally {
      await cluster.stop();
    }
    const differences = Object.entries(saved.perTable).filter(([table, rows]) => perTable[table] !== rows);
    if (differences.length) {
      throw new Error(
        `Transfert interrompu, nombres de lignes différents : ${differences.map(([table, rows]) => `${table} (PGlite ${rows}, PostgreSQL ${perTable[table] ?? 0})`).join(', ')}.`,
      );
    }
    renameSync(building, location.pgdata);
    return { backupFile, tables: saved.tables, rows: saved.rows, perTable };
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}
