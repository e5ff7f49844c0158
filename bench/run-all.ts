// `npm run bench`: every benchmark bench/ holds (each bench/<name>.ts), in turn, each in a process
// of its own (each also runs alone),
// on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, the local server by default;
// set it empty for the embedded database only), at the reference size (--small for a trial run, written to a
// temporary folder). The demo firm is seeded once per engine for the whole series
// (BENCH_CACHE_DIR, removed at the end). Then every results JSON is gathered into
// bench/results/latest.md and latest.json.
//
//   npm run bench
//   npm run bench -- --small
//   npm run bench -- --only clients-list,load      (the others' earlier results are still gathered)
//   npm run bench -- --until 2026-11-22T00:30Z      (what has not started by then is left out)
//   BENCH_BEFORE_ROOT=/tmp/before npm run bench -- --before-only load   (an older build, for the load test alone)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/browser-app.ts';
import type { PageHeadline } from './lib/browser.ts';
import { scrollTotals, type ScrollFigures } from './lib/scroll-totals.ts';

const { values: args } = parseArgs({
  options: {
    small: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    /** An ISO time: benchmarks not started by then are left out (one already running finishes). */
    until: { type: 'string' },
    /**
     * With BENCH_BEFORE_ROOT, the benchmarks that measure it (names, comma-separated; all that read
     * it by default): a build old enough for the load test's « before » may predate what another
     * page benchmark drives.
     */
    'before-only': { type: 'string' },
  },
});

/**
 * The order to run them in: the in-process measures first, then the real servers (the load test,
 * the browsers); the longest, least central ones last, so that a run cut short has measured the
 * rest. The set itself is every bench/<name>.ts (discovered below): one missing from this list
 * runs after these, and a name here without its file stops the run before anything starts.
 */
const ORDER = [
  'embedded-responsiveness',
  'clients-list',
  'clients-import',
  'authorizations',
  'lists-revalidation',
  'bulk',
  'obligations',
  'tasks',
  'tasks-unanalysed',
  'dashboard-stats',
  'search',
  'load',
  'initial-js',
  'clients-browser',
  'habilitation-browser',
  'tasks-browser',
  'live-updates',
  'working-hour',
  'client-sheet',
  'clients-paste',
  'two-factor-signin',
  // At the network size (50,000 clients): seeds it on its first run, some 15 minutes.
  'network-pages',
] as const;

const BENCH_DIR = join(ROOT, 'bench');
/** Every benchmark bench/ holds: each top-level .ts file but this one (helpers live in bench/lib/). */
const found = readdirSync(BENCH_DIR)
  .filter((file) => file.endsWith('.ts') && file !== 'run-all.ts')
  .map((file) => file.slice(0, -'.ts'.length));
const stale = ORDER.filter((name) => !found.includes(name));
if (stale.length > 0) {
  throw new Error(`bench/run-all.ts liste des mesures sans fichier bench/<nom>.ts : ${stale.join(', ')}. Mettez ORDER à jour.`);
}
const BENCHMARKS: readonly string[] = [...ORDER, ...found.filter((name) => !(ORDER as readonly string[]).includes(name)).sort()];
/** A comma-separated list of benchmarks given to `flag`; an unknown name stops the run before anything starts. */
function benchmarkNames(flag: string, value: string | undefined): Set<string> | undefined {
  if (!value) return undefined;
  const names = new Set(value.split(','));
  const unknown = [...names].filter((name) => !BENCHMARKS.includes(name));
  if (unknown.length > 0) throw new Error(`${flag} : mesure inconnue ${unknown.join(', ')} (mesures : ${BENCHMARKS.join(', ')}).`);
  return names;
}
const only = benchmarkNames('--only', args.only);
const beforeOnly = benchmarkNames('--before-only', args['before-only']);

/** A benchmark that drives the built app (a real server, Chromium) imports the harness that serves it. */
const servesBuiltApp = (name: string) => /from '\.\/lib\/(browser(-app)?|against-dashboard)\.ts'/.test(readFileSync(join(BENCH_DIR, `${name}.ts`), 'utf8'));

