// The databases the real server (bench/lib/browser-app.ts) runs on in the benchmarks: a copy of
// the seeded demo firm (bench/lib/reference-data.ts), embedded in a DATA_DIR or in a scratch
// database of the PostgreSQL server named by BENCH_DATABASE_URL.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPostgres, type Database } from '../../src/server/db/client.ts';
import { reachableTempDir } from '../../src/server/db/embedded/run-as.ts';
import { createLogger } from '../../src/server/logger.ts';
import { databaseUrlFor } from '../../src/server/testing/postgres-url.ts';
import { prepareApp, type Build, type Target } from './browser-app.ts';
import { cloneEmbedded, clonePostgres, removeReferenceData, type Reference } from './reference-data.ts';
import { EMBEDDED_LABEL } from './scratch-databases.ts';
import { SEED, SIZE } from './size.ts';

const logger = createLogger('silent');

export type ServerTarget = Target & { reference: Reference; dispose: () => Promise<void> };

export async function embeddedTarget(): Promise<ServerTarget> {
  const dir = reachableTempDir('cabinet-bench-server-');
  const dataDir = join(dir, 'data');
  const reference = await cloneEmbedded(dataDir);
  return { label: EMBEDDED_LABEL, databaseUrl: '', authSecret: '', dataDir, reference, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A scratch database of the PostgreSQL server named by serverUrl, made and filled by `fill` (given
 * its name, its URL and a connection to the server), dropped by dispose, or at once if `fill` fails.
 */
async function scratchTarget<T>(
  serverUrl: string,
  prefix: string,
  fill: (database: { name: string; databaseUrl: string; authSecret: string; admin: Database }) => Promise<T>,
): Promise<Target & T & { dispose: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-bench-server-'));
  const admin = connectPostgres(serverUrl, logger, 1);
  const dispose = async () => {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const version = (await admin.pool.query<{ v: string }>(`SELECT split_part(current_setting('server_version'), ' ', 1) AS v`)).rows[0]?.v ?? '?';
    const database = { name, databaseUrl: databaseUrlFor(serverUrl, name), authSecret: randomBytes(24).toString('hex') };
    const filled = await fill({ ...database, admin });
    return { label: `PostgreSQL ${version}`, databaseUrl: database.databaseUrl, authSecret: database.authSecret, dataDir: join(dir, 'data'), ...filled, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** A copy of the reference demo firm (reference-data.ts), as every benchmark measures. */
export async function postgresTarget(serverUrl: string): Promise<ServerTarget> {
  return scratchTarget(serverUrl, 'cabinet_bench_srv', async ({ name }) => ({ reference: await clonePostgres(serverUrl, name) }));
}

/**
 * The demo firm as an older build (BENCH_BEFORE_ROOT, see beforeApp) had it: a scratch database
 * seeded by that checkout's own migrations and seed, at the same size and seed. A copy of the
 * current reference would give the older build today's schema, whose indexes it was not written
 * for (migration 0010 replaced the search index it reads), and measure it slower than it was.
 */
export async function beforePostgresTarget(serverUrl: string, beforeRoot: string): Promise<Target & { dispose: () => Promise<void> }> {
  return scratchTarget(serverUrl, 'cabinet_bench_before', async ({ name, databaseUrl, authSecret, admin }) => {
    await admin.pool.query(`CREATE DATABASE ${name}`);
    const sizeArgs = ['--clients', String(SIZE.clients), '--tasks', String(SIZE.tasks), '--users', String(SIZE.users), '--seed', String(SEED)];
    execFileSync(join(beforeRoot, 'node_modules', '.bin', 'tsx'), ['src/server/cli/seed-demo.ts', ...sizeArgs], {
      cwd: beforeRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Statistics on every table and pages vacuumed, as the current code's copies have them
    // (reference-data.ts): an older seed analyses only the tables it names, so both builds are
    // measured on databases in the same state.
    const seeded = connectPostgres(databaseUrl, logger, 1);
    try {
      await seeded.pool.query('VACUUM ANALYZE');
    } finally {
      await seeded.close();
    }
    return {};
  });
}

/** Runs on the embedded database, then on PostgreSQL when BENCH_DATABASE_URL is set (unless embeddedOnly). */
export async function onEachTarget<R>(run: (target: ServerTarget) => Promise<R>, { embeddedOnly = false }: { embeddedOnly?: boolean } = {}): Promise<R[]> {
  const results: R[] = [];
  const serverUrl = embeddedOnly ? undefined : process.env.BENCH_DATABASE_URL;
  try {
    for (const open of [embeddedTarget, ...(serverUrl ? [() => postgresTarget(serverUrl)] : [])]) {
      const target = await open();
      try {
        results.push(await run(target));
      } finally {
        await target.dispose();
      }
    }
  } finally {
    await removeReferenceData();
  }
  return results;
}

export type App = { root: string; build: Build; dispose: () => void };

/** A private copy of the built app (see prepareApp), removed by dispose(). */
export async function privateApp(): Promise<App> {
  const root = mkdtempSync(join(tmpdir(), 'cabinet-bench-app-'));
  try {
    return { root, build: await prepareApp(root), dispose: () => rmSync(root, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
