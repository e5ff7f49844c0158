import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { connectPostgres, openEmbedded, type Database } from '../../src/server/db/client.ts';
import { reachableTempDir } from '../../src/server/db/embedded/run-as.ts';
import { applyMigrations } from '../../src/server/db/migrate.ts';
import { createLogger } from '../../src/server/logger.ts';
import { databaseUrlFor } from '../../src/server/testing/postgres-url.ts';
import { cloneEmbedded, clonePostgres, postgresLabel, removeReferenceData, type Reference } from './reference-data.ts';

const logger = createLogger('silent');

export const EMBEDDED_LABEL = 'PostgreSQL embarqué';

/**
 * Runs one measurement on a copy of the seeded demo firm (bench/lib/reference-data.ts) in the
 * embedded database, then on a scratch copy in the PostgreSQL server named by BENCH_DATABASE_URL
 * when it is set (dropped afterwards). The copy is ALREADY SEEDED at the benchmark size (SIZE):
 * do not call seedDemo again (that would add a second firm); `reference` says what it holds.
 * The measurement may change its copy as it likes.
 */
export async function onEachDatabase<R>(measure: (label: string, database: Database, reference: Reference) => Promise<R>): Promise<R[]> {
  try {
    return await onEachEngine({ embedded: cloneEmbedded, postgres: (_admin, serverUrl, name) => clonePostgres(serverUrl, name) }, measure);
  } finally {
    await removeReferenceData();
  }
}

/**
 * Like onEachDatabase, on an empty migrated database instead of the demo firm's copy: for what
 * the cached firm cannot give (it is analysed once seeded), such as a firm never analysed.
 */
export function onEachEmptyDatabase<R>(measure: (label: string, database: Database) => Promise<R>): Promise<R[]> {
  return onEachEngine(
    { embedded: async () => undefined, postgres: async (admin, _serverUrl, name) => void (await admin.pool.query(`CREATE DATABASE ${name}`)) },
    (label, database) => measure(label, database),
  );
}

/**
 * The embedded database in a temporary DATA_DIR, then (BENCH_DATABASE_URL) a scratch database
 * `name` on the server, each filled by `make` before it is opened and migrated, measured, then
 * removed.
 */
async function onEachEngine<S, R>(
  make: { embedded: (dataDir: string) => Promise<S>; postgres: (admin: Database, serverUrl: string, name: string) => Promise<S> },
  measure: (label: string, database: Database, source: S) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  const dir = reachableTempDir('cabinet-bench-');
  try {
    const source = await make.embedded(join(dir, 'data'));
    const embedded = await openEmbedded({ dataDir: join(dir, 'data'), logger });
    try {
      await applyMigrations(embedded.pool);
      results.push(await measure(EMBEDDED_LABEL, embedded, source));
    } finally {
      await embedded.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return results;
  const name = `cabinet_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = connectPostgres(serverUrl, logger, 1);
  try {
    const source = await make.postgres(admin, serverUrl, name);
    const database = connectPostgres(databaseUrlFor(serverUrl, name), logger);
    try {
      await applyMigrations(database.pool);
      results.push(await measure(await postgresLabel(database), database, source));
    } finally {
      await database.close();
    }
  } finally {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
  return results;
}