const deadline = args.until ? Date.parse(args.until) : Number.POSITIVE_INFINITY;
if (args.small) process.env.BENCH_SIZE = 'small';
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.BENCH_CACHE_DIR ??= mkdtempSync(join(tmpdir(), 'cabinet-bench-cache-'));

// Imported after the environment is set: they read the size and the folders from it.
const { removeReferenceData } = await import('./lib/reference-data.ts');
const { machine, RESULTS_DIR, writeResults } = await import('./lib/report.ts');
const { SIZE, sizeLabel } = await import('./lib/size.ts');

const log = (message: string) => process.stderr.write(`\n=== ${message}\n`);

/** The rule of `npm start` (scripts/start.mjs): no build, or a source newer than it. */
function isBuildStale(): boolean {
  const stamp = join(ROOT, 'dist', '.build-stamp');
  if (!existsSync(stamp)) return true;
  const newest = (path: string): number => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  const inputs = ['src', 'vite.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'].map((p) => join(ROOT, p)).filter(existsSync);
  return Math.max(...inputs.map(newest)) > statSync(stamp).mtimeMs;
}

/** The environment a benchmark runs in: without the « before » build unless --before-only names it. */
function envFor(name: string | undefined): NodeJS.ProcessEnv {
  if (!beforeOnly || (name !== undefined && beforeOnly.has(name))) return process.env;
  const { BENCH_BEFORE_ROOT: _before, ...env } = process.env;
  return env;
}

function run(command: string, commandArgs: string[], name?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: envFor(name) });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const startMachine = machine();
const started = performance.now();
type Ran = { name: string; status: 'réussi' | 'échec' | 'non lancé' | 'non lancé (heure limite)'; seconds: number };
const ran: Ran[] = [];

try {
  const browsers = BENCHMARKS.some((name) => (!only || only.has(name)) && servesBuiltApp(name));
  if (browsers && !args['no-build'] && isBuildStale()) {
    log('npm run build (dist/ absent ou plus ancien que les sources)');
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('npm run build a échoué');
  }
  for (const name of BENCHMARKS) {
    if (only && !only.has(name)) {
      ran.push({ name, status: 'non lancé', seconds: 0 });
      continue;
    }
    if (Date.now() > deadline) {
      ran.push({ name, status: 'non lancé (heure limite)', seconds: 0 });
      continue;
    }
    log(`${name} (${new Date().toISOString()})`);
    const start = performance.now();
    const code = await run(process.execPath, ['--import', 'tsx', join('bench', `${name}.ts`)], name);
    ran.push({ name, status: code === 0 ? 'réussi' : 'échec', seconds: Math.round((performance.now() - start) / 1000) });
  }
} finally {
  await removeReferenceData({ force: true });
}
const totalSeconds = Math.round((performance.now() - started) / 1000);

// ——— Gathering ———

type Timing = { p50: number; p99: number; samples?: number };
type EndpointFigure = { database: string; endpoint: string; rows?: number; sql: Timing | null; api: Timing; ratio: number | null };
type Json = Record<string, unknown> & { machine?: { date?: string }; size?: { name?: string } };

const read = (name: string): Json | undefined => {
  const file = join(RESULTS_DIR, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Json) : undefined;
};
const results = Object.fromEntries(BENCHMARKS.map((name) => [name, read(name)])) as Record<string, Json | undefined>;

const fr = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n) ? '—' : n.toLocaleString('fr-FR', { maximumFractionDigits: digits });
const kb = (bytes: number) => `${fr(bytes / 1024, 1)} Ko`;
const pair = (t: Timing | null) => (t ? `${fr(t.p50, 1)} / ${fr(t.p99, 1)}` : '—');
const when = (name: string) => {
  const json = results[name];
  const file = join(RESULTS_DIR, `${name}.json`);
  const date = json?.machine?.date ?? (existsSync(file) ? statSync(file).mtime.toISOString() : undefined);
  const size = json?.size?.name && json.size.name !== SIZE.name ? ` (taille ${json.size.name})` : '';
  return date ? `${date.slice(0, 16).replace('T', ' ')} UTC${size}` : 'jamais mesuré';
};

