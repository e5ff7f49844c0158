// The demo firm every benchmark measures, seeded once per engine and then copied: seeding
// 100,000 tasks takes a minute or two, copying them a few seconds. Embedded: a seeded DATA_DIR
// (its cluster stopped) copied with owners and modes kept. PostgreSQL: a seeded database used as the TEMPLATE of each scratch
// database. The cache lives in BENCH_CACHE_DIR (set by bench/run-all.ts for the whole suite,
// which removes it at the end); a benchmark run alone makes a private one and removes it itself.
// BENCH_REFERENCE_DATA_DIR names a DATA_DIR already seeded (e.g. by `npm run seed:demo -- --clients
// 50000 --tasks 500000`, its server stopped): the embedded benchmarks copy it instead of seeding,
// and count what the copy holds (users, clients, tasks); it is never opened in place.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectPostgres, openEmbedded, type Database } from '../../src/server/db/client.ts';
import { reachableTempDir } from '../../src/server/db/embedded/run-as.ts';
import { applyMigrations } from '../../src/server/db/migrate.ts';
import { seedDemo, type SeedDemoResult } from '../../src/server/db/seed/seed-demo.ts';
import { createLogger } from '../../src/server/logger.ts';
import { databaseUrlFor } from '../../src/server/testing/postgres-url.ts';
import { SEED, SIZE, type BenchSize } from './size.ts';

export type Reference = {
  size: BenchSize;
  /** The moment the demo was built around (due dates, closing year), ISO. */
  now: string;
  seeded: SeedDemoResult;
  /** How long seeding took on this engine (once for the whole cache); NaN for a given DATA_DIR. */
  seedSeconds: number;
  /** The DATA_DIR copied instead of seeding (BENCH_REFERENCE_DATA_DIR): `seeded` then counts users, clients and tasks only (the rest NaN). */
  givenDataDir?: string;
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);
const TEMPLATES_FILE = 'postgres-templates.txt';

let privateCache: string | undefined;

function cacheRoot(): string {
  const shared = process.env.BENCH_CACHE_DIR;
  if (shared) {
    mkdirSync(shared, { recursive: true });
    // The embedded cluster's account (postgres, under root) must reach the seeded DATA_DIR.
    chmodSync(shared, 0o755);
    return shared;
  }
  privateCache ??= reachableTempDir('cabinet-bench-cache-');
  return privateCache;
}

