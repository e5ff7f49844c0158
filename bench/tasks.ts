// The Tâches page's two reads at the reference size (100,000 tasks, 20 staff) with 500 recurring
// tasks in the month shown: GET /api/tasks?scope=all (the Cabinet list's first page) and GET /api/tasks/calendar
// (the month grid, Cabinet and Mes tâches), each against the same SQL run bare through the driver,
// in the same run. Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch
// database is created there and dropped after).
//
//   npx tsx bench/tasks.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/tasks.ts
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../src/server/app.ts';
import { type Database } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { calendarTasksQuery } from '../src/server/features/tasks/tasks-calendar.service.ts';
import { taskPageQuery } from '../src/server/features/tasks/tasks-list.service.ts';
import { TASK_PAGE_SIZE } from '../src/shared/task-queries.ts';
import { TASK_FILTER_DEFAULTS } from '../src/shared/tasks/filter.ts';
import { createLogger } from '../src/server/logger.ts';
import { planOf } from './lib/plan.ts';
import type { Reference } from './lib/reference-data.ts';
import { monthGrid, placeRecurringTasks } from './lib/tasks-fixture.ts';
import { ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { SIZE, sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { timeInTurns, type Timing } from './lib/timing.ts';
import { taskRowsOf, type TaskAnswer } from './lib/task-answer.ts';

const RECURRING_IN_MONTH = 500;
const WARM_UP = 3;
const RUNS = 20;

type Measure = { rows: number; bytes: number; gzipBytes: number; sql: Timing; api: Timing; ratio: number; plan: string };
type Result = {
  database: string;
  tasks: number;
  seedSeconds: number;
  month: { from: string; to: string };
  list: Measure;
  calendarAll: Measure;
  calendarMine: Measure;
};

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);

async function measure(label: string, database: Database, reference: Reference): Promise<Result> {
  const { seedSeconds } = reference;
  const now = new Date(reference.now);
  const grid = monthGrid(now);
  await placeRecurringTasks(database, grid.first, RECURRING_IN_MONTH);
  // Fresh statistics, as autovacuum would have them on a live server.
  await database.pool.query('ANALYZE');

  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({ database, env, logger, mailer: { describe: () => 'bench', send: async () => {} }, authSecret: env.AUTH_SECRET ?? '', version: 'bench' });
  const cookie = await signInCookie(app, DEMO_ADMIN_EMAIL);
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const userId = admin?.id ?? '';

  const one = async (name: string, path: string, query: SQL): Promise<Measure> => {
    const get = async () => {
      const response = await app.request(path, { headers: { cookie, 'accept-encoding': 'identity' } });
      if (response.status !== 200) throw new Error(`${path} : ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };
    const body = await get();
    const rows = taskRowsOf(JSON.parse(new TextDecoder().decode(body)) as TaskAnswer);
    const { sql: text, params } = new PgDialect().sqlToQuery(query);
    log(`${label} : ${name} (${rows.toLocaleString('fr-FR')} lignes, ${WARM_UP} tours de chauffe, ${RUNS} mesurés)…`);
    const timing = await timeInTurns({ sql: () => database.pool.query({ text, values: params }), api: get }, { warmUp: WARM_UP, runs: RUNS });
    return {
      rows,
      bytes: body.byteLength,
      gzipBytes: gzipSync(body).byteLength,
      ...timing,
      ratio: ratioOf(timing.api, timing.sql),
      plan: await planOf(database, query),
    };
  };

  const range = `from=${grid.from}&to=${grid.to}`;
  return {
    database: label,
    tasks: reference.seeded.tasks + RECURRING_IN_MONTH,
    seedSeconds,
    month: { from: grid.from, to: grid.to },
    list: await one(
      'liste Cabinet, première page',
      '/api/tasks?scope=all',
      taskPageQuery({ filter: { ...TASK_FILTER_DEFAULTS, scope: 'all' }, userId, limit: TASK_PAGE_SIZE }),
    ),
    calendarAll: await one('calendrier Cabinet', `/api/tasks/calendar?${range}&scope=all`, calendarTasksQuery({ from: grid.from, to: grid.to, scope: 'all', userId })),
    calendarMine: await one('calendrier Mes tâches', `/api/tasks/calendar?${range}&scope=mine`, calendarTasksQuery({ from: grid.from, to: grid.to, scope: 'mine', userId })),
  };
}

// Shared machines are noisy: say how busy this one was when the run began.
const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const ms = (timing: Timing) => `${timing.p50} / ${timing.p99}`;
const row = (r: Result, name: string, m: Measure) =>
  `| ${r.database} | ${name} | ${m.rows.toLocaleString('fr-FR')} | ${ms(m.sql)} | ${ms(m.api)} | ${m.ratio} | ${kb(m.bytes)} | ${kb(m.gzipBytes)} |`;
const lines = [
  '# Tâches : liste du cabinet et calendrier du mois',
  '',
  `${sizeLabel()} (\`seedDemo\`, graine 42) et ${RECURRING_IN_MONTH} tâches récurrentes commençant dans le mois affiché (quotidiennes, hebdomadaires, mensuelles, annuelles). Les tâches récurrentes du jeu de démonstration (un peu plus de la moitié des ${SIZE.tasks.toLocaleString('fr-FR')}, en quelque 38 000 séries à la taille de référence) y sont rendues ponctuelles : sinon chaque série se répéterait dans chaque mois.`,
  `Durées en ms, médiane / 99e centile (le maximum sous 100 mesures) sur ${RUNS} requêtes de chaque sorte, jouées à tour de rôle, après ${WARM_UP} tours de chauffe.`,
  'L’API passe par `app.request` avec un cookie de session (contrôle de session, requête, JSON, sans compression) ; le plancher est la même requête SQL exécutée directement sur le pool `pg`.',
  `Calendrier : la grille du mois (six semaines, du ${results[0]?.month.from} au ${results[0]?.month.to}) ; « Mes tâches » pour l’administrateur de démonstration. Machine : ${availableParallelism()} processeurs, charge moyenne ${load} au départ.`,
  '',
  '| base | lecture | lignes | SQL seul | API | ratio | réponse | gzip |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.flatMap((r) => [
    row(r, 'GET /api/tasks?scope=all', r.list),
    row(r, 'calendrier, Cabinet', r.calendarAll),
    row(r, 'calendrier, Mes tâches', r.calendarMine),
  ]),
  '',
  'Plans choisis (parcours) :',
  '',
  ...results.flatMap((r) => [
    `- ${r.database}, liste : ${r.list.plan}`,
    `- ${r.database}, calendrier Cabinet : ${r.calendarAll.plan}`,
    `- ${r.database}, calendrier Mes tâches : ${r.calendarMine.plan}`,
  ]),
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
const endpoints: EndpointFigure[] = results.flatMap((r) =>
  (
    [
      ['GET /api/tasks?scope=all', r.list],
      ['GET /api/tasks/calendar (Cabinet)', r.calendarAll],
      ['GET /api/tasks/calendar (Mes tâches)', r.calendarMine],
    ] as const
  ).map(([endpoint, m]) => ({ database: r.database, endpoint, rows: m.rows, sql: m.sql, api: m.api, ratio: m.ratio })),
);
writeResults('tasks', lines, { loadAverage: Number(load), results, endpoints });