const ratio = (api: Timing, sql: Timing) => Math.round((api.p50 / sql.p50) * 100) / 100;
// Benchmarks that write no `endpoints` summary: their own shapes.
type SearchResult = { database: string; queries: { label: string; q: string; api: Timing; sql: Timing }[] };
type SheetPair = { service: Timing; api: Timing };
type SheetResult = { database: string; sheet: SheetPair; historyFirst: SheetPair; historyDeep: SheetPair };
const fallbacks: Partial<Record<string, (json: Json) => EndpointFigure[]>> = {
  search: (json) =>
    ((json.results as SearchResult[] | undefined) ?? []).flatMap((r) =>
      r.queries.map((f) => ({ database: r.database, endpoint: `GET /api/search?q=${f.q} (${f.label})`, sql: f.sql, api: f.api, ratio: ratio(f.api, f.sql) })),
    ),
  'client-sheet': (json) =>
    ((Array.isArray(json) ? json : []) as SheetResult[]).flatMap((r) =>
      (
        [
          ['GET /api/clients/:id/sheet (plancher : le service)', r.sheet],
          ['GET /api/clients/:id/history, 1re page (plancher : le service)', r.historyFirst],
          ['GET /api/clients/:id/history, page lointaine (plancher : le service)', r.historyDeep],
        ] as const
      ).map(([endpoint, pairOf]) => ({ database: r.database, endpoint, sql: pairOf.service, api: pairOf.api, ratio: ratio(pairOf.api, pairOf.service) })),
    ),
};
const endpointRows = BENCHMARKS.flatMap((name) => {
  const json = results[name];
  if (!json) return [];
  const figures = (json.endpoints as EndpointFigure[] | undefined) ?? fallbacks[name]?.(json) ?? [];
  return figures.map((e) => ({ ...e, bench: name }));
});

type ImportResult = { engine: string; importMedianMs: number; copyMedianMs: number; unnestInsertMedianMs: number; ratioToCopy: number; ratioToUnnestInsert: number; rows: number };
const imports = (results['clients-import']?.results as ImportResult[] | undefined) ?? [];

/** A page benchmark's headline; the page waits are absent from results written before the lists were paged. */
type Headline = Omit<PageHeadline, 'scrollPageWaits' | 'scrollPageWaitMs'> & Partial<Pick<PageHeadline, 'scrollPageWaits' | 'scrollPageWaitMs'>>;
type TasksNavigation = { firstPaintedMs: number };
/** The scroll's waits for the next page, all passes: how many, and their total in ms. */
const pageWaits = (waits: number | undefined, ms: number | undefined) => (waits === undefined ? '—' : `${waits} (${fr(ms ?? 0)} ms)`);
type TasksBrowserResult = { database: string; listCold: TasksNavigation[]; listWarm: TasksNavigation[]; calendarCold: TasksNavigation[]; calendarWarm: TasksNavigation[]; scrolls: ScrollFigures[] };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

const browserRows: string[] = [];
for (const [name, page] of [
  ['clients-browser', 'Clients'],
  ['habilitation-browser', 'Habilitations'],
] as const) {
  for (const h of (results[name]?.headlines as Headline[] | undefined) ?? []) {
    browserRows.push(
      `| ${page} | ${h.database} | ${fr(h.firstRowsColdMs)} / ${fr(h.firstRowsWarmMs)} | ${fr(h.keystrokeMs.median)} / ${fr(h.keystrokeMs.max)} | ${h.scrollLongTasks} (la plus longue ${fr(h.scrollLongestTaskMs)}) | ${fr(h.scrollFrameP95Ms, 1)} | ${pageWaits(h.scrollPageWaits, h.scrollPageWaitMs)} |`,
    );
  }
}
for (const r of (results['tasks-browser']?.results as TasksBrowserResult[] | undefined) ?? []) {
  const first = (runs: TasksNavigation[]) => fr(median(runs.map((n) => n.firstPaintedMs)));
  const totals = scrollTotals(r.scrolls);
  browserRows.push(
    `| Tâches (liste Cabinet ; calendrier) | ${r.database} | ${first(r.listCold)} / ${first(r.listWarm)} ; ${first(r.calendarCold)} / ${first(r.calendarWarm)} | — (pas de mesure de frappe) | ${totals.longTasks} (la plus longue ${fr(totals.longestTaskMs)}) | ${fr(totals.frameP95Ms, 1)} | ${pageWaits(totals.pageWaits, totals.pageWaitMs)} |`,
  );
}