/** Changes with the size, the schema, the seed's code and the day (due dates follow today). */
function cacheKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ SIZE, SEED, day: new Date().toISOString().slice(0, 10) }));
  for (const folder of ['src/server/db/migrations', 'src/server/db/seed']) {
    for (const name of readdirSync(join(ROOT, folder)).sort()) {
      if (name.endsWith('.sql') || (name.endsWith('.ts') && !name.endsWith('.test.ts'))) hash.update(readFileSync(join(ROOT, folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

async function seedInto(database: Database, label: string): Promise<Reference> {
  await applyMigrations(database.pool);
  log(`${label} : données de démonstration (${SIZE.clients} clients, ${SIZE.tasks} tâches, ${SIZE.users} collaborateurs), une fois pour toute la série…`);
  const now = new Date();
  const start = performance.now();
  const seeded = await seedDemo({ db: database.db, clients: SIZE.clients, tasks: SIZE.tasks, users: SIZE.users, seed: SEED, now });
  const seedSeconds = Math.round((performance.now() - start) / 100) / 10;
  // Fresh statistics, as autovacuum would have them on a live server; copies keep them.
  await database.pool.query('VACUUM ANALYZE');
  log(`${label} : données créées en ${seedSeconds} s.`);
  return { size: SIZE, now: now.toISOString(), seeded, seedSeconds };
}

/** A DATA_DIR holding the seeded embedded database (to copy, never to open in place). */
async function embeddedSource(): Promise<{ dataDir: string; reference: Reference }> {
  const folder = join(cacheRoot(), `embedded-${cacheKey()}`);
  const dataDir = join(folder, 'data');
  const metaFile = join(folder, 'reference.json');
  if (!existsSync(metaFile)) {
    const building = `${folder}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { mode: 0o755 });
    const database = await openEmbedded({ dataDir: join(building, 'data'), logger });
    let reference: Reference;
    try {
      reference = await seedInto(database, 'PostgreSQL embarqué');
    } finally {
      await database.close();
    }
    writeFileSync(join(building, 'reference.json'), JSON.stringify(reference));
    rmSync(folder, { recursive: true, force: true });
    renameSync(building, folder);
  }
  return { dataDir, reference: JSON.parse(readFileSync(metaFile, 'utf8')) as Reference };
}

/** What a copy of a given DATA_DIR holds, counted in the copy (migrated to today's schema first). */
async function countGiven(dataDir: string, givenDataDir: string): Promise<Reference> {
  const database = await openEmbedded({ dataDir, logger });
  try {
    await applyMigrations(database.pool);
    const count = async (table: string) => Number((await database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
    const [users, clients, tasks] = [await count('users'), await count('clients'), await count('tasks')];
    const unknown = Number.NaN;
    const seeded: SeedDemoResult = {
      users,
      usersCreated: users,
      clients,
      assignments: unknown,
      tasks,
      authorizations: unknown,
      trackingRows: unknown,
      bankChanges: unknown,
      eInvoicing: unknown,
      obligations: unknown,
      obligationsDone: unknown,
      missions: unknown,
      compliance: { files: unknown, owners: unknown, letters: unknown, documents: unknown },
    };
    return { size: SIZE, now: new Date().toISOString(), seeded, seedSeconds: Number.NaN, givenDataDir };
  } finally {
    await database.close();
  }
}

/** Copies the seeded embedded database into `dataDir` (a DATA_DIR: the server starts dataDir/postgres). */
export async function cloneEmbedded(dataDir: string): Promise<Reference> {
  const given = process.env.BENCH_REFERENCE_DATA_DIR;
  const source = given ? undefined : await embeddedSource();
  rmSync(dataDir, { recursive: true, force: true });
  // cp -a keeps the cluster's owner (the postgres account under root) and its 0700 mode.
  execFileSync('cp', ['-a', given ?? source?.dataDir ?? '', dataDir]);
  if (source) return source.reference;
  log(`PostgreSQL embarqué : copie de ${given} (BENCH_REFERENCE_DATA_DIR) au lieu des données de démonstration…`);
  return countGiven(dataDir, given ?? '');
}

const serverTag = (serverUrl: string) => createHash('sha256').update(serverUrl).digest('hex').slice(0, 6);

/** Creates the database `name` on the server, as a copy of the seeded template. */
export async function clonePostgres(serverUrl: string, name: string): Promise<Reference> {
  const key = cacheKey();
  const template = `cabinet_bench_ref_${key}_${serverTag(serverUrl)}`;
  const metaFile = join(cacheRoot(), `${template}.json`);
  const admin = connectPostgres(serverUrl, logger, 1);
  try {
    const exists = (await admin.pool.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
    if (!exists || !existsSync(metaFile)) {
      const building = `cabinet_bench_build_${randomBytes(4).toString('hex')}`;
      await admin.pool.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.pool.query(`CREATE DATABASE ${building}`);
      appendFileSync(join(cacheRoot(), TEMPLATES_FILE), `${serverUrl}\t${building}\n`);
      const database = connectPostgres(databaseUrlFor(serverUrl, building), logger);
      let reference: Reference;
      try {
        reference = await seedInto(database, 'PostgreSQL');
      } finally {
        await database.close();
      }
      await admin.pool.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      appendFileSync(join(cacheRoot(), TEMPLATES_FILE), `${serverUrl}\t${template}\n`);
      writeFileSync(metaFile, JSON.stringify(reference));
    }
    await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.close();
  }
  return JSON.parse(readFileSync(metaFile, 'utf8')) as Reference;
}

/** Drops the seeded templates and the cache folder; for a shared cache only `force` does. */
export async function removeReferenceData({ force = false }: { force?: boolean } = {}): Promise<void> {
  const root = force ? process.env.BENCH_CACHE_DIR : privateCache;
  if (!root || !existsSync(root)) return;
  const listFile = join(root, TEMPLATES_FILE);
  const lines = existsSync(listFile) ? readFileSync(listFile, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of lines) {
    const [serverUrl, name] = line.split('\t');
    if (!serverUrl || !name) continue;
    const admin = connectPostgres(serverUrl, logger, 1);
    try {
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.close();
    }
  }
  rmSync(root, { recursive: true, force: true });
  if (root === privateCache) privateCache = undefined;
}

/** "PostgreSQL 15.20", from the server itself. */
export async function postgresLabel(database: Database): Promise<string> {
  const { rows } = await database.pool.query<{ v: string }>(`SELECT split_part(current_setting('server_version'), ' ', 1) AS v`);
  return `PostgreSQL ${rows[0]?.v ?? '?'}`;
}
