import { connectPostgres, openEmbedded, type Database } from '../../src/server/db/client.ts';
import { applyMigrations } from '../../src/server/db/migrate.ts';
import { createLogger } from '../../src/server/logger.ts';
import { databaseUrlFor } from '../../src/server/testing/postgres-url.ts';

const logger = createLogger('silent');

/**
 * Runs one measurement on a fresh, migrated embedded database, then on a scratch database of the
 * PostgreSQL server named by BENCH_DATABASE_URL when it is set (dropped afterwards).
 */
export async function onEachDatabase<R>(measure: (label: string, database: Database) => Promise<R>): Promise<R[]> {
  const embedded = await openEmbedded({ dataDir: '', inMemory: true, logger });
  const results: R[] = [];
  try {
    await applyMigrations(embedded.pool);
    results.push(await measure('PGlite (embarquée)', embedded));
  } finally {
    await embedded.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return results;
  const name = `cabinet_bench_${process.pid}`;
  const admin = connectPostgres(serverUrl, logger, 1);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const database = connectPostgres(databaseUrlFor(serverUrl, name), logger);
  try {
    await applyMigrations(database.pool);
    const version = (await database.pool.query<{ v: string }>(`SELECT split_part(current_setting('server_version'), ' ', 1) AS v`)).rows[0]?.v ?? '?';
    results.push(await measure(`PostgreSQL ${version}`, database));
  } finally {
    await database.close();
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
  return results;
}