type JsStep = { step: string; scripts: number; bytes: number; gzipBytes: number; brotliBytes: number };
const jsSteps = (results['initial-js']?.summary as JsStep[] | undefined) ?? [];

type LoadResult = {
  scenario: string;
  database: string;
  users: number;
  requests: number;
  requestsPerSecond: number;
  all: { p50: number; p95: number; p99: number };
  serverErrors: number;
  nonOk: Record<string, number>;
  memory: { idleMb: number[]; peakMb: number[]; afterMb: number[] };
  verification: { acknowledgedWrites: number; checkedCells: number; mismatches: string[]; createdAcknowledged: number; createdFound: number };
  /** The same run's floor (GET /api/me) and the mix's share of it, in percent; absent before issue 27. */
  floor?: { requestsPerSecond: number };
  shareOfFloor?: number;
  cpuPerRequest?: { server: number; postgres: number };
};
const loads = (results.load?.results as LoadResult[] | undefined) ?? [];
type PageResult = { database: string; serverRssBytes?: number };
const pageMemory = (['clients-browser', 'habilitation-browser', 'network-pages'] as const).flatMap((name) =>
  ((results[name]?.results as PageResult[] | undefined) ?? []).filter((r) => r.serverRssBytes).map((r) => ({ name, database: r.database, mb: Math.round((r.serverRssBytes ?? 0) / 1048576) })),
);
type Stall = { database: string; heavyMs: number; lightDuring: { p50: number; max: number }; longestStallMs: number };
const stalls = (results['embedded-responsiveness']?.results as Stall[] | undefined) ?? [];

