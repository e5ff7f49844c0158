// The Échéances at the reference size (10,000 clients seeded by seedDemo, which gives them fiscal
// profiles and generates their obligations): the generation for every client (from an empty
// table, then the daily pass that finds nothing to change), GET /api/obligations for one month
// against the same SQL run bare, and the cost of one profile edit (PATCH regimeTva, which
// regenerates that client in its transaction) against a PATCH of a field the rules do not read.
// The list's plan is read on the analysed table and on a copy never analysed. Embedded PostgreSQL
// always; PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npx tsx bench/obligations.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/obligations.ts
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { parisToday } from '../src/shared/dates.ts';
import { deriveObligations } from '../src/shared/obligations/derive.ts';
import { lastDayOfMonth } from '../src/shared/obligations/calendar.ts';
import { createApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { listObligationsQuery, type ObligationListFilter } from '../src/server/features/obligations/obligations-list.service.ts';
import { createLogger } from '../src/server/logger.ts';
import { readClientsForObligations } from '../src/server/features/obligations/client-profiles.ts';
import { obligationWindow } from '../src/server/features/obligations/obligation-window.ts';
import { regenerateObligations, type RegenerationResult } from '../src/server/features/obligations/regenerate-obligations.ts';
import { planOf } from './lib/plan.ts';
import type { Reference } from './lib/reference-data.ts';
import { ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { summarise, timeInTurns, type Timing } from './lib/timing.ts';

const WARM_UP = 3;
const RUNS = 30;
const PATCH_RUNS = 20;

type Generation = { seconds: number; deriveSeconds: number; result: RegenerationResult; rows: number };
type ListMeasure = { label: string; path: string; rows: number; bytes: number; gzipBytes: number; sql: Timing; api: Timing; ratio: number };
type Result = {
  database: string;
  clients: number;
  activeClients: number;
  seedSeconds: number;
  seededObligations: number;
  lists: ListMeasure[];
  plans: { analysed: string; neverAnalysed: string };
  patch: { profile: Timing; other: Timing; regeneratedRows: number };
  generation: Generation;
  dailyPass: Generation;
};

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);
const dialect = new PgDialect();
const seconds = (start: number) => Math.round((performance.now() - start) / 100) / 10;

async function countRows(database: Database): Promise<number> {
  return (await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM client_obligations')).rows[0]?.n ?? 0;
}

/** The list's scans on a copy of the table that no ANALYZE has seen, in a transaction rolled back. */
async function neverAnalysedPlan(database: Database, query: ReturnType<typeof listObligationsQuery>): Promise<string> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('ALTER TABLE client_obligations RENAME TO client_obligations_analysed');
    await client.query('CREATE TABLE client_obligations (LIKE client_obligations_analysed INCLUDING ALL)');
    await client.query('INSERT INTO client_obligations SELECT * FROM client_obligations_analysed');
    const { sql: text, params } = dialect.sqlToQuery(sql`EXPLAIN (FORMAT JSON) ${query}`);
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({ text, values: params });
    return scans(rows[0]?.['QUERY PLAN'][0]?.Plan);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}
type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };
function scans(root: PlanNode | undefined): string {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (/Scan/.test(node['Node Type'])) found.push(`${node['Node Type']} (${node['Index Name'] ?? node['Relation Name'] ?? '?'})`);
    node.Plans?.forEach(walk);
  };
  if (root) walk(root);
  return [...new Set(found)].join(', ');
}

/** Every client from an empty table; then the same pass again, as the daily job runs it when nothing changed. */
async function measureGeneration(database: Database, today: string): Promise<{ generation: Generation; dailyPass: Generation }> {
  // The rules alone (no database): what part of the pass is JavaScript.
  const ids = (await database.pool.query<{ id: string }>('SELECT id FROM clients ORDER BY id')).rows.map((row) => row.id);
  const profiles = await readClientsForObligations({ db: database.db, clientIds: ids });
  const window = obligationWindow(today);
  const deriveStart = performance.now();
  for (const client of profiles) if (client.active) deriveObligations({ profile: client.profile, ...window });
  const deriveSeconds = seconds(deriveStart);

  await database.pool.query('TRUNCATE client_obligations');
  const start = performance.now();
  const result = await regenerateObligations({ db: database.db, today });
  const generation = { seconds: seconds(start), deriveSeconds, result, rows: await countRows(database) };
  const again = performance.now();
  const second = await regenerateObligations({ db: database.db, today });
  return { generation, dailyPass: { seconds: seconds(again), deriveSeconds, result: second, rows: await countRows(database) } };
}

