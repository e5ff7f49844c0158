// Every list endpoint that answers a conditional GET, at the reference size: its SQL floor, a 200
// that builds the list again (a colleague's write just changed its version), a 200 served from
// the cache of the latest version, and the 304 a browser gets when it sends its validator back.
// During the 304s every statement the driver sends is recorded: the journal's version query may
// run, the list's own query must not. Then the clients list after one client's edit (issue 27):
// this process's CPU (the server's share; PostgreSQL runs apart) for the list patched from its
// previous version (the edited client's row read again) against the same list read whole (a
// journal entry of no client defeats the patch), in turns. Embedded PostgreSQL always;
// PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npx tsx bench/lists-revalidation.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/lists-revalidation.ts
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createApp } from '../src/server/app.ts';
import { type Database } from '../src/server/db/client.ts';
import { bankChanges, users } from '../src/server/db/schema/index.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { listAuthorizationsQuery } from '../src/server/features/authorizations/authorizations.service.ts';
import { bankChangeColumns } from '../src/server/features/bank-changes/bank-changes.service.ts';
import { listClientsQuery } from '../src/server/features/clients/clients.service.ts';
import { listSoftware } from '../src/server/features/software/software.service.ts';
import { calendarTasksQuery } from '../src/server/features/tasks/tasks-calendar.service.ts';
import { taskPageQuery } from '../src/server/features/tasks/tasks-list.service.ts';
import { listTrackingRowsQuery } from '../src/server/features/tracking/tracking.service.ts';
import { createLogger } from '../src/server/logger.ts';
import { AUTHORIZATION_KINDS } from '../src/shared/authorizations.ts';
import { TASK_PAGE_SIZE } from '../src/shared/task-queries.ts';
import { TASK_FILTER_DEFAULTS } from '../src/shared/tasks/filter.ts';
import type { Reference } from './lib/reference-data.ts';
import { machine, ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { monthGrid } from './lib/tasks-fixture.ts';
import { summarise, type Timing } from './lib/timing.ts';

const WARM_UP = 3;
const RUNS = 30;

type Endpoint = { label: string; path: string; floor: () => Promise<unknown> };
type Measure = {
  endpoint: string;
  path: string;
  gzipBytes: number;
  sql: Timing;
  rebuilt: Timing;
  cached: Timing;
  notModified: Timing;
  ratio: number;
  /** Statements sent during the 304s, by their first words; `listQueries` those that read the list. */
  statements: Record<string, number>;
  listQueries: number;
};
/** The clients list rebuilt after one client's edit: this process's CPU and the elapsed time, in ms. */
type EditRebuild = { patched: { cpu: Timing; elapsed: Timing }; whole: { cpu: Timing; elapsed: Timing }; ratio: number };
type Result = { database: string; measures: Measure[]; edit: EditRebuild };

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);
const dialect = new PgDialect();

// The statement log, as the driver sends it: every query of every pooled connection of this process.
const sent: string[] = [];
let recording = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    sent.push(text.replace(/\s+/g, ' ').trim());
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

// The tables the lists read. A 304 may read the session (sessions, users) and the journal's
// version (activity_log, its sequence, pg_locks); any of these in its statements is the list.
const LIST_TABLES = /\b(clients|client_collaborators|client_authorizations|yearly_tracking|tracking_years|software|bank_changes|tasks)\b/;

