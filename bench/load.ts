// Load test: simulated staff, each with a signed-in session of its own, play a mixed workload
// (every page's reads, inline client edits, task status changes, task creation, authorisation
// and tracking cells) against the real built server (`node dist/server/main.js`, child
// processes) on a copy of the seeded demo firm, with no pause between requests:
//   (a) one server on PostgreSQL, 50 users;
//   (b) two servers on one PostgreSQL, 50 users, each user's requests alternating between them;
//   (c) one server on the embedded database (PostgreSQL from npm, the default), 20 users.
// Before the mix, on the same servers, data and sessions: the floor, every user asking GET /api/me
// (session check, no list read) back to back for --floor-duration seconds; the mix's requests per
// second are reported as a share of it, a ratio that carries from one machine to another where
// absolute figures do not (issue 27), and the targets are checked against it in the same run.
// Reported: requests per second; p50, p95 and p99 per kind of request; every answer other than
// 2xx (5xx counted apart); the server's resident memory. Afterwards every acknowledged write is
// looked up in the database: each user works on clients and tasks of its own, so the last
// acknowledged value of each cell is its expected final value; created tasks are counted.
//
//   BENCH_BEFORE_ROOT=/tmp/before …: an older build measured first, one server on PostgreSQL, on
//   the demo firm seeded by its own code (beforePostgresTarget)
//   --mixes sans-production,production: each scenario under the mix before Production (issue 24)
//   and under the mix with its page's reads and card moves, in this order, each on a fresh copy
//   (the default is the current mix alone, production)
//   npx tsx bench/load.ts [--small] [--duration 60] [--floor-duration 20] [--users 50] [--embedded-users 20] [--only single,two,embedded] [--mixes sans-production,production]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/load.ts
//
// (a) and (b) need BENCH_DATABASE_URL. Ports: BENCH_PORT (3240 by default) and the next two.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { and, eq, inArray, like } from 'drizzle-orm';
import { connectPostgres, openEmbedded, type Database } from '../src/server/db/client.ts';
import { clientAuthorizations, clients, tasks, trackingYears, users, yearlyTracking } from '../src/server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed-demo.ts';
import { createLogger } from '../src/server/logger.ts';
import { TASK_STATUSES } from '../src/shared/tasks.ts';
import { TRACKING_STATUSES } from '../src/shared/tracking.ts';
import { AUTHORIZATION_STATUSES } from '../src/shared/authorizations.ts';
import { beforeApp, cpuMsOf, startServer, waitUntilIdle, type Server, type Target } from './lib/browser-app.ts';
import { removeReferenceData } from './lib/reference-data.ts';
import { machine, writeResults } from './lib/report.ts';
import { beforePostgresTarget, embeddedTarget, postgresTarget, privateApp, type App } from './lib/server-targets.ts';
import { SIZE, sizeLabel } from './lib/size.ts';
import { summarise, type Timing } from './lib/timing.ts';
import { monthGrid } from './lib/tasks-fixture.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_LOAD_DURATION ?? '60' },
    'floor-duration': { type: 'string', default: '20' },
    users: { type: 'string', default: '50' },
    'embedded-users': { type: 'string', default: '20' },
    only: { type: 'string', default: 'single,two,embedded' },
    mixes: { type: 'string', default: 'production' },
    small: { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(args.duration);
const FLOOR_S = Number(args['floor-duration']);
const USERS = Number(args.users);
const EMBEDDED_USERS = Number(args['embedded-users']);
const SCENARIOS = new Set((args.only ?? '').split(','));
const PORT = Number(process.env.BENCH_PORT ?? 3240);
/** A request still unanswered after this is counted as failed. */
const REQUEST_TIMEOUT_MS = 120_000;
/** Cells each simulated user owns (clients for edits and cells, open tasks for statuses). */
const OWNED = 40;

/** The scenarios issue 27 sets targets for. */
const SINGLE = 'un serveur, PostgreSQL';
const EMBEDDED = 'un serveur, PostgreSQL embarqué';

const log = (message: string) => process.stderr.write(`${message}\n`);
const logger = createLogger('silent');

// ——— The workload ———

type Kind =
  | 'GET /api/clients'
  | 'GET /api/tasks (mes tâches)'
  | 'GET /api/tasks (cabinet)'
  | 'GET /api/tasks/calendar'
  | 'GET /api/authorizations/:kind'
  | 'GET /api/tracking/:kind'
  | 'GET /api/bank-changes'
  | 'GET /api/dashboard'
  | 'GET /api/stats'
  | 'GET /api/notifications'
  | 'GET /api/search'
  | 'PATCH /api/clients/:id'
  | 'PATCH /api/tasks/:id/status'
  | 'POST /api/tasks'
  | 'PUT /api/authorizations/:kind/:clientId'
  | 'PUT /api/tracking/:kind/:clientId/:year'
  | 'GET Production (campagne)'
  | 'PATCH /api/missions/:id (étape)';

/** Relative frequencies: mostly what a page opens, then the edits made on it. */
const WEIGHTS: Record<Kind, number> = {
  'GET /api/clients': 6,
  'GET /api/tasks (mes tâches)': 8,
  'GET /api/tasks (cabinet)': 1,
  'GET /api/tasks/calendar': 5,
  'GET /api/authorizations/:kind': 5,
  'GET /api/tracking/:kind': 4,
  'GET /api/bank-changes': 3,
  'GET /api/dashboard': 8,
  'GET /api/stats': 2,
  'GET /api/notifications': 6,
  'GET /api/search': 6,
  'PATCH /api/clients/:id': 12,
  'PATCH /api/tasks/:id/status': 10,
  'POST /api/tasks': 6,
  'PUT /api/authorizations/:kind/:clientId': 9,
  'PUT /api/tracking/:kind/:clientId/:year': 9,
  // Production (issue 24): the page's campaign (some 8,500 missions, revalidated by ETag) and its card moves.
  'GET Production (campagne)': 5,
  'PATCH /api/missions/:id (étape)': 6,
};
/** The kinds Production added: the mix before it leaves them out. */
const PRODUCTION_KINDS: readonly Kind[] = ['GET Production (campagne)', 'PATCH /api/missions/:id (étape)'];
type Mix = 'sans-production' | 'production';
const MIX_LABELS: Record<Mix, string> = { 'sans-production': 'mélange sans Production', production: 'mélange avec Production' };
const MIXES = (args.mixes ?? 'production').split(',').map((mix) => {
  if (mix !== 'sans-production' && mix !== 'production') throw new Error(`--mixes : « ${mix} » inconnu (sans-production, production)`);
  return mix;
});
const weightOf = (kind: Kind, mix: Mix) => (mix === 'sans-production' && PRODUCTION_KINDS.includes(kind) ? 0 : WEIGHTS[kind]);
const SEARCH_TERMS = ['dupont', 'societe', 'sarl', 'bilan', 'tva', 'martin', 'conseil', '552'];
/** Kinds whose writes the ledger checks (bank_urssaf follows urssaf: left out, so each cell has one writer). */
const AUTHORIZATION_KINDS = ['impots', 'bank_ebics'] as const;
const TRACKING_KINDS = ['cfe', '3en1'] as const;

type Sample = { kind: Kind; ms: number; status: number; at: number };

/** What the database must hold afterwards, from the acknowledged writes. */
type Ledger = {
  clientAddress: Map<string, string>;
  missionStage: Map<string, string>;
  taskStatus: Map<string, string>;
  created: Map<string, { status: string; priority: string; assignedTo: string }>;
  authorization: Map<string, string>;
  tracking: Map<string, string>;
  /** Cells last written by a request that failed or never answered: their final value is unknown. */
  uncertain: Set<string>;
  acknowledged: number;
};

type Owned = { userId: string; email: string; clientIds: string[]; taskIds: string[]; missionIds: string[] };

/** This year's « Bilan et liasse » campaign, the Production page's default; null on a build without it. */
type Campaign = { templateId: string; stageIds: string[]; closingFrom: string; closingTo: string };
/**
 * `board`: the build reads Production through GET /api/missions/board (paged, decision 0009); an
 * older build reads the whole campaign, GET /api/missions: each build measured with what its page reads.
 */
type World = {
  trackingYear: number;
  calendar: { from: string; to: string };
  searchAvailable: boolean;
  campaign: Campaign | null;
  board: boolean;
  /**
   * The lists the build's pages read in pages (decision 0009: `?limit=200` answers one, with its
   * total) rather than whole: Clients, and Habilitations / Banque and Suivi once paged.
   */
  pagedLists: { clients: boolean; authorizations: boolean; tracking: boolean };
  mix: Mix;
};

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('liste vide');
  return item;
}