async function measure(label: string, database: Database, { seeded, seedSeconds }: Reference): Promise<Result> {
  const today = parisToday();
  const active = (await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM clients WHERE status = 'actif'`)).rows[0]?.n ?? 0;
  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({ database, env, logger, mailer: { describe: () => 'bench', send: async () => {} }, authSecret: env.AUTH_SECRET ?? '', version: 'bench' });
  const cookie = await signInCookie(app, DEMO_ADMIN_EMAIL);
  const adminId = (await database.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_ADMIN_EMAIL])).rows[0]?.id ?? '';
  const collaboratorId =
    (await database.pool.query<{ id: string }>('SELECT collaborator_id AS id FROM client_collaborators GROUP BY collaborator_id ORDER BY count(*) DESC LIMIT 1')).rows[0]?.id ?? adminId;

  // The month view: the whole firm's month, and one collaborator's (the page's « Mes clients »).
  const { year, month } = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const from = `${today.slice(0, 7)}-01`;
  const to = lastDayOfMonth(year, month);
  const views: { label: string; path: string; filter: ObligationListFilter }[] = [
    { label: 'Le mois, tout le cabinet', path: `/api/obligations?from=${from}&to=${to}`, filter: { from, to, overdue: false } },
    { label: 'Le mois, un collaborateur', path: `/api/obligations?from=${from}&to=${to}&collaborator=${collaboratorId}`, filter: { from, to, overdue: false, collaborator: collaboratorId } },
    { label: 'En retard, tout le cabinet', path: '/api/obligations?overdue=true', filter: { overdue: true } },
  ];
  const lists: ListMeasure[] = [];
  for (const view of views) {
    log(`${label} : ${view.path} (${WARM_UP} tours de chauffe, ${RUNS} mesurés)…`);
    const get = async () => {
      const response = await app.request(view.path, { headers: { cookie, 'accept-encoding': 'identity' } });
      if (response.status !== 200) throw new Error(`GET ${view.path} : ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };
    const body = await get();
    const rows = (JSON.parse(new TextDecoder().decode(body)) as { obligations: unknown[] }).obligations.length;
    const { sql: text, params } = dialect.sqlToQuery(listObligationsQuery(view.filter, today));
    const timings = await timeInTurns({ sql: () => database.pool.query({ text, values: params }), api: get }, { warmUp: WARM_UP, runs: RUNS });
    lists.push({ label: view.label, path: view.path, rows, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength, sql: timings.sql, api: timings.api, ratio: ratioOf(timings.api, timings.sql) });
  }
  const monthQuery = listObligationsQuery({ from, to, overdue: false }, today);
  const plans = { analysed: await planOf(database, monthQuery), neverAnalysed: await neverAnalysedPlan(database, monthQuery) };

  // One profile edit: a company at the IS switching between monthly and quarterly TVA, each PATCH
  // regenerating it; against a PATCH of the phone number (same route, no regeneration).
  const client = (await database.pool.query<{ id: string }>(`SELECT id FROM clients WHERE status = 'actif' AND regime_imposition = 'is' AND regime_tva = 'mensuel' ORDER BY numero_client LIMIT 1`)).rows[0]?.id;
  if (!client) throw new Error('aucun client à l’IS en TVA mensuelle');
  const patch = async (body: Record<string, unknown>) => {
    const response = await app.request(`/api/clients/${client}`, { method: 'PATCH', headers: { cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`PATCH : ${response.status} ${await response.text()}`);
  };
  const profileTimes: number[] = [];
  const otherTimes: number[] = [];
  for (let i = 0; i < PATCH_RUNS + WARM_UP; i++) {
    let start = performance.now();
    await patch({ regimeTva: i % 2 === 0 ? 'trimestriel' : 'mensuel' });
    if (i >= WARM_UP) profileTimes.push(performance.now() - start);
    start = performance.now();
    await patch({ telephone: `01 00 00 00 ${String(i % 100).padStart(2, '0')}` });
    if (i >= WARM_UP) otherTimes.push(performance.now() - start);
  }
  const regeneratedRows = (await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM client_obligations WHERE client_id = $1', [client])).rows[0]?.n ?? 0;

  log(`${label} : génération pour tous les clients…`);
  const { generation, dailyPass } = await measureGeneration(database, today);
  return {
    database: label,
    clients: seeded.clients,
    activeClients: active,
    seedSeconds,
    seededObligations: seeded.obligations,
    lists,
    plans,
    patch: { profile: summarise(profileTimes), other: summarise(otherTimes), regeneratedRows },
    generation,
    dailyPass,
  };
}

const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

const count = (n: number) => n.toLocaleString('fr-FR');
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const ms = (timing: Timing) => `${timing.p50} / ${timing.p99}`;
const s = (n: number) => `${n.toLocaleString('fr-FR')} s`;
const lines = [
  '# Échéances : génération, liste du mois, coût d’une modification du profil',
  '',
  `${sizeLabel()} (\`seedDemo\`, graine 42, profils fiscaux variés). Durées des requêtes en ms, médiane / 99e centile (le maximum sous 100 mesures), jouées à tour de rôle après ${WARM_UP} tours de chauffe.`,
  'Génération : `regenerateObligations` pour tous les clients, table vidée (TRUNCATE) puis remplie, par lots de 1 000 clients (un lot = une transaction) ; « dont règles » est le temps de `deriveObligations` seul, en JavaScript. Passe quotidienne : la même juste après, qui ne trouve rien à changer.',
  'Liste : `GET /api/obligations` par `app.request` avec un cookie de session, contre le même SQL exécuté directement sur le pool `pg`.',
  `Modification du profil : \`PATCH /api/clients/:id\` de \`regimeTva\` (mensuel ↔ trimestriel, la régénération du client dans la transaction), ${PATCH_RUNS} fois, contre un \`PATCH\` du téléphone (même route, sans régénération).`,
  `Machine : ${availableParallelism()} processeurs, charge moyenne ${load} au départ.`,
  '',
  ...results.flatMap((r) => [
    `## ${r.database}`,
    '',
    `${count(r.clients)} clients dont ${count(r.activeClients)} actifs ; jeu de données (avec ses ${count(r.seededObligations)} échéances) créé en ${s(r.seedSeconds)}.`,
    '',
    '| génération | durée | dont règles | lignes écrites | supprimées | signalées | lignes en table |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| tous les clients, table vide | ${s(r.generation.seconds)} | ${s(r.generation.deriveSeconds)} | ${count(r.generation.result.upserted)} | ${count(r.generation.result.deleted)} | ${count(r.generation.result.flagged)} | ${count(r.generation.rows)} |`,
    `| passe quotidienne, rien à changer | ${s(r.dailyPass.seconds)} | ${s(r.dailyPass.deriveSeconds)} | ${count(r.dailyPass.result.upserted)} | ${count(r.dailyPass.result.deleted)} | ${count(r.dailyPass.result.flagged)} | ${count(r.dailyPass.rows)} |`,
    '',
    '| liste | lignes | SQL seul | API (JSON) | ratio | réponse | gzip |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.lists.map((m) => `| ${m.label} | ${count(m.rows)} | ${ms(m.sql)} | ${ms(m.api)} | ${m.ratio} | ${kb(m.bytes)} | ${kb(m.gzipBytes)} |`),
    '',
    `Plan de la liste du mois, table analysée : ${r.plans.analysed}. Copie jamais analysée : ${r.plans.neverAnalysed}.`,
    '',
    '| PATCH du client | médiane / max |',
    '| --- | ---: |',
    `| \`regimeTva\` (régénère ses ${count(r.patch.regeneratedRows)} échéances) | ${ms(r.patch.profile)} |`,
    `| téléphone (sans régénération) | ${ms(r.patch.other)} |`,
    '',
  ]),
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
const endpoints: EndpointFigure[] = results.flatMap((r) =>
  r.lists.map((m) => ({ database: r.database, endpoint: `Échéances — ${m.label} (${m.path.replace(/collaborator=[0-9a-f-]+/, 'collaborator=…')})`, rows: m.rows, sql: m.sql, api: m.api, ratio: m.ratio })),
);
writeResults('obligations', lines, { loadAverage: Number(load), results, endpoints });
