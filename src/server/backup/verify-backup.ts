import type pg from 'pg';
import { connectPostgres, type Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { listTables, quoteIdent, type Queryable } from './catalog.ts';
import { restoreBackup } from './restore.ts';

/**
 * What verifying a backup found: its rows restored in a scratch database, table by table the
 * same counts as the source had in the backup's snapshot; or a difference (the backup is not to
 * be trusted); or no scratch database to restore into (the backup is unproven, not broken).
 */
export type VerificationResult =
  | { outcome: 'verified'; tables: number; rows: number; ms: number }
  | { outcome: 'mismatch'; message: string; ms: number }
  | { outcome: 'impossible'; message: string; ms: number };

/** Where the scratch restore goes: the source's own PostgreSQL server (a database created then dropped), or a dedicated database (BACKUP_VERIFY_DATABASE_URL), emptied before and after. */
type Scratch = { database: Database; dispose: () => Promise<void> };

const n = new Intl.NumberFormat('fr-FR').format;

/** The same server, another database (a Unix socket URL too: the database is its path). */
function urlOfDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** One fixed name per source database: a scratch database left by a crash is dropped by the next verification, never piled up. */
export function scratchDatabaseName(source: string): string {
  return `${source.slice(0, 40)}_verification`;
}

async function dropScratch(source: pg.Pool, name: string) {
  await source.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

async function createScratch({ source, logger }: { source: Pick<Database, 'pool' | 'url'>; logger: Logger }): Promise<Scratch | string> {
  const current = await source.pool.query<{ name: string }>('SELECT current_database() AS name');
  const name = scratchDatabaseName(current.rows[0]?.name ?? 'cabinet');
  try {
    await dropScratch(source.pool, name);
    await source.pool.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    // 42501: the role may not create databases.
    if (code === '42501') {
      return 'l’utilisateur PostgreSQL de l’application ne peut pas créer de base (droit CREATEDB) : donnez-lui ce droit ou indiquez une base dédiée dans BACKUP_VERIFY_DATABASE_URL.';
    }
    return `création de la base de vérification ${name} impossible (${error instanceof Error ? error.message : String(error)}).`;
  }
  const database = connectPostgres(urlOfDatabase(source.url, name), logger, 2);
  return {
    database,
    dispose: async () => {
      await database.close();
      await dropScratch(source.pool, name);
    },
  };
}

/** Who is this connection: two URLs naming one database answer the same. */
async function identity(client: Queryable): Promise<string> {
  const result = await client.query<{ id: string }>(
    `SELECT current_database() || '@' || pg_postmaster_start_time()::text || '#' || (SELECT oid FROM pg_database WHERE datname = current_database())::text AS id`,
  );
  return result.rows[0]?.id ?? '';
}

/** Empties the dedicated database: every object the application's migrations create lives in these two schemas. */
async function emptyDedicated(pool: pg.Pool) {
  await pool.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
}

async function openDedicated({ source, url, logger }: { source: Pick<Database, 'pool'>; url: string; logger: Logger }): Promise<Scratch | string> {
  const database = connectPostgres(url, logger, 2);
  try {
    if ((await identity(database.pool)) === (await identity(source.pool))) {
      await database.close();
      return 'BACKUP_VERIFY_DATABASE_URL désigne la base de l’application elle-même : indiquez une base dédiée, qui sera vidée à chaque vérification.';
    }
    await emptyDedicated(database.pool);
  } catch (error) {
    await database.close();
    return `base de vérification (BACKUP_VERIFY_DATABASE_URL) inaccessible : ${error instanceof Error ? error.message : String(error)}.`;
  }
  return {
    database,
    dispose: async () => {
      await emptyDedicated(database.pool).finally(() => database.close());
    },
  };
}

/** Each table's rows in the restored database. */
async function countRows(pool: pg.Pool): Promise<Map<string, number>> {
  const client = await pool.connect();
  try {
    const counts = new Map<string, number>();
    for (const table of await listTables(client)) {
      const result = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${quoteIdent(table.name)}`);
      counts.set(table.name, Number(result.rows[0]?.n ?? 0));
    }
    return counts;
  } finally {
    client.release();
  }
}

/** The differences between what the source held at the snapshot and what the restore gave, in French; empty when none. */
export function compareCounts(expected: Readonly<Record<string, number>>, restored: ReadonlyMap<string, number>): string[] {
  const differences: string[] = [];
  for (const [table, count] of Object.entries(expected)) {
    const got = restored.get(table);
    if (got === undefined) differences.push(`${table} : absente de la restauration`);
    else if (got !== count) differences.push(`${table} : ${n(got)} lignes restaurées, ${n(count)} dans la base au moment de la sauvegarde`);
  }
  for (const table of restored.keys()) {
    if (!Object.hasOwn(expected, table)) differences.push(`${table} : table en plus dans la restauration`);
  }
  return differences;
}

/**
 * Proves a backup: restores `file` into a scratch database and compares every table's row count
 * with `expected`, the counts the source had inside the backup's own snapshot transaction
 * (writeBackup's perTable), then drops the scratch database. On the embedded cluster and on a
 * server where the application may create databases, the scratch one is created beside the
 * source; otherwise `verifyUrl` names a dedicated database, emptied before and after.
 */
export async function verifyBackup({
  file,
  expected,
  source,
  verifyUrl,
  logger,
}: {
  file: string;
  expected: Readonly<Record<string, number>>;
  source: Pick<Database, 'pool' | 'url'>;
  verifyUrl?: string;
  logger: Logger;
}): Promise<VerificationResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const scratch = verifyUrl ? await openDedicated({ source, url: verifyUrl, logger }) : await createScratch({ source, logger });
  if (typeof scratch === 'string') return { outcome: 'impossible', message: `Vérification impossible : ${scratch}`, ms: ms() };
  try {
    let restored: Map<string, number>;
    try {
      await restoreBackup({ database: scratch.database, input: file, analyze: false, force: true });
      restored = await countRows(scratch.database.pool);
    } catch (error) {
      return { outcome: 'mismatch', message: `La sauvegarde ne se restaure pas : ${error instanceof Error ? error.message : String(error)}`, ms: ms() };
    }
    const differences = compareCounts(expected, restored);
    if (differences.length > 0) {
      return { outcome: 'mismatch', message: `Restauration différente de la base : ${differences.join(' ; ')}.`, ms: ms() };
    }
    const rows = [...restored.values()].reduce((sum, count) => sum + count, 0);
    return { outcome: 'verified', tables: restored.size, rows, ms: ms() };
  } finally {
    await scratch.dispose().catch((error: unknown) => logger.warn({ err: error }, 'sauvegarde : base de vérification non supprimée'));
  }
}
