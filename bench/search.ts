// GET /api/search (the top bar's global search) at the reference size (10,000 clients, 100,000
// tasks, 20 staff): per typical query, the endpoint as the browser calls it (session check, the
// clients and tasks statements, JSON) against the same two statements run bare through the driver,
// in turns; the plan of each statement says which trigram indexes it used (the clients' name, the
// distinct task titles of migration 0010) and how many task rows it read.
// Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set (scratch database).
//
//   npx tsx bench/search.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/search.ts
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { foldText } from '../src/shared/client-search.ts';
import { searchResultsSchema } from '../src/shared/search.ts';
import { createApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { clients } from '../src/server/db/schema/index.ts';
import { seedDemo } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { clientSearchQuery, taskSearchQuery } from '../src/server/features/search/search.service.ts';
import { createLogger } from '../src/server/logger.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { timeInTurns, type Timing } from './lib/timing.ts';

const CLIENTS = 10_000;
const TASKS = 100_000;
const STAFF = 20;
const WARM_UP = 3;
const RUNS = 20;

type Query = { label: string; q: string; expect?: string };
type QueryFigure = Query & {
  api: Timing;
  sql: Timing;
  /** Server execution time of the clients and the tasks statement (EXPLAIN ANALYZE), one run. */
  planMs: { clients: number; tasks: number };
  /** Rows the tasks statement scored (matches of the trigram test). */
  taskMatches: number;
  indexes: string[];
  found: { clients: number; tasks: number };
};
type Result = { database: string; clients: number; tasks: number; seedSeconds: number | null; medianOfMedians: { api: number; sql: number }; queries: QueryFigure[] };

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);
const dialect = new PgDialect();

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; 'Relation Name'?: string; Plans?: PlanNode[] };

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

