// The client sheet at the reference size (10,000 clients, 100,000 tasks, 20 staff): GET
// /api/clients/:id/sheet and GET /api/clients/:id/history (first page, and a page deep in a busy
// client's 5,000-entry journal) as a browser calls them, against the same service functions called
// directly (the queries without HTTP, session and JSON), in turns in the same run. Embedded PostgreSQL
// always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database, dropped afterwards).
//
//   npx tsx bench/client-sheet.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/client-sheet.ts
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/app.ts';
import { connectPostgres, openEmbedded, type Database } from '../src/server/db/client.ts';
import { reachableTempDir } from '../src/server/db/embedded/run-as.ts';
import { EMBEDDED_LABEL } from './lib/scratch-databases.ts';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { activityLog, notes, users } from '../src/server/db/schema/index.ts';
import { seedDemo } from '../src/server/db/seed/seed-demo.ts';
import { parseEnv } from '../src/server/env.ts';
import { listClientHistory } from '../src/server/features/client-sheet/client-history.service.ts';
import { getClientSheet } from '../src/server/features/client-sheet/client-sheet.service.ts';
import { SERVER_FEATURES } from '../src/server/features/index.ts';
import { createLogger } from '../src/server/logger.ts';
import { databaseUrlFor } from '../src/server/testing/postgres-url.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { timeInTurns, type Timing } from './lib/timing.ts';

const CLIENTS = 10_000;
const TASKS = 100_000;
const STAFF = 20;
const JOURNAL = 5_000;
const NOTES = 50;
const WARM_UP = 3;
const RUNS = 30;

type Pair = { service: Timing; api: Timing; ratio: number; bytes: number };
type Result = { database: string; seedSeconds: number; clientTasks: number; sheet: Pair; historyFirst: Pair; historyDeep: Pair };

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);

async function measure(label: string, database: Database): Promise<Result> {
  const { db } = database;
  log(`${label} : données de référence…`);
  const started = performance.now();
  await seedDemo({ db, clients: CLIENTS, tasks: TASKS, users: STAFF, seed: 7 });
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;

  // The busiest client: the most tasks, then a long journal and notes of its own.
  const { rows } = await database.pool.query<{ id: string; tasks: number }>(
    'SELECT client_id AS id, count(*)::int AS tasks FROM tasks WHERE client_id IS NOT NULL GROUP BY client_id ORDER BY tasks DESC LIMIT 1',
  );
  const client = rows[0];
  if (!client) throw new Error('aucune tâche liée à un client');
  const [author] = await db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).limit(1);
  if (!author) throw new Error('aucun utilisateur');
  const start = Date.now() - JOURNAL * 60_000;
  await db.insert(activityLog).values(
    Array.from({ length: JOURNAL }, (_, index) => ({
      at: new Date(start + index * 60_000),
      userId: author.id,
      userName: author.fullName,
      entity: 'client' as const,
      entityId: client.id,
      clientId: client.id,
      action: 'update' as const,
      field: 'telephone',
      oldValue: String(index),
      newValue: String(index + 1),
    })),
  );
  await db.insert(notes).values(Array.from({ length: NOTES }, (_, index) => ({ clientId: client.id, authorId: author.id, body: `Note ${index}` })));
  await database.pool.query('ANALYZE');

  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({ database, env, logger, mailer: { describe: () => 'bench', send: async () => {} }, authSecret: env.AUTH_SECRET ?? '', version: 'bench' });
  const cookie = await signInCookie(app, author.email);
  const get = async (path: string) => {
    const response = await app.request(path, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`GET ${path} : ${response.status} ${await response.text()}`);
    return new Uint8Array(await response.arrayBuffer());
  };

  // A cursor 4,000 entries down: keyset pages cost the same wherever they start.
  const deep = await listClientHistory({ db, clientId: client.id, pageSize: 4_000 });
  const before = deep.nextBefore ?? undefined;
  const paths = {
    sheet: `/api/clients/${client.id}/sheet`,
    historyFirst: `/api/clients/${client.id}/history`,
    historyDeep: `/api/clients/${client.id}/history?before=${before}`,
  };
  const bytes = { sheet: (await get(paths.sheet)).byteLength, historyFirst: (await get(paths.historyFirst)).byteLength, historyDeep: (await get(paths.historyDeep)).byteLength };

  log(`${label} : mesures (${WARM_UP} tours de chauffe, ${RUNS} mesurés)…`);
  // The sheet as the app builds it: with the sections other features provide (the obligations).
  const sections = SERVER_FEATURES.flatMap((feature) => feature.clientSheetSections ?? []);
  const t = await timeInTurns(
    {
      sheetService: () => getClientSheet({ db, id: client.id, sections }),
      sheetApi: () => get(paths.sheet),
      historyFirstService: () => listClientHistory({ db, clientId: client.id }),
      historyFirstApi: () => get(paths.historyFirst),
      historyDeepService: () => listClientHistory({ db, clientId: client.id, before }),
      historyDeepApi: () => get(paths.historyDeep),
    },
    { warmUp: WARM_UP, runs: RUNS },
  );
  const pair = (service: Timing, api: Timing, size: number): Pair => ({ service, api, ratio: Math.round((api.p50 / service.p50) * 100) / 100, bytes: size });
  return {
    database: label,
    seedSeconds,
    clientTasks: client.tasks,
    sheet: pair(t.sheetService, t.sheetApi, bytes.sheet),
    historyFirst: pair(t.historyFirstService, t.historyFirstApi, bytes.historyFirst),
    historyDeep: pair(t.historyDeepService, t.historyDeepApi, bytes.historyDeep),
  };
}

async function onEachDatabase(): Promise<Result[]> {
  const results: Result[] = [];
  const dir = reachableTempDir('cabinet-bench-sheet-');
  const embedded = await openEmbedded({ dataDir: join(dir, 'data'), logger });
  try {
    await applyMigrations(embedded.pool);
    results.push(await measure(EMBEDDED_LABEL, embedded));
  } finally {
    await embedded.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return results;
  const name = `cabinet_bench_sheet_${process.pid}`;
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

const results = await onEachDatabase();
const row = (label: string, pair: Pair) =>
  `| ${label} | ${pair.service.p50} | ${pair.service.p95} | ${pair.api.p50} | ${pair.api.p95} | ${pair.ratio} | ${new Intl.NumberFormat('fr-FR').format(pair.bytes)} |`;
const markdown = [
  '# Fiche client',
  '',
  `${CLIENTS} clients, ${TASKS} tâches, ${STAFF} collaborateurs ; le client le plus chargé reçoit ${JOURNAL} entrées de journal et ${NOTES} notes.`,
  `Machine : ${availableParallelism()} cœurs, charge ${loadavg().map((v) => v.toFixed(2)).join(' / ')}. Temps en ms (${RUNS} mesures après ${WARM_UP} de chauffe, en alternance).`,
  '',
  ...results.flatMap((result) => [
    `## ${result.database}`,
    '',
    `Données semées en ${result.seedSeconds} s ; ${result.clientTasks} tâches sur ce client.`,
    '',
    '| requête | service p50 | service p95 | API p50 | API p95 | API / service | octets |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('GET /sheet', result.sheet),
    row('GET /history (1re page)', result.historyFirst),
    row('GET /history (page à 4 000 entrées)', result.historyDeep),
    '',
  ]),
].join('\n');
writeFileSync(new URL('./results/client-sheet.md', import.meta.url), `${markdown}\n`);
writeFileSync(new URL('./results/client-sheet.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`${markdown}\n`);