const kinds = Object.keys(WEIGHTS) as Kind[];
function pickKind(world: World, owned: Owned): Kind {
  const allowed = kinds.filter(
    (kind) =>
      weightOf(kind, world.mix) > 0 &&
      (kind !== 'GET /api/search' || world.searchAvailable) &&
      (!PRODUCTION_KINDS.includes(kind) || world.campaign !== null) &&
      (kind !== 'PATCH /api/missions/:id (étape)' || owned.missionIds.length > 0),
  );
  const total = allowed.reduce((sum, kind) => sum + weightOf(kind, world.mix), 0);
  let at = Math.random() * total;
  for (const kind of allowed) {
    at -= weightOf(kind, world.mix);
    if (at < 0) return kind;
  }
  return allowed[0] ?? 'GET /api/dashboard';
}

/** `etags`: the validator of each list last read, sent back as If-None-Match like a browser's HTTP cache. */
type Session = { cookie: string; owned: Owned; index: number; etags: Map<string, string> };

async function signIn(server: Server, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`connexion de ${email} refusée : ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Kept-alive connections, as a browser holds them. */
const agent = new Agent({ keepAlive: true });

/**
 * One request, its whole answer received. Not inflated: the load generator shares the machine's
 * two cores with the server and PostgreSQL, and decoding the lists it is sent (some 7 MB of JSON
 * for the clients list) would take from them what a colleague's own computer spends.
 */
function send(url: string, { method, headers, body }: { method: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: typeof response.headers.etag === 'string' ? response.headers.etag : undefined }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('délai dépassé')));
    request.on('error', reject);
    request.end(body);
  });
}

/** One simulated user: requests back to back until `until`, alternating between the servers. */
async function simulate({
  session,
  servers,
  until,
  world,
  ledger,
  samples,
  tag,
}: {
  session: Session;
  servers: Server[];
  until: number;
  world: World;
  ledger: Ledger;
  samples: Sample[];
  tag: string;
}): Promise<void> {
  let turn = session.index;
  let created = 0;
  const { owned } = session;
  while (performance.now() < until) {
    const server = servers[turn++ % servers.length] ?? servers[0];
    if (!server) return;
    const kind = pickKind(world, owned);
    let path: string;
    let method = 'GET';
    let body: unknown;
    /** Applied to the ledger once the write is acknowledged; its key marks the cell uncertain on failure. */
    let write: { key: string; apply: () => void } | undefined;
    switch (kind) {
      case 'GET /api/clients':
        // The Clients page's first page (paged on the server, decision 0009), the whole list before.
        path = world.pagedLists.clients ? '/api/clients?limit=200' : '/api/clients';
        break;
      case 'GET /api/tasks (mes tâches)':
        path = '/api/tasks?scope=mine';
        break;
      case 'GET /api/tasks (cabinet)':
        path = '/api/tasks?scope=all';
        break;
      case 'GET /api/tasks/calendar':
        path = `/api/tasks/calendar?from=${world.calendar.from}&to=${world.calendar.to}&scope=mine`;
        break;
      case 'GET /api/authorizations/:kind':
        path = `/api/authorizations/${pick(['impots', 'urssaf', 'bank_ebics', 'bank_impot', 'bank_urssaf'])}${world.pagedLists.authorizations ? '?limit=200' : ''}`;
        break;
      case 'GET /api/tracking/:kind':
        path = `/api/tracking/${pick(TRACKING_KINDS)}${world.pagedLists.tracking ? '?limit=200' : ''}`;
        break;
      case 'GET /api/bank-changes':
        path = '/api/bank-changes';
        break;
      case 'GET /api/dashboard':
        path = '/api/dashboard';
        break;
      case 'GET /api/stats':
        path = '/api/stats';
        break;
      case 'GET /api/notifications':
        path = '/api/notifications';
        break;
      case 'GET /api/search':
        path = `/api/search?q=${encodeURIComponent(pick(SEARCH_TERMS))}`;
        break;
      case 'PATCH /api/clients/:id': {
        const id = pick(owned.clientIds);
        const adresse = `${created++} rue de la Charge ${tag}-${session.index}`;
        method = 'PATCH';
        path = `/api/clients/${id}`;
        body = { adresse };
        write = { key: `client:${id}`, apply: () => ledger.clientAddress.set(id, adresse) };
        break;
      }
      case 'PATCH /api/tasks/:id/status': {
        const id = pick(owned.taskIds);
        const status = pick(TASK_STATUSES);
        method = 'PATCH';
        path = `/api/tasks/${id}/status`;
        body = { status };
        write = { key: `task:${id}`, apply: () => ledger.taskStatus.set(id, status) };
        break;
      }
      case 'POST /api/tasks': {
        const title = `Charge ${tag} u${session.index} n${created++}`;
        const status = pick(['a_faire', 'en_cours'] as const);
        const priority = pick(['urgente', 'haute', 'normale', 'basse'] as const);
        method = 'POST';
        path = '/api/tasks';
        body = {
          title,
          type: 'ponctuelle',
          priority,
          status,
          clientId: pick(owned.clientIds),
          assignedTo: owned.userId,
          dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        };
        write = { key: `created:${title}`, apply: () => ledger.created.set(title, { status, priority, assignedTo: owned.userId }) };
        break;
      }
      case 'PUT /api/authorizations/:kind/:clientId': {
        const authKind = pick(AUTHORIZATION_KINDS);
        const clientId = pick(owned.clientIds);
        const status = pick(AUTHORIZATION_STATUSES);
        method = 'PUT';
        path = `/api/authorizations/${authKind}/${clientId}`;
        body = { status };
        write = { key: `auth:${authKind}:${clientId}`, apply: () => ledger.authorization.set(`${authKind}:${clientId}`, status) };
        break;
      }
      case 'GET Production (campagne)': {
        const campaign = world.campaign;
        // What Production reads (« Colonnes »): each column's count and first cards (decision 0009), the whole campaign before.
        const scope = campaign ? `?${new URLSearchParams({ templateId: campaign.templateId, closingFrom: campaign.closingFrom, closingTo: campaign.closingTo })}` : '';
        path = world.board ? `/api/missions/board${scope}` : `/api/missions${scope}`;
        break;
      }
      case 'PATCH /api/missions/:id (étape)': {
        const id = pick(owned.missionIds);
        const stageId = pick(world.campaign?.stageIds ?? []);
        method = 'PATCH';
        path = `/api/missions/${id}`;
        body = { stageId };
        write = { key: `mission:${id}`, apply: () => ledger.missionStage.set(id, stageId) };
        break;
      }
      case 'PUT /api/tracking/:kind/:clientId/:year': {
        const trackingKind = pick(TRACKING_KINDS);
        const clientId = pick(owned.clientIds);
        const status = pick(TRACKING_STATUSES);
        method = 'PUT';
        path = `/api/tracking/${trackingKind}/${clientId}/${world.trackingYear}`;
        body = { status };
        write = { key: `tracking:${trackingKind}:${clientId}`, apply: () => ledger.tracking.set(`${trackingKind}:${clientId}`, status) };
        break;
      }
    }
    const start = performance.now();
    let status: number;
    const etag = method === 'GET' ? session.etags.get(path) : undefined;
    try {
      const response = await send(`${server.url}${path}`, {
        method,
        headers: {
          cookie: session.cookie,
          origin: server.url,
          'accept-encoding': 'gzip, deflate, br',
          ...(etag ? { 'if-none-match': etag } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      if (method === 'GET' && status === 200 && response.etag) session.etags.set(path, response.etag);
    } catch {
      status = 0;
    }
    samples.push({ kind, ms: performance.now() - start, status, at: performance.now() });
    if (write) {
      if (status >= 200 && status < 300) {
        write.apply();
        ledger.uncertain.delete(write.key);
        ledger.acknowledged++;
      } else {
        ledger.uncertain.add(write.key);
      }
    }
  }
}

/**
 * The floor: each user asks GET /api/me back to back until `until` (its session checked, no list
 * read), alternating between the servers like the mix. What the same servers, data and sessions
 * answer when no request reads a list.
 */
async function floorRequests(sessions: Session[], servers: Server[], until: number): Promise<{ ms: number[]; statuses: number[] }> {
  const ms: number[] = [];
  const statuses: number[] = [];
  await Promise.all(
    sessions.map(async (session) => {
      let turn = session.index;
      while (performance.now() < until) {
        const server = servers[turn++ % servers.length] ?? servers[0];
        if (!server) return;
        const start = performance.now();
        const status = await send(`${server.url}/api/me`, { method: 'GET', headers: { cookie: session.cookie, 'accept-encoding': 'gzip, deflate, br' } }).then(
          (response) => response.status,
          () => 0,
        );
        ms.push(performance.now() - start);
        statuses.push(status);
      }
    }),
  );
  return { ms, statuses };
}

// ——— Scenario ———

type KindFigures = { kind: Kind; count: number; timing: Timing; notModified: number; notModifiedTiming: Timing | undefined; nonOk: Record<string, number> };
type Verification = {
  acknowledgedWrites: number;
  checkedCells: number;
  mismatches: string[];
  createdAcknowledged: number;
  createdFound: number;
  createdMissing: number;
  createdExtra: number;
  uncertainCells: number;
};
/** GET /api/me under the same users just before the mix: what its requests per second are a share of. */
type Floor = { durationS: number; requests: number; requestsPerSecond: number; timing: Timing; nonOk: number; cpuPerRequest: { server: number; postgres: number } };
type ScenarioResult = {
  scenario: string;
  mix: Mix;
  database: string;
  servers: number;
  users: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  /** Every request, all kinds together. */
  all: Timing;
  serverErrors: number;
  nonOk: Record<string, number>;
  perKind: KindFigures[];
  memory: { idleMb: number[]; peakMb: number[]; afterMb: number[] };
  loadAverage: { start: number; end: number };
  /** CPU time spent per request during the run, in ms: the Node servers', and PostgreSQL's backends of the database. */
  cpuPerRequest: { server: number; postgres: number };
  floor: Floor;
  /** requestsPerSecond / floor.requestsPerSecond, in %. */
  shareOfFloor: number;
  verification: Verification;
};

async function withDatabase<R>(target: Target, run: (database: Database) => Promise<R>): Promise<R> {
  const database = target.databaseUrl ? connectPostgres(target.databaseUrl, logger, 2) : await openEmbedded({ dataDir: target.dataDir, logger, role: 'command' });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

/** This year's « Bilan et liasse » campaign and its open missions (none on a build before Production). */
async function readCampaign(database: Database, limit: number): Promise<{ campaign: Campaign | null; missionIds: string[] }> {
  const exists = (await database.pool.query<{ name: string | null }>(`SELECT to_regclass('missions')::text AS name`)).rows[0]?.name;
  if (!exists) return { campaign: null, missionIds: [] };
  const { rows } = await database.pool.query<{ id: string; stages: string[] }>(
    `SELECT t.id, (SELECT array_agg(s.id ORDER BY s.position) FROM mission_stages s WHERE s.template_id = t.id) AS stages FROM mission_templates t WHERE t.name = 'Bilan et liasse'`,
  );
  const template = rows[0];
  if (!template) return { campaign: null, missionIds: [] };
  const year = new Date().getFullYear();
  const campaign = { templateId: template.id, stageIds: template.stages, closingFrom: `${year}-01-01`, closingTo: `${year}-12-31` };
  const missions = await database.pool.query<{ id: string }>(
    `SELECT id FROM missions WHERE template_id = $1 AND closing_date BETWEEN $2 AND $3 AND status IN ('en_cours', 'en_attente_client') ORDER BY id LIMIT $4`,
    [campaign.templateId, campaign.closingFrom, campaign.closingTo, limit],
  );
  return { campaign, missionIds: missions.rows.map((row) => row.id) };
}

/** Who plays whom, and on which rows: read before the servers start. */
async function distribute(database: Database, count: number): Promise<{ owned: Owned[]; trackingYear: number; campaign: Campaign | null }> {
  const staff = await database.db.select({ id: users.id, email: users.email }).from(users).orderBy(users.email);
  const active = (await database.db.select({ id: clients.id }).from(clients).where(eq(clients.status, 'actif')).orderBy(clients.id)).map((r) => r.id);
  const open = (
    await database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.type, 'ponctuelle'), inArray(tasks.status, ['a_faire', 'en_cours', 'en_attente'])))
      .orderBy(tasks.id)
      .limit(count * OWNED)
  ).map((r) => r.id);
  const years = await database.db.select({ year: trackingYears.year }).from(trackingYears);
  const trackingYear = Math.max(...years.map((r) => r.year));
  const { campaign, missionIds } = await readCampaign(database, count * OWNED);
  const owned = Array.from({ length: count }, (_, i) => {
    const person = staff[i % staff.length];
    if (!person) throw new Error('aucun utilisateur');
    return {
      userId: person.id,
      email: person.email,
      clientIds: active.filter((_, j) => j % count === i).slice(0, OWNED),
      taskIds: open.filter((_, j) => j % count === i).slice(0, OWNED),
      missionIds: missionIds.filter((_, j) => j % count === i).slice(0, OWNED),
    };
  });
  if (owned.some((o) => o.clientIds.length === 0 || o.taskIds.length === 0)) throw new Error('pas assez de clients actifs ou de tâches ouvertes pour les utilisateurs simulés');
  return { owned, trackingYear, campaign };
}

async function verify(database: Database, ledger: Ledger, tag: string, trackingYear: number): Promise<Verification> {
  const mismatches: string[] = [];
  let checked = 0;
  const expect = (key: string, expected: string, actual: string | null | undefined) => {
    if (ledger.uncertain.has(key)) return;
    checked++;
    if (expected !== actual) mismatches.push(`${key} : attendu ${expected}, trouvé ${actual ?? '(absent)'}`);
  };
  const clientIds = [...ledger.clientAddress.keys()];
  if (clientIds.length > 0) {
    const rows = await database.db.select({ id: clients.id, adresse: clients.adresse }).from(clients).where(inArray(clients.id, clientIds));
    const found = new Map(rows.map((r) => [r.id, r.adresse]));
    for (const [id, adresse] of ledger.clientAddress) expect(`client:${id}`, adresse, found.get(id));
  }
  const missionIds = [...ledger.missionStage.keys()];
  if (missionIds.length > 0) {
    const { rows } = await database.pool.query<{ id: string; stage_id: string }>(`SELECT id, stage_id FROM missions WHERE id = ANY($1::uuid[])`, [missionIds]);
    const found = new Map(rows.map((r) => [r.id, r.stage_id]));
    for (const [id, stageId] of ledger.missionStage) expect(`mission:${id}`, stageId, found.get(id));
  }
  const taskIds = [...ledger.taskStatus.keys()];
  if (taskIds.length > 0) {
    const rows = await database.db.select({ id: tasks.id, status: tasks.status }).from(tasks).where(inArray(tasks.id, taskIds));
    const found = new Map(rows.map((r) => [r.id, r.status]));
    for (const [id, status] of ledger.taskStatus) expect(`task:${id}`, status, found.get(id));
  }
  const authRows = await database.db
    .select({ kind: clientAuthorizations.kind, clientId: clientAuthorizations.clientId, status: clientAuthorizations.status })
    .from(clientAuthorizations)
    .where(inArray(clientAuthorizations.kind, [...AUTHORIZATION_KINDS]));
  const authFound = new Map(authRows.map((r) => [`${r.kind}:${r.clientId}`, r.status]));
  for (const [key, status] of ledger.authorization) expect(`auth:${key}`, status, authFound.get(key));
  const trackingRows = await database.db
    .select({ kind: yearlyTracking.kind, clientId: yearlyTracking.clientId, status: yearlyTracking.status })
    .from(yearlyTracking)
    .where(eq(yearlyTracking.year, trackingYear));
  const trackingFound = new Map(trackingRows.map((r) => [`${r.kind}:${r.clientId}`, r.status]));
  for (const [key, status] of ledger.tracking) expect(`tracking:${key}`, status, trackingFound.get(key));

  const createdRows = await database.db
    .select({ title: tasks.title, status: tasks.status, priority: tasks.priority, assignedTo: tasks.assignedTo })
    .from(tasks)
    .where(like(tasks.title, `Charge ${tag} %`));
  const createdFound = new Map(createdRows.map((r) => [r.title, r]));
  let createdMissing = 0;
  for (const [title, want] of ledger.created) {
    const row = createdFound.get(title);
    if (!row) {
      createdMissing++;
      mismatches.push(`tâche créée « ${title} » absente`);
      continue;
    }
    checked++;
    if (row.status !== want.status || row.priority !== want.priority || row.assignedTo !== want.assignedTo) {
      mismatches.push(`tâche créée « ${title} » : ${JSON.stringify(row)} au lieu de ${JSON.stringify(want)}`);
    }
  }
  const createdExtra = createdRows.filter((r) => !ledger.created.has(r.title) && !ledger.uncertain.has(`created:${r.title}`)).length;
  return {
    acknowledgedWrites: ledger.acknowledged,
    checkedCells: checked,
    mismatches,
    createdAcknowledged: ledger.created.size,
    createdFound: createdRows.length,
    createdMissing,
    createdExtra,
    uncertainCells: ledger.uncertain.size,
  };
}

const mb = (bytes: number) => Math.round(bytes / 1048576);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Waits for the start-up obligations pass to be recorded (job_runs, 120 s at most): most of its
 * work is PostgreSQL's, which the server's own idle CPU does not show. A build without job_runs
 * (an older one measured as « before ») is left to waitUntilIdle.
 */
async function startupPassDone(target: Target): Promise<void> {
  await withDatabase(target, async (database) => {
    const table = await database.pool.query<{ name: string | null }>(`SELECT to_regclass('job_runs')::text AS name`);
    if (!table.rows[0]?.name) return;
    for (let waited = 0; waited < 240; waited++) {
      const { rows } = await database.pool.query(`SELECT 1 FROM job_runs WHERE name = 'obligations'`);
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}

/**
 * CPU time used so far by the PostgreSQL backends serving the run's database (their pools stay
 * connected for the whole run): with the servers' own, what one request costs the machine, a
 * figure that holds on a busy machine where requests per second do not.
 */
async function backendCpuMs(target: Target): Promise<number> {
  return withDatabase(target, async (database) => {
    const { rows } = await database.pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return sum(rows.map((row) => cpuMsOf(row.pid)).filter((ms) => Number.isFinite(ms)));
  });
}

async function runScenario(
  app: App,
  target: Target,
  { scenario, instances, userCount, mix }: { scenario: string; instances: number; userCount: number; mix: Mix },
): Promise<ScenarioResult> {
  log(`${scenario} (${MIX_LABELS[mix]}) : ${target.label}, ${instances} serveur(s), ${userCount} utilisateurs simulés, ${DURATION_S} s…`);
  const { owned, trackingYear, campaign } = await withDatabase(target, (database) => distribute(database, userCount));
  const tag = randomBytes(3).toString('hex');
  const servers: Server[] = [];
  const ledger: Ledger = { clientAddress: new Map(), missionStage: new Map(), taskStatus: new Map(), created: new Map(), authorization: new Map(), tracking: new Map(), uncertain: new Set(), acknowledged: 0 };
  const samples: Sample[] = [];
  const peak: number[] = [];
  let idle: number[];
  let after: number[];
  /** CPU used by the servers and the database's backends, at the start and the end of the run. */
  let cpuBeforeRun: { server: number; postgres: number };
  let cpuAfter: { server: number; postgres: number };
  const cpuNow = async () => ({ server: sum(servers.map((server) => cpuMsOf(server.pid))), postgres: await backendCpuMs(target) });
  const perRequest = (before: { server: number; postgres: number }, after: { server: number; postgres: number }, requests: number) => ({
    server: Math.round(((after.server - before.server) / requests) * 10) / 10,
    postgres: Math.round(((after.postgres - before.postgres) / requests) * 10) / 10,
  });
  const loadStart = loadavg()[0] ?? Number.NaN;
  let elapsedS: number;
  let floor: Floor;
  try {
    for (let i = 0; i < instances; i++) {
      servers.push(await startServer(app.root, target, { port: PORT + i + (target.databaseUrl ? 0 : 2), env: { SIGN_IN_RATE_LIMIT: '100000' } }));
    }
    await startupPassDone(target);
    for (const server of servers) await waitUntilIdle(server.pid);
    idle = servers.map((s) => mb(s.rssBytes()));
    const sessions: Session[] = [];
    for (const [index, o] of owned.entries()) {
      const server = servers[index % servers.length];
      if (!server) throw new Error('aucun serveur');
      sessions.push({ cookie: await signIn(server, o.email), owned: o, index, etags: new Map() });
    }
    const probe = await fetch(`${servers[0]?.url}/api/search?q=test`, { headers: { cookie: sessions[0]?.cookie ?? '' } });
    await probe.arrayBuffer();
    const boardProbe = await fetch(`${servers[0]?.url}/api/missions/board`, { headers: { cookie: sessions[0]?.cookie ?? '' } });
    await boardProbe.arrayBuffer();
    // An older build answers `?limit=1` with the whole list, without a total: it reads the whole list.
    const answersPages = async (path: string) => {
      const pageProbe = await fetch(`${servers[0]?.url}${path}?limit=1`, { headers: { cookie: sessions[0]?.cookie ?? '' } });
      return pageProbe.status === 200 && 'total' in ((await pageProbe.json()) as object);
    };
    const pagedLists = {
      clients: await answersPages('/api/clients'),
      authorizations: await answersPages('/api/authorizations/impots'),
      tracking: await answersPages('/api/tracking/cfe'),
    };
    const world: World = { trackingYear, calendar: monthGrid(new Date()), searchAvailable: probe.status === 200, campaign, board: boardProbe.status === 200, pagedLists, mix };
    peak.push(...idle);
    log(`  plancher : GET /api/me, ${userCount} utilisateurs, ${FLOOR_S} s…`);
    const floorCpu = await cpuNow();
    const floorStart = performance.now();
    const floorRun = await floorRequests(sessions, servers, floorStart + FLOOR_S * 1000);
    const floorS = (performance.now() - floorStart) / 1000;
    floor = {
      durationS: Math.round(floorS * 10) / 10,
      requests: floorRun.ms.length,
      requestsPerSecond: Math.round((floorRun.ms.length / floorS) * 10) / 10,
      timing: summarise(floorRun.ms),
      nonOk: floorRun.statuses.filter((status) => status < 200 || status >= 300).length,
      cpuPerRequest: perRequest(floorCpu, await cpuNow(), floorRun.ms.length),
    };
    const cpuBefore = await cpuNow();
    const sampler = setInterval(() => servers.forEach((s, i) => (peak[i] = Math.max(peak[i] ?? 0, mb(s.rssBytes())))), 1_000);
    const start = performance.now();
    const until = start + DURATION_S * 1000;
    try {
      await Promise.all(sessions.map((session) => simulate({ session, servers, until, world, ledger, samples, tag })));
    } finally {
      clearInterval(sampler);
    }
    elapsedS = (performance.now() - start) / 1000;
    after = servers.map((s) => mb(s.rssBytes()));
    cpuAfter = await cpuNow();
    cpuBeforeRun = cpuBefore;
  } finally {
    // SIGTERM: requests in flight finish, the database is closed; then it is free to inspect.
    for (const server of servers) await server.stop();
  }
  const verification = await withDatabase(target, (database) => verify(database, ledger, tag, trackingYear));
  const tally = (list: Sample[]) => {
    const nonOk: Record<string, number> = {};
    // 304 is the revalidation a browser makes: counted apart, not as a failure.
    for (const s of list) if ((s.status < 200 || s.status >= 300) && s.status !== 304) nonOk[s.status === 0 ? 'sans réponse' : String(s.status)] = (nonOk[s.status === 0 ? 'sans réponse' : String(s.status)] ?? 0) + 1;
    return nonOk;
  };
  const perKind = kinds
    .map((kind) => {
      const list = samples.filter((s) => s.kind === kind);
      const revalidated = list.filter((s) => s.status === 304);
      return {
        kind,
        count: list.length,
        timing: summarise(list.map((s) => s.ms)),
        notModified: revalidated.length,
        notModifiedTiming: revalidated.length > 0 ? summarise(revalidated.map((s) => s.ms)) : undefined,
        nonOk: tally(list),
      };
    })
    .filter((k) => k.count > 0);
  const requestsPerSecond = Math.round((samples.length / elapsedS) * 10) / 10;
  return {
    scenario,
    mix,
    database: target.label,
    servers: instances,
    users: userCount,
    durationS: Math.round(elapsedS * 10) / 10,
    requests: samples.length,
    requestsPerSecond,
    all: summarise(samples.map((s) => s.ms)),
    serverErrors: samples.filter((s) => s.status >= 500).length,
    nonOk: tally(samples),
    perKind,
    memory: { idleMb: idle, peakMb: peak, afterMb: after },
    loadAverage: { start: Math.round(loadStart * 10) / 10, end: Math.round((loadavg()[0] ?? Number.NaN) * 10) / 10 },
    cpuPerRequest: perRequest(cpuBeforeRun, cpuAfter, samples.length),
    floor,
    shareOfFloor: Math.round((requestsPerSecond / floor.requestsPerSecond) * 1000) / 10,
    verification,
  };
}

// ——— Run ———

const serverUrl = process.env.BENCH_DATABASE_URL;
const results: ScenarioResult[] = [];
const skipped: string[] = [];
const app = await privateApp();
try {
  // « Before / after » in one run: an older build (BENCH_BEFORE_ROOT) under the same load first.
  const before = beforeApp();
  if (before && serverUrl && SCENARIOS.has('single')) {
    const target = await beforePostgresTarget(serverUrl, before.checkout);
    try {
      const beforeBuild: App = { root: before.appRoot, build: { built: false, stale: false, stamp: before.stamp }, dispose: before.remove };
      results.push(
        await runScenario(beforeBuild, target, { scenario: `un serveur, PostgreSQL, avant (build du ${before.stamp})`, instances: 1, userCount: USERS, mix: MIXES.at(-1) ?? 'production' }),
      );
    } finally {
      before.remove();
      await target.dispose();
    }
  }
  if (serverUrl) {
    for (const [name, instances] of [
      ['single', 1],
      ['two', 2],
    ] as const) {
      if (!SCENARIOS.has(name)) continue;
      // Each mix on a fresh copy: the same firm at the start of each.
      for (const mix of MIXES) {
        const target = await postgresTarget(serverUrl);
        try {
          results.push(
            await runScenario(app, target, { scenario: instances === 1 ? SINGLE : 'deux serveurs, une base PostgreSQL', instances, userCount: USERS, mix }),
          );
        } finally {
          await target.dispose();
        }
      }
    }
  } else {
    skipped.push('PostgreSQL (un et deux serveurs) : BENCH_DATABASE_URL non défini');
  }
  if (SCENARIOS.has('embedded')) {
    for (const mix of MIXES) {
      const target = await embeddedTarget();
      try {
        results.push(await runScenario(app, target, { scenario: EMBEDDED, instances: 1, userCount: EMBEDDED_USERS, mix }));
      } finally {
        await target.dispose();
      }
    }
  }
} finally {
  app.dispose();
  await removeReferenceData();
}

// ——— Report ———

const fr = (n: number) => n.toLocaleString('fr-FR');
const ms = (n: number) => fr(Math.round(n));
const statuses = (nonOk: Record<string, number>) =>
  Object.keys(nonOk).length === 0 ? 'aucune' : Object.entries(nonOk).map(([status, n]) => `${status} × ${n}`).join(', ');
/** Each scenario under both mixes, in one run: what Production's reads and moves cost the rest. */
function comparison(list: ScenarioResult[]): string[] {
  const pairs = list.flatMap((after) => {
    const before = list.find((r) => r.mix === 'sans-production' && r.scenario === after.scenario && r.database === after.database);
    return after.mix === 'production' && before ? [{ before, after }] : [];
  });
  if (pairs.length === 0) return [];
  const arrow = (a: number, b: number) => `${ms(a)} → ${ms(b)}`;
  const timingOf = (r: ScenarioResult, kind: Kind) => r.perKind.find((k) => k.kind === kind)?.timing;
  return [
    '## Avant et après la page Production, dans le même passage',
    '',
    'Chaque scénario sous le mélange sans Production puis avec (mêmes utilisateurs, même durée, copie neuve du cabinet pour chacun) : débit et latences de l’ensemble, puis le 95e centile de chaque requête commune aux deux mélanges.',
    '',
    '| scénario | base | requêtes/s | p50 | p95 | p99 | CPU par requête : serveur + PostgreSQL (ms) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...pairs.map(
      ({ before, after }) =>
        `| ${after.scenario} | ${after.database} | ${fr(before.requestsPerSecond)} → ${fr(after.requestsPerSecond)} | ${arrow(before.all.p50, after.all.p50)} | ${arrow(before.all.p95, after.all.p95)} | ${arrow(before.all.p99, after.all.p99)} | ${fr(before.cpuPerRequest.server)} + ${fr(before.cpuPerRequest.postgres)} → ${fr(after.cpuPerRequest.server)} + ${fr(after.cpuPerRequest.postgres)} |`,
    ),
    '',
    ...pairs.flatMap(({ before, after }) => [
      `${after.scenario} (${after.database}), 95e centile par requête, sans → avec Production :`,
      '',
      '| requête | p95 sans | p95 avec |',
      '| --- | ---: | ---: |',
      ...kinds.flatMap((kind) => {
        const [a, b] = [timingOf(before, kind), timingOf(after, kind)];
        return b ? [`| ${kind} | ${a ? ms(a.p95) : '—'} | ${ms(b.p95)} |`] : [];
      }),
      '',
    ]),
  ];
}

/**
 * Issue 27's targets for a scenario of today's build, each beside what the same run measured:
 * [objectif, mesuré, tenu]. The older build measured as « avant » has none.
 */
function goalsOf(r: ScenarioResult): [string, string, boolean][] {
  if (r.scenario.includes('avant')) return [];
  const found = r.verification.mismatches.length === 0;
  const common: [string, string, boolean][] = [
    ['aucune réponse 5xx', fr(r.serverErrors), r.serverErrors === 0],
    ['chaque écriture acquittée retrouvée en base', found ? 'toutes' : `${r.verification.mismatches.length} écarts`, found],
  ];
  if (r.scenario === SINGLE && r.users === 50) {
    return [['au moins 25 % du plancher', `${fr(r.shareOfFloor)} %`, r.shareOfFloor >= 25], ['p99 ≤ 1 000 ms', ms(r.all.p99), r.all.p99 <= 1000], ...common];
  }
  if (r.scenario === EMBEDDED && r.users === 20) return [['p99 ≤ 500 ms', ms(r.all.p99), r.all.p99 <= 500], ...common];
  return common;
}
const goals = results.flatMap((r) => goalsOf(r).map(([goal, measured, met]) => `| ${r.scenario} | ${MIX_LABELS[r.mix]} | ${r.users} | ${goal} | ${measured} | ${met ? 'tenu' : '**non tenu**'} |`));
const host = machine();

const lines = [
  '# Charge : utilisateurs simultanés sur le serveur construit',
  '',
  `Serveur réel (\`node dist/server/main.js\`, NODE_ENV=production, \`dist/\` du ${app.build.stamp}${app.build.stale ? ', **plus ancien que certaines sources**' : ''}) sur une copie du cabinet de démonstration : ${sizeLabel()}.`,
  ...(results.some((r) => r.scenario.includes('avant'))
    ? ['« Avant » : la version plus ancienne sur le cabinet de démonstration créé par son propre code (ses migrations et sa graine, même taille, graine 42), pas sur le schéma actuel, dont elle ne connaît pas les index.']
    : []),
  `La mesure commence une fois chaque serveur au repos : au démarrage, il recalcule les échéances de tous les clients (quelques secondes de calcul au cabinet de référence).`,
  '',
  `Chaque utilisateur simulé a sa propre session (les ${SIZE.users} collaborateurs du jeu de démonstration, plusieurs sessions chacun) et enchaîne les requêtes sans pause pendant ${DURATION_S} s, avec \`node:http\` (connexions maintenues, réponses gzip reçues entières mais pas décompressées, le générateur partageant les deux cœurs avec le serveur et PostgreSQL, et comme le cache HTTP d’un navigateur, l’ETag de chaque liste déjà lue renvoyé en If-None-Match) : lectures de chaque page et modifications, tirées au hasard selon ces poids :`,
  '',
  `${kinds.map((kind) => `${kind} ${WEIGHTS[kind]}`).join(' · ')}.`,
  '',
  'Chaque lecture est ce que la page de la version mesurée demande : GET /api/clients, GET /api/authorizations/:kind et GET /api/tracking/:kind, la première page de 200 clients (`?limit=200`) une fois la liste paginée sur le serveur (décision 0009), la liste entière avant.',
  '',
  `Mélanges mesurés : ${MIXES.map((mix) => MIX_LABELS[mix]).join(', puis ')}. La page Production (issue 24) ajoute ${PRODUCTION_KINDS.join(' et ')} : la lecture de la campagne de l’année du modèle « Bilan et liasse » comme la page l’ouvre en colonnes (GET /api/missions/board : le nombre de missions de chaque colonne et ses 30 premières cartes, sur quelque 8 500 missions ; avant la pagination, GET /api/missions, la campagne entière) et le déplacement d’une carte vers une étape tirée au hasard ; le mélange sans Production les laisse de côté, les autres poids restant les mêmes. Chaque mélange sur une copie neuve du cabinet.`,
  '',
  'Écritures : adresse d’un client (modification en ligne), statut d’une tâche, création d’une tâche, statut d’une habilitation (Impôts, EBICS), statut d’un suivi (CFE, 3 EN 1, année la plus récente), étape d’une mission (déplacement d’une carte). Chaque utilisateur a ses propres clients, tâches et missions : la dernière écriture acquittée de chaque cellule est sa valeur finale attendue. Deux serveurs : les requêtes de chaque utilisateur alternent entre eux.',
  'Après l’arrêt des serveurs (SIGTERM), chaque écriture acquittée est recherchée dans la base : valeurs comparées cellule par cellule, tâches créées comptées.',
  `Plancher : avant chaque mélange, sur les mêmes serveurs, la même copie et les mêmes sessions, chaque utilisateur demande \`GET /api/me\` (contrôle de session, aucune liste lue) sans pause pendant ${FLOOR_S} s ; le débit du mélange est donné en part de ce plancher, un rapport mesuré dans le même passage. Il ne se transporte pas pour autant d’une machine à l’autre : le plancher est fait presque tout entier du coût fixe d’une requête (analyse HTTP, aller-retour vers PostgreSQL, écriture sur les sockets), le mélange de requêtes SQL et de JSON ; sur deux machines virtuelles à 2 cœurs AMD EPYC, deux versions voisines (317d776, puis 67ace66 qui ne retouche que Statistiques) ont donné 15,3 % (plancher à 815 requêtes/s) et 6,3 % (plancher à 3 461 requêtes/s). Comparer deux versions se fait donc dans un même passage, « avant » et « après ».`,
  `Durées en ms. Machine : ${host.cpuModel}, ${host.cpus} cœurs (partagés avec la base PostgreSQL, le générateur de charge et, sur une machine commune, le travail des autres), charge moyenne ${host.loadAverage.join(' / ')} à la fin ; Node ${host.node}, commit ${host.commit}.`,
  '',
  ...(goals.length > 0
    ? [
        '## Objectifs (issue 27), dans le même passage',
        '',
        'Un serveur sur PostgreSQL, 50 utilisateurs : au moins 25 % du plancher et p99 ≤ 1 s ; PostgreSQL embarqué, 20 utilisateurs : p99 ≤ 500 ms ; partout, aucune réponse 5xx et chaque écriture acquittée retrouvée.',
        '',
        '| scénario | mélange | utilisateurs | objectif | mesuré | |',
        '| --- | --- | ---: | --- | ---: | --- |',
        ...goals,
        '',
      ]
    : []),
  '| scénario | mélange | base | utilisateurs | requêtes | requêtes/s | plancher GET /api/me (requêtes/s) | part du plancher | p50 | p95 | p99 | 5xx | autres réponses non 2xx | écritures acquittées | retrouvées en base | tâches créées (acquittées / en base) | mémoire du serveur (repos → pic → après, Mo) | CPU par requête : serveur + PostgreSQL (ms) |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | --- | --- | ---: |',
  ...results.map((r) => {
    const v = r.verification;
    const found = v.mismatches.length === 0 ? `toutes (${fr(v.checkedCells)} cellules vérifiées${v.uncertainCells ? `, ${v.uncertainCells} incertaines` : ''})` : `**${v.mismatches.length} écarts**`;
    return `| ${r.scenario} | ${MIX_LABELS[r.mix]} | ${r.database} | ${r.users} | ${fr(r.requests)} | ${fr(r.requestsPerSecond)} | ${fr(r.floor.requestsPerSecond)} | ${fr(r.shareOfFloor)} % | ${ms(r.all.p50)} | ${ms(r.all.p95)} | ${ms(r.all.p99)} | ${r.serverErrors} | ${statuses(r.nonOk)} | ${fr(v.acknowledgedWrites)} | ${found} | ${fr(v.createdAcknowledged)} / ${fr(v.createdFound)} | ${r.memory.idleMb.map((m, i) => `${m} → ${r.memory.peakMb[i]} → ${r.memory.afterMb[i]}`).join(' ; ')} | ${fr(r.cpuPerRequest.server)} + ${fr(r.cpuPerRequest.postgres)} |`;
  }),
  '',
  ...comparison(results),
  ...results.flatMap((r) => [
    `## ${r.scenario}, ${MIX_LABELS[r.mix]} (${r.database}, ${r.users} utilisateurs)`,
    '',
    `${fr(r.requests)} requêtes en ${fr(r.durationS)} s ; charge moyenne ${r.loadAverage.start} au départ, ${r.loadAverage.end} à la fin.`,
    `Plancher, juste avant : ${fr(r.floor.requests)} \`GET /api/me\` en ${fr(r.floor.durationS)} s, ${fr(r.floor.requestsPerSecond)} requêtes/s, p50 ${ms(r.floor.timing.p50)}, p95 ${ms(r.floor.timing.p95)}, p99 ${ms(r.floor.timing.p99)}, CPU par requête ${fr(r.floor.cpuPerRequest.server)} + ${fr(r.floor.cpuPerRequest.postgres)} ms, ${r.floor.nonOk === 0 ? 'toutes en 2xx' : `**${fr(r.floor.nonOk)} non 2xx**`}. Le mélange en fait ${fr(r.shareOfFloor)} %.`,
    '',
    '| requête | nombre | p50 | p95 | p99 | max | dont 304 (p50) | non 2xx hors 304 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...r.perKind.map(
      (k) =>
        `| ${k.kind} | ${fr(k.count)} | ${ms(k.timing.p50)} | ${ms(k.timing.p95)} | ${ms(k.timing.p99)} | ${ms(k.timing.max)} | ${k.notModified ? `${fr(k.notModified)} (${ms(k.notModifiedTiming?.p50 ?? 0)})` : '—'} | ${statuses(k.nonOk)} |`,
    ),
    '',
    ...(r.verification.mismatches.length > 0 ? ['Écarts :', '', ...r.verification.mismatches.slice(0, 20).map((m) => `- ${m}`), ''] : []),
  ]),
  ...skipped.map((s) => `Non mesuré : ${s}.`),
  '',
];
writeResults('load', lines, { durationS: DURATION_S, floorDurationS: FLOOR_S, weights: WEIGHTS, mixes: MIXES, productionKinds: PRODUCTION_KINDS, results, skipped });
