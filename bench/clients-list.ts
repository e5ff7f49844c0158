// GET /api/clients at the reference size (10,000 clients, 20 staff): the whole endpoint (session
// check, query, JSON, optional gzip) against the same SQL run bare through the driver, in the
// same run. Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch
// database is created there and dropped after).
//
//   npx tsx bench/clients-list.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/clients-list.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../src/server/app.ts';
import { connectPostgres, openEmbedded, type Database } from '../src/server/db/client.ts';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { listClientsQuery } from '../src/server/features/clients/clients.service.ts';
import { createLogger } from '../src/server/logger.ts';
import { databaseUrlFor } from '../src/server/testing/postgres-url.ts';

const CLIENTS = 10_000;
const STAFF = 20;
const WARM_UP = 3;
const RUNS = 20;
const ORIGIN = 'http://localhost:3000';

type Timing = { p50: number; p95: number; min: number; max: number };
type Result = {
  database: string;
  clients: number;
  assignments: number;
  seedSeconds: number;
  bytes: number;
  gzipBytes: number;
  sql: Timing;
  api: Timing;
  apiGzip: Timing;
  ratio: number;
  ratioGzip: number;
};

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);

function percentile(sorted: number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Runs the candidates in turns rather than one after the other: on a shared, noisy machine a
 * burst of load then hits them all alike, and their ratio stays meaningful.
 */
async function timeInTurns<K extends string>(candidates: Record<K, () => Promise<unknown>>): Promise<Record<K, Timing>> {
  const entries = Object.entries(candidates) as [K, () => Promise<unknown>][];
  for (let i = 0; i < WARM_UP; i++) for (const [, run] of entries) await run();
  const samples = new Map<K, number[]>(entries.map(([key]) => [key, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [key, run] of entries) {
      const start = performance.now();
      await run();
      samples.get(key)?.push(performance.now() - start);
    }
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const summarise = (values: number[]): Timing => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), min: round(sorted[0] ?? 0), max: round(sorted.at(-1) ?? 0) };
  };
  return Object.fromEntries(entries.map(([key]) => [key, summarise(samples.get(key) ?? [])])) as Record<K, Timing>;
}

async function signIn(app: ReturnType<typeof createApp>): Promise<string> {
  const response = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`connexion refusée : ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function measure(label: string, database: Database): Promise<Result> {
  log(`${label} : ${CLIENTS} clients…`);
  const seedStart = performance.now();
  const seeded = await seedDemo({ db: database.db, clients: CLIENTS, tasks: 0, users: STAFF, seed: 42 });
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  // Fresh statistics, as autovacuum would have them on a live server.
  await database.pool.query('ANALYZE');

  const env = parseEnv({ NODE_ENV: 'production', APP_URL: ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({
    database,
    env,
    logger,
    mailer: { describe: () => 'bench', send: async () => {} },
    authSecret: env.AUTH_SECRET ?? '',
    version: 'bench',
  });
  const cookie = await signIn(app);
  const get = async (encoding: string) => {
    const response = await app.request('/api/clients', { headers: { cookie, 'accept-encoding': encoding } });
    if (response.status !== 200) throw new Error(`GET /api/clients : ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };

  const body = await get('identity');
  const parsed = JSON.parse(new TextDecoder().decode(body)) as { clients: unknown[] };
  if (parsed.clients.length !== seeded.clients) throw new Error(`${parsed.clients.length} clients reçus, ${seeded.clients} attendus`);

  const { sql: text, params } = new PgDialect().sqlToQuery(listClientsQuery);
  log(`${label} : mesures (${WARM_UP} tours de chauffe, ${RUNS} mesurés)…`);
  const { sql, api, apiGzip } = await timeInTurns({
    sql: () => database.pool.query({ text, values: params }),
    api: () => get('identity'),
    apiGzip: () => get('gzip'),
  });
  return {
    database: label,
    clients: seeded.clients,
    assignments: seeded.assignments,
    seedSeconds,
    bytes: body.byteLength,
    gzipBytes: gzipSync(body).byteLength,
    sql,
    api,
    apiGzip,
    ratio: Math.round((api.p50 / sql.p50) * 100) / 100,
    ratioGzip: Math.round((apiGzip.p50 / sql.p50) * 100) / 100,
  };
}

async function onPglite(): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-bench-'));
  const database = await openEmbedded({ dataDir: dir, inMemory: true, logger });
  try {
    await applyMigrations(database.pool);
    return await measure('PGlite (embarquée)', database);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string): Promise<Result> {
  const name = `cabinet_bench_${process.pid}`;
  const admin = connectPostgres(serverUrl, logger, 1);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const database = connectPostgres(databaseUrlFor(serverUrl, name), logger);
  try {
    await applyMigrations(database.pool);
    const version = (await database.pool.query<{ v: string }>(`SELECT split_part(current_setting('server_version'), ' ', 1) AS v`)).rows[0]?.v ?? '?';
    return await measure(`PostgreSQL ${version}`, database);
  } finally {
    await database.close();
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

// Shared machines are noisy: say how busy this one was when the run began.
const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = [await onPglite()];
if (process.env.BENCH_DATABASE_URL) results.push(await onPostgres(process.env.BENCH_DATABASE_URL));

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const ms = (timing: Timing) => `${timing.p50} / ${timing.p95}`;
const lines = [
  '# Liste complète des clients (GET /api/clients)',
  '',
  `${CLIENTS.toLocaleString('fr-FR')} clients et ${STAFF} collaborateurs (\`seedDemo\`, graine 42). Durées en ms, médiane / 95e centile sur ${RUNS} requêtes de chaque sorte, jouées à tour de rôle, après ${WARM_UP} tours de chauffe.`,
  'La requête passe par `app.request` avec un cookie de session : contrôle de session, requête, JSON et, pour la colonne gzip, compression.',
  'Le plancher est la même requête SQL exécutée directement sur le pool `pg` (lignes reçues et décodées par le pilote, sans JSON).',
  `Machine : ${availableParallelism()} processeurs, charge moyenne ${load} au départ.`,
  '',
  '| base | SQL seul | API (JSON) | ratio | API (gzip) | ratio gzip | réponse | gzip | affectations |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.database} | ${ms(r.sql)} | ${ms(r.api)} | ${r.ratio} | ${ms(r.apiGzip)} | ${r.ratioGzip} | ${kb(r.bytes)} | ${kb(r.gzipBytes)} | ${r.assignments.toLocaleString('fr-FR')} |`,
  ),
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
writeFileSync(new URL('./results/clients-list.md', import.meta.url), lines.join('\n'));
writeFileSync(new URL('./results/clients-list.json', import.meta.url), JSON.stringify({ cpus: availableParallelism(), loadAverage: Number(load), results }, null, 2) + '\n');
console.log(lines.join('\n'));