async function measureEndpoint(database: Database, app: ReturnType<typeof createApp>, cookie: string, endpoint: Endpoint): Promise<Measure> {
  const get = async (etag?: string) => {
    const response = await app.request(endpoint.path, { headers: { cookie, 'accept-encoding': 'gzip', ...(etag ? { 'if-none-match': etag } : {}) } });
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, etag: response.headers.get('etag') ?? '', bytes: body.byteLength };
  };
  // A colleague's write: a journal row of the client entity naming no client, which every list reads, so its version moves on and a list of rows is read whole (no patch can be placed).
  const touch = () =>
    database.pool.query(`INSERT INTO activity_log (entity, entity_id, action, field) VALUES ('client', 'bench', 'update', 'adresse')`);
  const samples = { sql: [] as number[], rebuilt: [] as number[], cached: [] as number[], notModified: [] as number[] };
  const statements: string[] = [];
  let gzipBytes = 0;
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const keep = run >= WARM_UP;
    const time = async <T>(key: keyof typeof samples, work: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const value = await work();
      if (keep) samples[key].push(performance.now() - start);
      return value;
    };
    await time('sql', endpoint.floor);
    const previous = await get();
    await touch();
    const rebuilt = await time('rebuilt', () => get());
    if (rebuilt.status !== 200 || !rebuilt.etag || rebuilt.etag === previous.etag) throw new Error(`${endpoint.path} : pas reconstruite après une écriture`);
    gzipBytes = rebuilt.bytes;
    const cached = await time('cached', () => get());
    if (cached.status !== 200 || cached.etag !== rebuilt.etag) throw new Error(`${endpoint.path} : ${cached.status}, validateur ${cached.etag}`);
    sent.length = 0;
    recording = true;
    const revalidated = await time('notModified', () => get(rebuilt.etag));
    recording = false;
    if (revalidated.status !== 304) throw new Error(`${endpoint.path} : ${revalidated.status} au lieu de 304`);
    if (keep) statements.push(...sent);
  }
  const counted: Record<string, number> = {};
  for (const text of statements) {
    const key = text.slice(0, 60);
    counted[key] = (counted[key] ?? 0) + 1;
  }
  const t = Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, summarise(values)])) as Record<keyof typeof samples, Timing>;
  return {
    endpoint: endpoint.label,
    path: endpoint.path,
    gzipBytes,
    ...t,
    ratio: ratioOf(t.rebuilt, t.sql),
    statements: counted,
    listQueries: statements.filter((text) => LIST_TABLES.test(text)).length,
  };
}

/** Patched only when the list read its clients by id, as conditional-get.ts does for the changed ones. */
const PATCH_READ = /from "clients".*"clients"\."id" = ANY/i;

/**
 * GET /api/clients after an inline edit of one client's address (PATCH, outside the measure), the
 * list patched from its cached version, or read whole when a journal entry of no client follows
 * the edit; in turns, so that a burst of the machine's other work hits both alike.
 */
async function measureEditRebuild(database: Database, app: ReturnType<typeof createApp>, cookie: string): Promise<EditRebuild> {
  const [client] = (await database.pool.query<{ id: string }>(`SELECT id FROM clients WHERE status = 'actif' ORDER BY id LIMIT 1`)).rows;
  const headers = { cookie, 'accept-encoding': 'gzip' };
  const samples = { patched: { cpu: [] as number[], elapsed: [] as number[] }, whole: { cpu: [] as number[], elapsed: [] as number[] } };
  await (await app.request('/api/clients', { headers })).arrayBuffer();
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    for (const way of ['patched', 'whole'] as const) {
      const edited = await app.request(`/api/clients/${client?.id}`, {
        method: 'PATCH',
        headers: { ...headers, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ adresse: `${run} rue du Banc d’essai (${way})` }),
      });
      if (edited.status !== 200) throw new Error(`modification du client : ${edited.status} ${await edited.text()}`);
      if (way === 'whole') await database.pool.query(`INSERT INTO activity_log (entity, entity_id, action, field) VALUES ('client', 'bench', 'update', 'adresse')`);
      sent.length = 0;
      recording = true;
      const cpu = process.cpuUsage();
      const start = performance.now();
      const response = await app.request('/api/clients', { headers });
      await response.arrayBuffer();
      const elapsed = performance.now() - start;
      const used = process.cpuUsage(cpu);
      recording = false;
      if (response.status !== 200) throw new Error(`/api/clients : ${response.status}`);
      if (sent.some((text) => PATCH_READ.test(text)) !== (way === 'patched')) throw new Error(`/api/clients : liste ${way === 'patched' ? 'lue entière au lieu d’être corrigée' : 'corrigée au lieu d’être lue entière'}`);
      if (run >= WARM_UP) {
        samples[way].cpu.push((used.user + used.system) / 1000);
        samples[way].elapsed.push(elapsed);
      }
    }
  }
  const patched = { cpu: summarise(samples.patched.cpu), elapsed: summarise(samples.patched.elapsed) };
  const whole = { cpu: summarise(samples.whole.cpu), elapsed: summarise(samples.whole.elapsed) };
  return { patched, whole, ratio: Math.round((whole.cpu.p50 / patched.cpu.p50) * 10) / 10 };
}

