// GET /api/clients at the reference size (10,000 clients, 20 staff): the whole endpoint (session
// check, query, JSON, optional gzip) against the same SQL run bare through the driver, in the
// same run. Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch
// database is created there and dropped after).
//
//   npx tsx bench/clients-list.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/clients-list.ts
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../src/server/app.ts';
import { type Database } from '../src/server/db/client.ts';
import { seedDemo } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { listClientsQuery } from '../src/server/features/clients/clients.service.ts';
import { createLogger } from '../src/server/logger.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { timeInTurns, type Timing } from './lib/timing.ts';

const CLIENTS = 10_000;
const STAFF = 20;
const WARM_UP = 3;
const RUNS = 20;

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






async function measure(label: string, database: Database): Promise<Result> {
  log(`${label} : ${CLIENTS} clients…`);
  const seedStart = performance.now();
  const seeded = await seedDemo({ db: database.db, clients: CLIENTS, tasks: 0, users: STAFF, seed: 42 });
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  // Fresh statistics, as autovacuum would have them on a live server.
  await database.pool.query('ANALYZE');

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
  }, { warmUp: WARM_UP, runs: RUNS });
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





// Shared machines are noisy: say how busy this one was when the run began.
const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

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