const endMachine = machine();
const databaseUrl = process.env.BENCH_DATABASE_URL ? new URL(process.env.BENCH_DATABASE_URL) : undefined;
const lines = [
  '# Mesures de performance : synthèse',
  '',
  `\`npm run bench\` du ${startMachine.date.slice(0, 16).replace('T', ' ')} UTC, en ${fr(totalSeconds / 60, 1)} min. Taille : ${sizeLabel()}.`,
  `Machine : ${startMachine.cpus} × ${startMachine.cpuModel}, charge moyenne (1, 5, 15 min) ${startMachine.loadAverage.join(' / ')} au départ et ${endMachine.loadAverage.join(' / ')} à la fin ; Node ${startMachine.node} ; commit ${startMachine.commit}.`,
  `Bases : PostgreSQL embarqué (npm, dans DATA_DIR) et ${databaseUrl ? `PostgreSQL (${databaseUrl.host}, bases temporaires créées puis supprimées)` : 'pas de PostgreSQL (BENCH_DATABASE_URL vide)'}.`,
  'Le détail de chaque mesure est dans son fichier (`bench/results/<nom>.md`) ; une ligne qui n’a pas été mesurée dans ce passage garde la date de sa dernière mesure.',
  '',
  '| mesure | ce passage | durée | résultats datés du |',
  '| --- | --- | ---: | --- |',
  ...ran.map((r) => `| [${r.name}](${r.name}.md) | ${r.status} | ${r.seconds ? `${fr(r.seconds)} s` : ''} | ${when(r.name)} |`),
  '',
  '## API : médiane / 99e centile (ms) et plancher SQL',
  '',
  'La requête entière (`app.request` : session, requêtes, JSON) contre la même requête SQL exécutée directement par le pilote, à tour de rôle ; ratio des médianes. Le 99e centile de moins de 100 mesures est leur maximum.',
  '',
  '| point d’accès | base | lignes | SQL seul | API | ratio |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...endpointRows.map((e) => `| ${e.endpoint} | ${e.database} | ${fr(e.rows)} | ${pair(e.sql)} | ${pair(e.api)} | ${fr(e.ratio, 2)} |`),
  '',
  `## Import CSV contre COPY`,
  '',
  '| base | lignes | import par l’API (ms) | COPY (ms) | import / COPY | INSERT unnest (ms) | import / INSERT |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...imports.map((r) => `| ${r.engine} | ${fr(r.rows)} | ${fr(r.importMedianMs)} | ${fr(r.copyMedianMs)} | ${fr(r.ratioToCopy, 1)} | ${fr(r.unnestInsertMedianMs)} | ${fr(r.ratioToUnnestInsert, 1)} |`),
  '',
  '## Navigateur (Chromium, application construite)',
  '',
  'Premières lignes peintes (ms, médiane à froid / à chaud) ; frappe dans la recherche jusqu’aux lignes filtrées peintes (ms, médiane / max des frappes qui changent la liste) ; longues tâches (> 50 ms) pendant le défilement de toutes les lignes, tous passages ; image la plus lente au 95e centile pendant le défilement (ms), hors attentes de la page suivante ; ces attentes en bas des lignes chargées (listes paginées sur le serveur), tous passages : combien et leur durée totale.',
  '',
  '| page | base | premières lignes | frappe | longues tâches au défilement | image p95 | attentes de page |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...browserRows,
  '',
  '## JavaScript initial',
  '',
  '| étape | scripts | brut | gzip | brotli |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...jsSteps.map((s) => `| ${s.step} | ${s.scripts} | ${kb(s.bytes)} | ${kb(s.gzipBytes)} | ${kb(s.brotliBytes)} |`),
  '',
  '## Charge (serveur construit, utilisateurs simultanés sans pause)',
  '',
  '| scénario | base | utilisateurs | requêtes/s | plancher GET /api/me (requêtes/s) | part du plancher | CPU par requête, serveur + PostgreSQL (ms) | p50 / p95 / p99 (ms) | 5xx | autres non 2xx | écritures acquittées | retrouvées en base | tâches créées (acquittées / en base) |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | --- |',
  ...loads.map(
    (r) =>
      `| ${r.scenario} | ${r.database} | ${r.users} | ${fr(r.requestsPerSecond, 1)} | ${fr(r.floor?.requestsPerSecond, 1)} | ${r.shareOfFloor === undefined ? '—' : `${fr(r.shareOfFloor, 1)} %`} | ${r.cpuPerRequest ? `${fr(r.cpuPerRequest.server, 1)} + ${fr(r.cpuPerRequest.postgres, 1)}` : '—'} | ${fr(r.all.p50)} / ${fr(r.all.p95)} / ${fr(r.all.p99)} | ${r.serverErrors} | ${Object.entries(r.nonOk).map(([s, n]) => `${s} × ${n}`).join(', ') || 'aucune'} | ${fr(r.verification.acknowledgedWrites)} | ${r.verification.mismatches.length === 0 ? `toutes (${fr(r.verification.checkedCells)} cellules)` : `**${r.verification.mismatches.length} écarts**`} | ${fr(r.verification.createdAcknowledged)} / ${fr(r.verification.createdFound)} |`,
  ),
  '',
  '## Mémoire du serveur (mémoire résidente, Mo)',
  '',
  '| quand | base | Mo |',
  '| --- | --- | ---: |',
  ...loads.map((r) => `| charge « ${r.scenario} » : au repos → pic → après | ${r.database} | ${r.memory.idleMb.map((m, i) => `${m} → ${r.memory.peakMb[i]} → ${r.memory.afterMb[i]}`).join(' ; ')} |`),
  ...pageMemory.map((m) => `| après la mesure ${m.name}${results[m.name]?.size?.name && results[m.name]?.size?.name !== SIZE.name ? ` (taille ${results[m.name]?.size?.name})` : ''} | ${m.database} | ${m.mb} |`),
  '',
  '## Base embarquée : les collègues pendant une requête lourde',
  '',
  '| base | requête lourde (ms) | SELECT 1 pendant : médiane / max (ms) | blocage du thread HTTP (ms) |',
  '| --- | ---: | ---: | ---: |',
  ...stalls.map((s) => `| ${s.database} | ${fr(s.heavyMs)} | ${fr(s.lightDuring.p50, 2)} / ${fr(s.lightDuring.max, 2)} | ${fr(s.longestStallMs)} |`),
  '',
];
writeResults('latest', lines, { startMachine, endMachine, totalSeconds, ran, endpoints: endpointRows, imports, loads, initialJs: jsSteps });
if (ran.some((r) => r.status === 'échec')) process.exitCode = 1;