async function measure(label: string, database: Database, reference: Reference): Promise<Result> {
  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({ database, env, logger, mailer: { describe: () => 'bench', send: async () => {} }, authSecret: env.AUTH_SECRET ?? '', version: 'bench' });
  const cookie = await signInCookie(app, DEMO_ADMIN_EMAIL);
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const userId = admin?.id ?? '';
  const bare = (...queries: SQL[]) => async () => {
    for (const query of queries) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      await database.pool.query({ text, values: params });
    }
  };
  const grid = monthGrid(new Date(reference.now));
  const bankChangesQuery = database.db.select(bankChangeColumns).from(bankChanges).orderBy(desc(bankChanges.createdAt), desc(bankChanges.id)).getSQL();
  const trackingYears = (kind: string) => sql`SELECT year FROM tracking_years WHERE kind = ${kind} ORDER BY year DESC`;
  const endpoints: Endpoint[] = [
    { label: 'Clients', path: '/api/clients', floor: bare(listClientsQuery()) },
    ...AUTHORIZATION_KINDS.map((kind) => ({ label: `Habilitations ${kind}`, path: `/api/authorizations/${kind}`, floor: bare(listAuthorizationsQuery(kind)) })),
    { label: 'Suivi CFE', path: '/api/tracking/cfe', floor: bare(trackingYears('cfe'), listTrackingRowsQuery('cfe')) },
    { label: 'Suivi 3 EN 1', path: '/api/tracking/3en1', floor: bare(trackingYears('3en1'), listTrackingRowsQuery('3en1')) },
    { label: 'Logiciels', path: '/api/software', floor: () => listSoftware({ db: database.db }) },
    { label: 'Changements de banque', path: '/api/bank-changes', floor: bare(bankChangesQuery) },
    {
      label: 'Tâches Cabinet, 1re page',
      path: '/api/tasks?scope=all',
      floor: bare(taskPageQuery({ filter: { ...TASK_FILTER_DEFAULTS, scope: 'all' }, userId, limit: TASK_PAGE_SIZE })),
    },
    {
      label: 'Calendrier Cabinet, mois',
      path: `/api/tasks/calendar?from=${grid.from}&to=${grid.to}&scope=all`,
      floor: bare(calendarTasksQuery({ from: grid.from, to: grid.to, scope: 'all', userId })),
    },
  ];
  const measures: Measure[] = [];
  for (const endpoint of endpoints) {
    log(`${label} : ${endpoint.path} (${WARM_UP} tours de chauffe, ${RUNS} mesurés)…`);
    measures.push(await measureEndpoint(database, app, cookie, endpoint));
  }
  log(`${label} : /api/clients après la modification d’un client, corrigée puis lue entière, en alternance…`);
  return { database: label, measures, edit: await measureEditRebuild(database, app, cookie) };
}

const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

