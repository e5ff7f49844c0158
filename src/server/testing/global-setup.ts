import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPostgres, type DatabaseKind } from '../db/client.ts';
import { startCluster, type RunningCluster } from '../db/embedded/cluster.ts';
import { reachableTempDir } from '../db/embedded/run-as.ts';
import { applyMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { databaseUrlFor } from './postgres-url.ts';

/** Where the run's template database lives; each test file gets `CREATE DATABASE … TEMPLATE` of it. */
export type DbTemplate = { kind: DatabaseKind; serverUrl: string; name: string };

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/**
 * One server per run: the PostgreSQL server of DATABASE_URL, or one embedded cluster in a
 * temporary folder (not durable: the tests' data dies with the run). One migrated template
 * database; each test file then copies it (test-database.ts).
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('warn');
  let cluster: RunningCluster | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dir = reachableTempDir('cabinet-tests-');
    cluster = await startCluster({ pgdata: join(dir, 'postgres'), durable: false });
    serverUrl = cluster.url('postgres');
  }
  const name = `cabinet_tpl_${process.pid}_${Date.now()}`;
  const admin = connectPostgres(serverUrl, logger, 1);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const template = connectPostgres(databaseUrlFor(serverUrl, name), logger, 1);
  await applyMigrations(template.pool);
  await template.close();
  project.provide('dbTemplate', { kind: cluster ? 'embedded' : 'postgres', serverUrl, name });
  return async () => {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
