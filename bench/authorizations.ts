// The Habilitations, Banque and Suivi lists and the bank changes at the reference size (10,000
// clients, every authorisation and tracking row filled by seedDemo): each endpoint (session
// check, queries, JSON, optional gzip) against the same SQL run bare through the driver, in the
// same run. Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch
// database is created there and dropped after).
//
//   npx tsx bench/authorizations.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/authorizations.ts
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { desc, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../src/server/app.ts';
import { type Database } from '../src/server/db/client.ts';
import { bankChanges } from '../src/server/db/schema/index.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { listAuthorizationsQuery } from '../src/server/features/authorizations/authorizations.service.ts';
import { bankChangeColumns } from '../src/server/features/bank-changes/bank-changes.service.ts';
import { listTrackingRowsQuery } from '../src/server/features/tracking/tracking.service.ts';
import { createLogger } from '../src/server/logger.ts';
import type { Reference } from './lib/reference-data.ts';
import { ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { timeInTurns, type Timing } from './lib/timing.ts';

const WARM_UP = 3;
const RUNS = 30;

type Query = SQL | { sql: string; params: unknown[] };
type Endpoint = { label: string; path: string; floor: Query[]; count: (body: Record<string, unknown[]>) => number };
type Measure = { endpoint: string; path: string; rows: number; bytes: number; gzipBytes: number; sql: Timing; api: Timing; apiGzip: Timing; ratio: number; ratioGzip: number };
type Result = { database: string; clients: number; activeClients: number; authorizations: number; trackingRows: number; seedSeconds: number; measures: Measure[] };

// The tracking endpoint reads the kind's years, then its rows: the floor runs both statements.
const trackingYears = (kind: string) => sql`SELECT year FROM tracking_years WHERE kind = ${kind} ORDER BY year DESC`;
const rows = (body: Record<string, unknown[]>) => body.rows?.length ?? 0;
const ENDPOINTS: Endpoint[] = [
  { label: 'Habilitations Impôts', path: '/api/authorizations/impots', floor: [listAuthorizationsQuery('impots')], count: rows },
  { label: 'Banque URSSAF (clients masqués)', path: '/api/authorizations/bank_urssaf', floor: [listAuthorizationsQuery('bank_urssaf')], count: rows },
  { label: 'Suivi CFE', path: '/api/tracking/cfe', floor: [trackingYears('cfe'), listTrackingRowsQuery('cfe')], count: rows },
  { label: 'Suivi 3 EN 1 (clients masqués)', path: '/api/tracking/3en1', floor: [trackingYears('3en1'), listTrackingRowsQuery('3en1')], count: rows },
];

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);
const dialect = new PgDialect();
async function measureEndpoint(database: Database, app: ReturnType<typeof createApp>, cookie: string, endpoint: Endpoint): Promise<Measure> {
  const get = async (encoding: string) => {
    const response = await app.request(endpoint.path, { headers: { cookie, 'accept-encoding': encoding } });
    if (response.status !== 200) throw new Error(`GET ${endpoint.path} : ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  const body = await get('identity');
  const rows = endpoint.count(JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown[]>);
  const queries = endpoint.floor.map((query) => ('params' in query ? query : dialect.sqlToQuery(query)));
  const floor = async () => {
    for (const { sql: text, params } of queries) await database.pool.query({ text, values: params });
  };
  const { sql: sqlTiming, api, apiGzip } = await timeInTurns({ sql: floor, api: () => get('identity'), apiGzip: () => get('gzip') }, { warmUp: WARM_UP, runs: RUNS });
  const ratio = (timing: Timing) => ratioOf(timing, sqlTiming);
  return { endpoint: endpoint.label, path: endpoint.path, rows, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength, sql: sqlTiming, api, apiGzip, ratio: ratio(api), ratioGzip: ratio(apiGzip) };
}

async function measure(label: string, database: Database, { seeded, seedSeconds }: Reference): Promise<Result> {
  const active = (await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM clients WHERE status = 'actif'`)).rows[0]?.n ?? 0;

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
  const measures: Measure[] = [];
  // The Banque page's cards: the same statement as listBankChanges.
  const bankChangesQuery = database.db.select(bankChangeColumns).from(bankChanges).orderBy(desc(bankChanges.createdAt), desc(bankChanges.id)).toSQL();
  const bankEndpoint: Endpoint = { label: 'Changements de banque', path: '/api/bank-changes', floor: [bankChangesQuery], count: (body) => body.changes?.length ?? 0 };
  for (const endpoint of [...ENDPOINTS, bankEndpoint]) {
    log(`${label} : ${endpoint.path} (${WARM_UP} tours de chauffe, ${RUNS} mesurés)…`);
    measures.push(await measureEndpoint(database, app, cookie, endpoint));
  }
  return { database: label, clients: seeded.clients, activeClients: active, authorizations: seeded.authorizations, trackingRows: seeded.trackingRows, seedSeconds, measures };
}

// Shared machines are noisy: say how busy this one was when the run began.
const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

const count = (n: number) => n.toLocaleString('fr-FR');
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const ms = (timing: Timing) => `${timing.p50} / ${timing.p99}`;
const lines = [
  '# Listes Habilitations, Banque et Suivi (GET /api/authorizations/:kind, GET /api/tracking/:kind, GET /api/bank-changes)',
  '',
  `${sizeLabel()} (\`seedDemo\`, graine 42) : habilitations des cinq types et suivi CFE et 3 EN 1 sur deux années pour les clients actifs, changements de banque. Durées en ms, médiane / 99e centile (le maximum sous 100 mesures) sur ${RUNS} requêtes de chaque sorte, jouées à tour de rôle, après ${WARM_UP} tours de chauffe.`,
  'La requête passe par `app.request` avec un cookie de session : contrôle de session, requêtes, JSON et, pour la colonne gzip, compression.',
  'Le plancher est la même requête SQL exécutée directement sur le pool `pg` (lignes reçues et décodées par le pilote, sans JSON) ; pour le suivi, la lecture des années puis celle des lignes.',
  `Machine : ${availableParallelism()} processeurs, charge moyenne ${load} au départ.`,
  '',
  ...results.flatMap((r) => [
    `## ${r.database}`,
    '',
    `${count(r.clients)} clients dont ${count(r.activeClients)} actifs, ${count(r.authorizations)} habilitations, ${count(r.trackingRows)} statuts de suivi ; jeu de données créé en ${r.seedSeconds.toLocaleString('fr-FR')} s.`,
    '',
    '| liste | lignes | SQL seul | API (JSON) | ratio | API (gzip) | ratio gzip | réponse | gzip |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.measures.map(
      (m) => `| ${m.endpoint} | ${count(m.rows)} | ${ms(m.sql)} | ${ms(m.api)} | ${m.ratio} | ${ms(m.apiGzip)} | ${m.ratioGzip} | ${kb(m.bytes)} | ${kb(m.gzipBytes)} |`,
    ),
    '',
  ]),
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
const endpoints: EndpointFigure[] = results.flatMap((r) =>
  r.measures.map((m) => ({ database: r.database, endpoint: `${m.endpoint} (${m.path})`, rows: m.rows, sql: m.sql, api: m.api, ratio: m.ratio })),
);
writeResults('authorizations', lines, { loadAverage: Number(load), results, endpoints });
