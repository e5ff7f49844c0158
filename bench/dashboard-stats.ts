// GET /api/dashboard and GET /api/stats at the reference size (10,000 clients, 100,000 tasks, 20
// staff): each endpoint as a browser calls it (session check, the one SQL statement, JSON) against
// the same statement run bare through the driver, in the same run. Embedded PostgreSQL always;
// PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database is created there and dropped).
//
//   npx tsx bench/dashboard-stats.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/dashboard-stats.ts
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../src/server/app.ts';
import { type Database } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { dashboardQuery } from '../src/server/features/dashboard/dashboard.service.ts';
import { statsQuery } from '../src/server/features/stats/stats.service.ts';
import { createLogger } from '../src/server/logger.ts';
import type { Reference } from './lib/reference-data.ts';
import { ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { timeInTurns, type Timing } from './lib/timing.ts';

const WARM_UP = 3;
const RUNS = 30;

type Endpoint = { sql: Timing; api: Timing; ratio: number; planMs: number; bytes: number };
type Result = {
  database: string;
  clients: number;
  tasks: number;
  assignments: number;
  seedSeconds: number;
  /** Whose dashboard: a collaborateur, with clients and tasks of their own. */
  dashboardUser: { tasks: number; activeClients: number };
  dashboard: Endpoint;
  stats: Endpoint;
};

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);
const dialect = new PgDialect();

/** The server's own execution time for the statement (EXPLAIN ANALYZE), without transfer or parsing. */
async function planMs(database: Database, query: SQL): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const { rows } = await database.pool.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>({
    text: `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${text}`,
    values: params,
  });
  return Math.round((rows[0]?.['QUERY PLAN'][0]['Execution Time'] ?? Number.NaN) * 10) / 10;
}

async function measure(label: string, database: Database, { seeded, seedSeconds }: Reference): Promise<Result> {

  // The collaborateur with the most tasks: the heaviest dashboard of the firm.
  const { rows: people } = await database.pool.query<{ id: string; email: string; tasks: number; clients: number }>(`
    SELECT u.id, u.email,
      (SELECT count(*)::int FROM tasks t WHERE t.assigned_to = u.id) AS tasks,
      (SELECT count(*)::int FROM client_collaborators cc JOIN clients c ON c.id = cc.client_id WHERE cc.collaborator_id = u.id AND c.status = 'actif') AS clients
    FROM users u WHERE u.role = 'collaborateur' ORDER BY tasks DESC, u.email LIMIT 1`);
  const person = people[0];
  if (!person) throw new Error('aucun collaborateur dans les données de démonstration');

  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({
    database,
    env,
    logger,
    mailer: { describe: () => 'bench', send: async () => {} },
    authSecret: env.AUTH_SECRET ?? '',
    version: 'bench',
  });
  const cookie = await signInCookie(app, person.email);
  const get = async (path: string) => {
    const response = await app.request(path, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`GET ${path} : ${response.status} ${await response.text()}`);
    return new Uint8Array(await response.arrayBuffer());
  };

  const dashboardBody = await get('/api/dashboard');
  const dashboard = JSON.parse(new TextDecoder().decode(dashboardBody)) as { counters: Record<string, number>; clients: { total: number } };
  if (dashboard.clients.total !== person.clients) throw new Error(`${dashboard.clients.total} clients au tableau de bord, ${person.clients} attendus`);
  const statsBody = await get('/api/stats');
  const stats = JSON.parse(new TextDecoder().decode(statsBody)) as { tasks: { total: number } };
  if (stats.tasks.total !== seeded.tasks) throw new Error(`${stats.tasks.total} tâches aux statistiques, ${seeded.tasks} attendues`);

  const bare = (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return () => database.pool.query({ text, values: params });
  };
  const dashboardSql = dashboardQuery({ userId: person.id });
  const statsSql = statsQuery();
  log(`${label} : mesures (${WARM_UP} tours de chauffe, ${RUNS} mesurés)…`);
  const timings = await timeInTurns({
    dashboardSql: bare(dashboardSql),
    dashboardApi: () => get('/api/dashboard'),
    statsSql: bare(statsSql),
    statsApi: () => get('/api/stats'),
  }, { warmUp: WARM_UP, runs: RUNS });
  const ratio = ratioOf;
  return {
    database: label,
    clients: seeded.clients,
    tasks: seeded.tasks,
    assignments: seeded.assignments,
    seedSeconds,
    dashboardUser: { tasks: person.tasks, activeClients: person.clients },
    dashboard: {
      sql: timings.dashboardSql,
      api: timings.dashboardApi,
      ratio: ratio(timings.dashboardApi, timings.dashboardSql),
      planMs: await planMs(database, dashboardSql),
      bytes: dashboardBody.byteLength,
    },
    stats: {
      sql: timings.statsSql,
      api: timings.statsApi,
      ratio: ratio(timings.statsApi, timings.statsSql),
      planMs: await planMs(database, statsSql),
      bytes: statsBody.byteLength,
    },
  };
}

// Shared machines are noisy: say how busy this one was when the run began.
const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

const fr = (value: number) => value.toLocaleString('fr-FR');
const ms = (timing: Timing) => `${fr(timing.p50)} / ${fr(timing.p99)}`;
const kb = (bytes: number) => `${fr(Math.round(bytes / 102.4) / 10)} Ko`;
const row = (r: Result, name: string, e: Endpoint) =>
  `| ${r.database} | ${name} | ${fr(e.planMs)} | ${ms(e.sql)} | ${ms(e.api)} | ${fr(e.ratio)} | ${kb(e.bytes)} |`;
const lines = [
  '# Tableau de bord et statistiques (GET /api/dashboard, GET /api/stats)',
  '',
  `${sizeLabel()} (\`seedDemo\`, graine 42). Durées en ms, médiane / 99e centile (le maximum sous 100 mesures) sur ${RUNS} requêtes de chaque sorte, jouées à tour de rôle, après ${WARM_UP} tours de chauffe.`,
  'L’API passe par `app.request` avec un cookie de session : contrôle de session (une lecture de la session en base), la requête SQL unique de la page, JSON.',
  'Le plancher est la même requête SQL exécutée directement sur le pool `pg` ; « plan » est le temps d’exécution mesuré par le serveur sur une exécution (`EXPLAIN (ANALYZE, TIMING OFF)`), sans transfert.',
  'Le tableau de bord est celui du collaborateur qui a le plus de tâches.',
  `Machine : ${availableParallelism()} processeurs, charge moyenne ${load} au départ.`,
  '',
  '| base | page | plan | SQL seul | API | ratio | réponse |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.flatMap((r) => [row(r, 'Dashboard', r.dashboard), row(r, 'Statistiques', r.stats)]),
  '',
  ...results.map(
    (r) =>
      `${r.database} : données créées en ${fr(r.seedSeconds)} s (${fr(r.assignments)} affectations) ; tableau de bord d’un collaborateur à ${fr(r.dashboardUser.tasks)} tâches et ${fr(r.dashboardUser.activeClients)} clients actifs.`,
  ),
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
const endpoints: EndpointFigure[] = results.flatMap((r) => [
  { database: r.database, endpoint: 'GET /api/dashboard', sql: r.dashboard.sql, api: r.dashboard.api, ratio: r.dashboard.ratio },
  { database: r.database, endpoint: 'GET /api/stats', sql: r.stats.sql, api: r.stats.api, ratio: r.stats.ratio },
]);
writeResults('dashboard-stats', lines, { loadAverage: Number(load), results, endpoints });
