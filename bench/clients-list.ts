// GET /api/clients at the reference size (10,000 clients, 20 staff, 100,000 tasks): the whole
// endpoint (session check, query, JSON, optional gzip) against the same SQL run bare through the
// driver, in the same run. Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set
// (a scratch database is created there and dropped after).
//
//   npx tsx bench/clients-list.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/clients-list.ts
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../src/server/app.ts';
import { type Database } from '../src/server/db/client.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { listClientsQuery } from '../src/server/features/clients/clients.service.ts';
import { createLogger } from '../src/server/logger.ts';
import type { Reference } from './lib/reference-data.ts';
import { ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { timeInTurns, type Timing } from './lib/timing.ts';

const WARM_UP = 3;
const RUNS = 30;

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
async function measure(label: string, database: Database, { seeded, seedSeconds }: Reference): Promise<Result> {

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

  const { sql: text, params } = new PgDialect().sqlToQuery(listClientsQuery());
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
    ratio: ratioOf(api, sql),
    ratioGzip: ratioOf(apiGzip, sql),
  };
}

// Shared machines are noisy: say how busy this one was when the run began.
const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const ms = (timing: Timing) => `${timing.p50} / ${timing.p99}`;
const lines = [
  '# Liste complète des clients (GET /api/clients)',
  '',
  `${sizeLabel()} (\`seedDemo\`, graine 42). Durées en ms, médiane / 99e centile (le maximum sous 100 mesures) sur ${RUNS} requêtes de chaque sorte, jouées à tour de rôle, après ${WARM_UP} tours de chauffe.`,
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
const endpoints: EndpointFigure[] = results.flatMap((r) => [
  { database: r.database, endpoint: 'GET /api/clients', rows: r.clients, sql: r.sql, api: r.api, ratio: r.ratio },
  { database: r.database, endpoint: 'GET /api/clients (gzip)', rows: r.clients, sql: r.sql, api: r.apiGzip, ratio: r.ratioGzip },
]);
writeResults('clients-list', lines, { loadAverage: Number(load), results, endpoints });