async function explain(database: Database, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const { rows } = await database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>({
    text: `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${text}`,
    values: params,
  });
  const plan = rows[0]?.['QUERY PLAN'][0];
  if (!plan) throw new Error('EXPLAIN sans plan');
  const indexes = new Set<string>();
  let heapRows = 0;
  walk(plan.Plan, (node) => {
    if (node['Index Name']?.endsWith('_trgm_idx')) indexes.add(node['Index Name']);
    // Every task row a scan hands up (per loop: the ranked title lookup runs once per matched title).
    if (node['Relation Name'] === 'tasks') heapRows += (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  });
  return { ms: Math.round(plan['Execution Time'] * 10) / 10, indexes: [...indexes], heapRows };
}

/** The demo firm, unless the harness handed over a database that already holds it. */
async function ensureData(database: Database): Promise<number | null> {
  const { rows } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks');
  if ((rows[0]?.n ?? 0) >= TASKS) return null;
  const start = performance.now();
  await seedDemo({ db: database.db, clients: CLIENTS, tasks: TASKS, users: STAFF, seed: 42 });
  return Math.round((performance.now() - start) / 100) / 10;
}

async function measure(label: string, database: Database): Promise<Result> {
  log(`${label} : ${CLIENTS} clients, ${TASKS} tâches, ${STAFF} collaborateurs…`);
  const seedSeconds = await ensureData(database);
  // The name of the issue's example, next to the seeded ones.
  await database.db.insert(clients).values({ raisonSociale: 'Société Générale', siret: '55212022200013', ville: 'Paris' });
  await database.pool.query('ANALYZE');

  // Real rows of this firm to look for: a client's name as typed (no accents, lower case), its
  // SIRET in groups, its numéro.
  const { rows: picks } = await database.pool.query<{ raison_sociale: string; siret: string; numero_client: string }>(
    `SELECT raison_sociale, siret, numero_client FROM clients WHERE siret IS NOT NULL AND numero_client IS NOT NULL ORDER BY numero_client OFFSET 4321 LIMIT 1`,
  );
  const pick = picks[0];
  if (!pick) throw new Error('aucun client de démonstration');
  const s = pick.siret;
  const queries: Query[] = [
    { label: 'raison sociale avec une faute', q: 'societe genrale', expect: 'Société Générale' },
    { label: 'raison sociale sans accents', q: foldText(pick.raison_sociale), expect: pick.raison_sociale },
    { label: 'premier mot d’une raison sociale', q: foldText(pick.raison_sociale).split(' ')[0] ?? 'sarl' },
    { label: 'SIRET tapé avec des espaces', q: `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6, 9)} ${s.slice(9)}`, expect: pick.raison_sociale },
    { label: 'numéro client', q: pick.numero_client, expect: pick.raison_sociale },
    { label: 'mot fréquent des titres de tâches', q: 'tva' },
    { label: 'titre de tâche', q: 'declaration de tva mensuelle' },
    { label: 'titre de tâche avec une faute', q: 'liase fiscle' },
    { label: 'aucun résultat', q: 'wxqzv jkvbn' },
  ];

  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({
    database,
    env,
    logger,
    mailer: { describe: () => 'bench', send: async () => {} },
    authSecret: env.AUTH_SECRET ?? '',
    version: 'bench',
  });
  const cookie = await signInCookie(app, DEMO_ADMIN_EMAIL);
  const get = async (q: string) => {
    const response = await app.request(`/api/search?${new URLSearchParams({ q }).toString()}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`GET /api/search?q=${q} : ${response.status} ${await response.text()}`);
    return searchResultsSchema.parse(await response.json());
  };
  const bare = (q: string) => {
    const statements = [clientSearchQuery(q), taskSearchQuery(q)].map((query) => dialect.sqlToQuery(query));
    return async () => {
      for (const { sql: text, params } of statements) await database.pool.query({ text, values: params });
    };
  };

  const figures: QueryFigure[] = [];
  const allApi: number[] = [];
  const allSql: number[] = [];
  for (const query of queries) {
    const answer = await get(query.q);
    if (query.expect && answer.clients[0]?.raisonSociale !== query.expect) {
      throw new Error(`« ${query.q} » : ${answer.clients[0]?.raisonSociale ?? 'rien'} en premier, ${query.expect} attendu`);
    }
    log(`${label} : « ${query.q} »…`);
    const timings = await timeInTurns({ api: () => get(query.q), sql: bare(query.q) }, { warmUp: WARM_UP, runs: RUNS });
    const clientPlan = await explain(database, clientSearchQuery(query.q));
    const taskPlan = await explain(database, taskSearchQuery(query.q));
    figures.push({
      ...query,
      api: timings.api,
      sql: timings.sql,
      planMs: { clients: clientPlan.ms, tasks: taskPlan.ms },
      taskMatches: taskPlan.heapRows,
      indexes: [...clientPlan.indexes, ...taskPlan.indexes],
      found: { clients: answer.clients.length, tasks: answer.tasks.length },
    });
    // The overall figure is the median of the per-query medians: every query weighs the same.
    allApi.push(timings.api.p50);
    allSql.push(timings.sql.p50);
  }
  const { rows: counts } = await database.pool.query<{ c: number; t: number }>('SELECT (SELECT count(*)::int FROM clients) AS c, (SELECT count(*)::int FROM tasks) AS t');
  return {
    database: label,
    clients: counts[0]?.c ?? 0,
    tasks: counts[0]?.t ?? 0,
    seedSeconds,
    medianOfMedians: { api: median(allApi), sql: median(allSql) },
    queries: figures,
  };
}

// Shared machines are noisy: say how busy this one was when the run began.
const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

const fr = (value: number) => value.toLocaleString('fr-FR');
const ms = (timing: Timing) => `${fr(timing.p50)} / ${fr(timing.p95)}`;
const short = (name: string) => name.replace('_name_folded_trgm_idx', '').replace('_folded_trgm_idx', '');
const lines = [
  '# Recherche globale (GET /api/search)',
  '',
  `${fr(CLIENTS)} clients, ${fr(TASKS)} tâches et ${STAFF} collaborateurs (\`seedDemo\`, graine 42), plus « Société Générale ». Durées en ms, médiane / 95e centile sur ${RUNS} requêtes par recherche, API et SQL à tour de rôle, après ${WARM_UP} tours de chauffe.`,
  'L’API passe par `app.request` avec un cookie de session : contrôle de session, la requête des clients puis celle des tâches, JSON. Le plancher « SQL » est la même paire de requêtes exécutée directement sur le pool `pg`.',
  '« plan » : temps d’exécution mesuré par le serveur (`EXPLAIN (ANALYZE, TIMING OFF)`) des requêtes clients + tâches ; « tâches lues » : lignes de la table des tâches lues par le plan (les meilleures de chaque titre retenu) ; « index » : index trigrammes vus dans les plans.',
  `Machine : ${availableParallelism()} processeurs, charge moyenne ${load} au départ.`,
  '',
  '| base | recherche | q | plan clients + tâches | SQL seul | API | tâches lues | résultats | index |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...results.flatMap((r) =>
    r.queries.map(
      (f) =>
        `| ${r.database} | ${f.label} | \`${f.q}\` | ${fr(f.planMs.clients)} + ${fr(f.planMs.tasks)} | ${ms(f.sql)} | ${ms(f.api)} | ${fr(f.taskMatches)} | ${f.found.clients} + ${f.found.tasks} | ${f.indexes.map(short).join(', ') || '—'} |`,
    ),
  ),
  '',
  '| base | médiane des médianes : SQL seul | API |',
  '| --- | ---: | ---: |',
  ...results.map((r) => `| ${r.database} | ${fr(r.medianOfMedians.sql)} | ${fr(r.medianOfMedians.api)} |`),
  '',
  ...results.map(
    (r) =>
      `${r.database} : ${fr(r.clients)} clients, ${fr(r.tasks)} tâches${r.seedSeconds === null ? ' (données reçues du banc)' : `, données créées en ${fr(r.seedSeconds)} s`}.`,
  ),
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
writeFileSync(new URL('./results/search.md', import.meta.url), lines.join('\n'));
writeFileSync(new URL('./results/search.json', import.meta.url), JSON.stringify({ cpus: availableParallelism(), loadAverage: Number(load), results }, null, 2) + '\n');
console.log(lines.join('\n'));
