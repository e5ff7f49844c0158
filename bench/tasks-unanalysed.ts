// The Tâches calendar in scope « Cabinet » (GET /api/tasks/calendar?scope=all, the month grid
// around today) on a demo firm whose tables were never analysed: written at the reference size
// by writeDemoFirm (seedDemo without its ANALYZE, seed 42), autovacuum off, so that PostgreSQL
// plans on guesses, as it does on data written before anything analysed it. Then the same after
// ANALYZE, in the same run. API against the same SQL run bare; nothing asserted on time.
// Embedded PostgreSQL always; a PostgreSQL server too when BENCH_DATABASE_URL is set (a scratch
// database is created there and dropped after). A fresh firm each time: the cached one is analysed.
//
//   npx tsx bench/tasks-unanalysed.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/tasks-unanalysed.ts
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../src/server/app.ts';
import { analyzeTables, findTableAnalyses } from '../src/server/db/analyze.ts';
import type { Database } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { writeDemoFirm } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { calendarTasksQuery } from '../src/server/features/tasks/tasks-calendar.service.ts';
import { createLogger } from '../src/server/logger.ts';
import { planOf } from './lib/plan.ts';
import { ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachEmptyDatabase } from './lib/scratch-databases.ts';
import { SEED, SIZE, sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { monthGrid } from './lib/tasks-fixture.ts';
import { summarise, timeInTurns, type Timing } from './lib/timing.ts';
import { taskRowsOf, type TaskAnswer } from './lib/task-answer.ts';

/** The tables the calendar reads: the ones whose statistics matter here. */
const READ_TABLES = ['tasks', 'clients'];
const WARM_UP = 2;
const RUNS = 10;
/** A first request slower than this is a plan gone wrong: timed once, not RUNS times (that could take hours). */
const SLOW_MS = 30_000;

type Measure = { neverAnalysed: boolean; rows: number; firstMs: number; sql: Timing | null; api: Timing; ratio: number | null; plan: string };
type Result = { database: string; seedSeconds: number; month: { from: string; to: string }; unanalysed: Measure; analysed: Measure };

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);

async function measure(label: string, database: Database): Promise<Result> {
  // A server's autovacuum would analyse the new rows within a minute or so, during the measurement.
  for (const table of READ_TABLES) await database.pool.query(`ALTER TABLE ${table} SET (autovacuum_enabled = off)`);
  log(`${label} : cabinet de démonstration sans ANALYZE (${sizeLabel()})…`);
  const now = new Date();
  const start = performance.now();
  await writeDemoFirm({ db: database.db, clients: SIZE.clients, tasks: SIZE.tasks, users: SIZE.users, seed: SEED, now });
  const seedSeconds = Math.round((performance.now() - start) / 100) / 10;

  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({ database, env, logger, mailer: { describe: () => 'bench', send: async () => {} }, authSecret: env.AUTH_SECRET ?? '', version: 'bench' });
  const cookie = await signInCookie(app, DEMO_ADMIN_EMAIL);
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const month = monthGrid(now);
  const path = `/api/tasks/calendar?from=${month.from}&to=${month.to}&scope=all`;
  const query = calendarTasksQuery({ from: month.from, to: month.to, scope: 'all', userId: admin?.id ?? '' });
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const get = async () => {
    const response = await app.request(path, { headers: { cookie, 'accept-encoding': 'identity' } });
    if (response.status !== 200) throw new Error(`${path} : ${response.status}`);
    return (await response.json()) as TaskAnswer;
  };

  const one = async (name: string): Promise<Measure> => {
    const analyses = Object.values(await findTableAnalyses(database.db, READ_TABLES));
    const neverAnalysed = analyses.every((a) => a.lastAnalyze === null && a.lastAutoanalyze === null);
    const plan = await planOf(database, query);
    log(`${label} : calendrier Cabinet, ${name} (${WARM_UP} tours de chauffe, ${RUNS} mesurés)…`);
    const first = performance.now();
    const rows = taskRowsOf(await get());
    const firstMs = Math.round(performance.now() - first);
    if (firstMs > SLOW_MS) return { neverAnalysed, rows, firstMs, sql: null, api: summarise([firstMs]), ratio: null, plan };
    const timing = await timeInTurns({ sql: () => database.pool.query({ text, values: params }), api: get }, { warmUp: WARM_UP, runs: RUNS });
    return { neverAnalysed, rows, firstMs, ...timing, ratio: ratioOf(timing.api, timing.sql), plan };
  };

  const unanalysed = await one('tables jamais analysées');
  await analyzeTables(database.db, READ_TABLES);
  const analysed = await one('après ANALYZE');
  return { database: label, seedSeconds, month: { from: month.from, to: month.to }, unanalysed, analysed };
}

// Shared machines are noisy: say how busy this one was when the run began.
const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachEmptyDatabase(measure);

const fr = (n: number) => n.toLocaleString('fr-FR');
const pair = (timing: Timing | null) => (timing ? `${timing.p50} / ${timing.p99}` : '—');
const row = (r: Result, name: string, m: Measure) =>
  `| ${r.database} | ${name} | ${m.neverAnalysed ? 'jamais analysées' : 'analysées'} | ${fr(m.rows)} | ${fr(m.firstMs)} | ${pair(m.sql)} | ${pair(m.api)} | ${m.ratio ?? '—'} |`;
const lines = [
  '# Tâches : calendrier du cabinet sur des tables jamais analysées',
  '',
  `${sizeLabel()} (\`writeDemoFirm\`, graine ${SEED} : les données de \`seedDemo\` sans son ANALYZE final), autovacuum coupé sur tasks et clients : PostgreSQL n’a aucune statistique et planifie sur des estimations par défaut. Puis la même mesure après ANALYZE.`,
  `GET /api/tasks/calendar?scope=all sur la grille du mois (du ${results[0]?.month.from} au ${results[0]?.month.to}), par \`app.request\` avec un cookie de session ; le plancher est la même requête SQL exécutée directement sur le pool \`pg\`.`,
  `Durées en ms, médiane / 99e centile (le maximum sous 100 mesures) sur ${RUNS} requêtes de chaque sorte jouées à tour de rôle après ${WARM_UP} tours de chauffe ; « 1re requête » : la toute première, à froid. Une première requête de plus de ${SLOW_MS / 1000} s (un plan faux) n’est pas répétée. Machine : ${availableParallelism()} processeurs, charge moyenne ${load} au départ.`,
  '',
  '| base | statistiques | tasks et clients (pg_stat_user_tables) | lignes | 1re requête | SQL seul | API | ratio |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.flatMap((r) => [row(r, 'aucune', r.unanalysed), row(r, 'après ANALYZE', r.analysed)]),
  '',
  'Plans choisis (parcours) :',
  '',
  ...results.flatMap((r) => [`- ${r.database}, sans statistiques : ${r.unanalysed.plan}`, `- ${r.database}, après ANALYZE : ${r.analysed.plan}`]),
  '',
  `Données écrites en ${results.map((r) => `${fr(r.seedSeconds)} s (${r.database})`).join(', ')}.`,
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
const endpoints: EndpointFigure[] = results.flatMap((r) =>
  (
    [
      ['GET /api/tasks/calendar (Cabinet, tables jamais analysées)', r.unanalysed],
      ['GET /api/tasks/calendar (Cabinet, après ANALYZE)', r.analysed],
    ] as const
  ).map(([endpoint, m]) => ({ database: r.database, endpoint, rows: m.rows, sql: m.sql, api: m.api, ratio: m.ratio })),
);
writeResults('tasks-unanalysed', lines, { loadAverage: Number(load), results, endpoints });