const host = machine();
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const ms = (timing: Timing) => `${timing.p50} / ${timing.p99}`;
const lines = [
  '# Listes envoyées une fois : 200 reconstruite, 200 du cache, 304',
  '',
  `${sizeLabel()} (\`seedDemo\`, graine 42). Chaque tour, joué ${RUNS} fois après ${WARM_UP} tours de chauffe : le SQL seul (plancher), une entrée du journal sur l’entité client sans client nommé (hors mesure : la liste ne peut être corrigée, elle est relue entière), puis la liste reconstruite (200, gzip), la même redemandée (200 servie du cache de la dernière version), puis redemandée avec son validateur (304).`,
  'Durées en ms, médiane / 99e centile (le maximum sous 100 mesures). `app.request` avec un cookie de session : contrôle de session compris.',
  'Requêtes des 304 : toutes celles que le pilote `pg` a envoyées pendant les 304 (session, version du journal) ; « requêtes de la liste » compte celles qui nomment une table des listes (clients, habilitations, suivi, logiciels, changements de banque, tâches).',
  `Machine : ${host.cpuModel}, ${host.cpus} cœurs, charge moyenne ${load} au départ, ${host.loadAverage[0]} à la fin ; Node ${host.node}, commit ${host.commit}.`,
  '',
  ...results.flatMap((r) => [
    `## ${r.database}`,
    '',
    '| liste | SQL seul | 200 reconstruite | ratio | 200 du cache | 304 | réponse gzip | requêtes par 304 | requêtes de la liste |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.measures.map(
      (m) =>
        `| ${m.endpoint} (\`${m.path}\`) | ${ms(m.sql)} | ${ms(m.rebuilt)} | ${m.ratio} | ${ms(m.cached)} | ${ms(m.notModified)} | ${kb(m.gzipBytes)} | ${Object.values(m.statements).reduce((a, b) => a + b, 0) / RUNS} | ${m.listQueries} |`,
    ),
    '',
    'Requêtes envoyées pendant les 304 (début du texte, nombre sur toutes les listes) :',
    '',
    ...Object.entries(
      r.measures.reduce<Record<string, number>>((all, m) => {
        for (const [text, n] of Object.entries(m.statements)) all[text] = (all[text] ?? 0) + n;
        return all;
      }, {}),
    ).map(([text, n]) => `- \`${text}…\` : ${n}`),
    '',
    `### Liste des clients après la modification d’un client (${r.database})`,
    '',
    `Une adresse modifiée en ligne (PATCH, hors mesure), puis \`GET /api/clients\` (gzip) : la liste corrigée depuis sa version en cache (la ligne du client relue, ses morceaux seuls recompressés), ou lue entière (une entrée du journal sans client, ajoutée après la modification, empêche la correction) ; ${RUNS} fois chacune, en alternance, après ${WARM_UP} tours de chauffe. CPU de ce processus (le serveur ; PostgreSQL tourne à part), en ms, médiane / 99e centile. Objectif (issue 27) : moins de 20 ms de CPU du serveur pour la liste corrigée.`,
    '',
    '| reconstruction | CPU du serveur | durée |',
    '| --- | ---: | ---: |',
    `| corrigée (ligne du client modifié) | ${ms(r.edit.patched.cpu)} | ${ms(r.edit.patched.elapsed)} |`,
    `| entière | ${ms(r.edit.whole.cpu)} | ${ms(r.edit.whole.elapsed)} |`,
    '',
    `Rapport du CPU (médianes, entière / corrigée) : ${r.edit.ratio}. Objectif de 20 ms : ${r.edit.patched.cpu.p50 < 20 ? 'tenu' : '**non tenu**'} (médiane ${r.edit.patched.cpu.p50} ms).`,
    '',
  ]),
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
const figures: EndpointFigure[] = results.flatMap((r) =>
  r.measures.map((m) => ({ database: r.database, endpoint: `${m.endpoint} (${m.path}), 200 reconstruite`, rows: 0, sql: m.sql, api: m.rebuilt, ratio: m.ratio })),
);
writeResults('lists-revalidation', lines, { loadAverage: Number(load), results, endpoints: figures });
