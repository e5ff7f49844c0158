// The Tâches page in Debian's Chromium at the reference size (100,000 tasks, 10,000 clients,
// 20 staff) with 500 recurring tasks starting in the month shown: the built app served by
// `node dist/server/main.js`, signed in through the login form. Measured: navigation to the first
// rows of the Cabinet list painted (cold and warm cache) with the GET /api/tasks the browser saw
// (its size on the wire and once decoded); navigation to the Cabinet month calendar painted with
// its recurring tasks expanded on the server (the occurrences the cells show and hide counted
// against the days' totals the API answered); long tasks and frame times while scrolling the list,
// its next pages waited for apart (bench/lib/browser.ts's scroll); rows and elements in the DOM.
// Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database is
// created there and dropped after).
//
//   npx tsx bench/tasks-browser.ts             (reference size: a quarter of an hour per database)
//   npx tsx bench/tasks-browser.ts --small     (1,000 clients and 5,000 tasks, to try it out)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/tasks-browser.ts
//   BENCH_BEFORE_ROOT=/tmp/before npx tsx bench/tasks-browser.ts   (an older build measured first, same data)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { CalendarDayList } from '../src/shared/task-queries.ts';
import { connectPostgres, openDatabase, type Database } from '../src/server/db/client.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { createLogger } from '../src/server/logger.ts';
import { databaseUrlFor } from '../src/server/testing/postgres-url.ts';
import { installPageProbe, round1, scroll, SCROLL_METHOD, SCROLL_STEP_PX, scrollLines, summary, type LongTask, type PageState, type Scroll } from './lib/browser.ts';
import { beforeApp, CHROMIUM, CHROMIUM_ARGS, initialScripts, prepareApp, startServer, type Asset, type Build, type Target } from './lib/browser-app.ts';
import { cloneEmbedded, clonePostgres, removeReferenceData, type Reference } from './lib/reference-data.ts';
import { EMBEDDED_LABEL } from './lib/scratch-databases.ts';
import { reachableTempDir } from '../src/server/db/embedded/run-as.ts';
import { writeResults } from './lib/report.ts';
import { isSmall as small, SIZE, sizeLabel } from './lib/size.ts';
import { monthGrid, placeRecurringTasks } from './lib/tasks-fixture.ts';

const RECURRING_IN_MONTH = 500;
/** Navigations of each kind (cold, warm), played in turns. */
const NAV_RUNS = 3;
const SCROLL_RUNS = 2;
/** Frames scrolled per run at most (600 px each, some 5,000 rows), the waits for the list's next pages apart. */
const SCROLL_FRAMES = small ? 150 : 450;
const VIEWPORT = { width: 1280, height: 720 };
const APP_ROOT = mkdtempSync(join(tmpdir(), 'cabinet-bench-tasks-browser-app-'));

const LIST_URL = '/tasks?portee=cabinet';
const CALENDAR_URL = '/tasks?vue=calendrier&portee=cabinet';
/** A data row of the Tâches list (not the header). */
const ROW_SELECTOR = '[role="table"][aria-label="Tâches"] [role="row"][data-row-index]';
/** A task on a day of the calendar, once its month has loaded. */
const CALENDAR_TASK_SELECTOR = 'table[aria-busy="false"] td[data-day] li button';
/** The Dashboard's task counters, drawn once GET /api/dashboard has answered: the yardstick of a light page. */
const DASHBOARD_URL = '/dashboard';
const DASHBOARD_SELECTOR = 'dl[aria-label="Mes tâches"]';

const log = (message: string) => process.stderr.write(`${message}\n`);
const logger = createLogger('silent');

// ——— Data ———

/** The month's recurring tasks, added to the copy of the demo firm before the server opens it. */
async function placeMonth(target: Target, now: Date): Promise<void> {
  const database: Database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, logger });
  try {
    await placeRecurringTasks(database, monthGrid(now).first, RECURRING_IN_MONTH);
    await database.pool.query('ANALYZE');
  } finally {
    await database.close();
  }
}

// ——— In the page ———
// These functions are serialised into the page: they reference nothing outside themselves.

type BenchWindow = Window & { __bench?: PageState };

type ResourceSample = { name: string; start: number; responseStart: number; end: number; transferSize: number; decodedSize: number };
type PageSample = { firstInDom: number; firstPainted: number; resources: ResourceSample[]; longTasks: LongTask[] };

function readPage(): PageSample {
  const state = (window as BenchWindow).__bench;
  if (!state || state.firstRowPaintedAt === undefined || state.firstRowInDomAt === undefined) throw new Error('rien de peint');
  return {
    firstInDom: state.firstRowInDomAt,
    firstPainted: state.firstRowPaintedAt,
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: new URL(entry.name).pathname,
      start: entry.startTime,
      responseStart: entry.responseStart,
      end: entry.responseEnd,
      transferSize: entry.transferSize,
      decodedSize: entry.decodedBodySize,
    })),
    longTasks: state.longTasks.filter((task) => task.start < (state.firstRowPaintedAt ?? 0)),
  };
}

type CalendarShown = { chips: number; hidden: number; days: number; elements: number };

function readCalendar(): CalendarShown {
  let hidden = 0;
  for (const button of document.querySelectorAll('td[data-day] > button')) {
    hidden += Number(/^\+\s*(\d+)/.exec(button.textContent?.trim() ?? '')?.[1] ?? 0);
  }
  return {
    chips: document.querySelectorAll('td[data-day] li button').length,
    hidden,
    days: document.querySelectorAll('td[data-day]').length,
    elements: document.getElementsByTagName('*').length,
  };
}

// ——— Scenarios ———

type Navigation = {
  wallMs: number;
  firstPaintedMs: number;
  firstInDomMs: number;
  apiStartMs: number;
  apiMs: number;
  apiWaitMs: number;
  /** Bytes on the wire (compressed) and decoded. */
  apiTransferBytes: number;
  apiBodyBytes: number;
  longTasks: number;
  longestTaskMs: number;
};

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // tsx (esbuild, keepNames) wraps named inner functions in __name(…): give the page one.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.addInitScript(installPageProbe, `${ROW_SELECTOR}, ${CALENDAR_TASK_SELECTOR}, ${DASHBOARD_SELECTOR}`);
  return page;
}

async function navigate(page: Page, path: string, api: string): Promise<Navigation> {
  await page.goto('about:blank');
  const start = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as BenchWindow).__bench?.firstRowPaintedAt !== undefined, undefined, { timeout: 180_000 });
  const wallMs = performance.now() - start;
  const sample = await page.evaluate(readPage);
  const request = sample.resources.find((entry) => entry.name === api);
  if (!request) throw new Error(`${api} absent du Resource Timing`);
  return {
    wallMs: round1(wallMs),
    firstPaintedMs: round1(sample.firstPainted),
    firstInDomMs: round1(sample.firstInDom),
    apiStartMs: round1(request.start),
    apiMs: round1(request.end - request.start),
    apiWaitMs: round1(request.responseStart - request.start),
    apiTransferBytes: request.transferSize,
    apiBodyBytes: request.decodedSize,
    longTasks: sample.longTasks.length,
    longestTaskMs: round1(Math.max(0, ...sample.longTasks.map((task) => task.duration))),
  };
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/tasks');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN_EMAIL);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tâches' }).waitFor({ timeout: 120_000 });
}

type Calendar = CalendarShown & { expected: number; tasksInAnswer: number };

/** What the calendar shows, against the days' totals the API answered (expanded on the server). */
async function checkCalendar(page: Page, baseUrl: string, range: { from: string; to: string }): Promise<Calendar> {
  const shown = await page.evaluate(readCalendar);
  const cookie = (await page.context().cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(`${baseUrl}/api/tasks/calendar?from=${range.from}&to=${range.to}&scope=all`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET /api/tasks/calendar : ${response.status}`);
  const { days } = (await response.json()) as CalendarDayList;
  const result = {
    ...shown,
    expected: days.reduce((sum, day) => sum + day.total, 0),
    tasksInAnswer: days.reduce((sum, day) => sum + day.tasks.length, 0),
  };
  if (shown.chips + shown.hidden !== result.expected) {
    throw new Error(`calendrier : ${shown.chips} + ${shown.hidden} occurrences affichées, ${result.expected} attendues`);
  }
  return result;
}

type Result = {
  database: string;
  seedSeconds: number;
  loadAverage: number;
  listRows: number;
  listCold: Navigation[];
  listWarm: Navigation[];
  calendarCold: Navigation[];
  calendarWarm: Navigation[];
  calendar: Calendar;
  dashboardCold: Navigation[];
  dashboardWarm: Navigation[];
  scrolls: Scroll[];
  restingRows: number;
  restingElements: number;
};

async function measure(browser: Browser, target: Target, reference: Reference, appRoot = APP_ROOT): Promise<Result> {
  const now = new Date();
  log(`${target.label} : ${sizeLabel()}, ${RECURRING_IN_MONTH} récurrentes dans le mois…`);
  await placeMonth(target, now);
  const seedSeconds = reference.seedSeconds;
  const server = await startServer(appRoot, target);
  const contexts: BrowserContext[] = [];
  const newContext = async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: VIEWPORT, storageState });
    contexts.push(context);
    return context;
  };
  try {
    const loadAverage = round1(loadavg()[0] ?? Number.NaN);
    const warmContext = await newContext();
    const page = await newPage(warmContext);
    log(`${target.label} : connexion par le formulaire…`);
    await signIn(page);
    const session = await warmContext.storageState();

    const inTurns = async (path: string, api: string) => {
      const cold: Navigation[] = [];
      const warm: Navigation[] = [];
      for (let run = 0; run < NAV_RUNS; run++) {
        // Cold: a context of its own (empty HTTP and code caches), signed in with the same cookie.
        const coldContext = await newContext(session);
        cold.push(await navigate(await newPage(coldContext), path, api));
        await coldContext.close();
        warm.push(await navigate(page, path, api));
      }
      return { cold, warm };
    };

    log(`${target.label} : calendrier du mois (Cabinet), ${NAV_RUNS} fois à froid et à chaud…`);
    const calendarRuns = await inTurns(CALENDAR_URL, '/api/tasks/calendar');
    const calendar = await checkCalendar(page, server.url, monthGrid(now));

    log(`${target.label} : Dashboard, ${NAV_RUNS} fois à froid et à chaud…`);
    const dashboardRuns = await inTurns(DASHBOARD_URL, '/api/dashboard');

    log(`${target.label} : liste Cabinet, ${NAV_RUNS} fois à froid et à chaud…`);
    const listRuns = await inTurns(LIST_URL, '/api/tasks');
    const listRows = await page.evaluate(() => Number(document.querySelector('[role="table"][aria-label="Tâches"]')?.getAttribute('aria-rowcount')) - 1);
    const resting = await page.evaluate(
      (selector) => ({ rows: document.querySelectorAll(selector).length, elements: document.getElementsByTagName('*').length }),
      ROW_SELECTOR,
    );
    log(`${target.label} : défilement (${SCROLL_RUNS} fois ${SCROLL_FRAMES} images)…`);
    const scrolls = await scroll(page, ROW_SELECTOR, { runs: SCROLL_RUNS, maxFrames: SCROLL_FRAMES });
    return {
      database: target.label,
      seedSeconds,
      loadAverage,
      listRows,
      listCold: listRuns.cold,
      listWarm: listRuns.warm,
      calendarCold: calendarRuns.cold,
      calendarWarm: calendarRuns.warm,
      calendar,
      dashboardCold: dashboardRuns.cold,
      dashboardWarm: dashboardRuns.warm,
      scrolls,
      restingRows: resting.rows,
      restingElements: resting.elements,
    };
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await server.stop();
  }
}

/** The embedded database, served by `appRoot`'s build (the current one unless « before » is given). */
async function onEmbedded(browser: Browser, before?: { appRoot: string; stamp: string }): Promise<Result> {
  const dir = reachableTempDir('cabinet-bench-tasks-browser-');
  try {
    const dataDir = join(dir, 'data');
    const reference = await cloneEmbedded(dataDir);
    const label = before ? `${EMBEDDED_LABEL}, avant (build du ${before.stamp})` : EMBEDDED_LABEL;
    return await measure(browser, { label, databaseUrl: '', authSecret: '', dataDir }, reference, before?.appRoot);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(browser: Browser, serverUrl: string): Promise<Result> {
  const name = `cabinet_bench_tasks_browser_${randomBytes(4).toString('hex')}`;
  const admin = connectPostgres(serverUrl, logger, 1);
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-bench-tasks-browser-'));
  try {
    const version = (await admin.pool.query<{ v: string }>(`SELECT split_part(current_setting('server_version'), ' ', 1) AS v`)).rows[0]?.v ?? '?';
    const reference = await clonePostgres(serverUrl, name);
    return await measure(
      browser,
      { label: `PostgreSQL ${version}`, databaseUrl: databaseUrlFor(serverUrl, name), authSecret: randomBytes(24).toString('hex'), dataDir: join(dir, 'data') },
      reference,
    );
  } finally {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// ——— Run ———

const startLoad = round1(loadavg()[0] ?? Number.NaN);
const results: Result[] = [];
let build: Build;
let scripts: Asset[];
let browserVersion: string;
try {
  build = await prepareApp(APP_ROOT);
  scripts = initialScripts(APP_ROOT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  browserVersion = browser.version();
  try {
    const before = beforeApp();
    if (before) {
      try {
        results.push(await onEmbedded(browser, before));
      } finally {
        before.remove();
      }
    }
    results.push(await onEmbedded(browser));
    if (process.env.BENCH_DATABASE_URL) results.push(await onPostgres(browser, process.env.BENCH_DATABASE_URL));
  } finally {
    await browser.close();
  }
} finally {
  rmSync(APP_ROOT, { recursive: true, force: true });
  await removeReferenceData();
}
const endLoad = round1(loadavg()[0] ?? Number.NaN);

// ——— Report ———

const ms = (value: number) => String(Math.round(value));
const span = (values: readonly number[]) => {
  const s = summary(values);
  return `${ms(s.median)} / ${ms(s.max)}`;
};
const ratio = (page: Navigation[], yardstick: Navigation[]) =>
  `${(summary(page.map((n) => n.firstPaintedMs)).median / summary(yardstick.map((n) => n.firstPaintedMs)).median).toLocaleString('fr-FR', { maximumFractionDigits: 2 })}×`;
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const fr = (value: number) => value.toLocaleString('fr-FR');

function navigationLines(api: string, cold: Navigation[], warm: Navigation[]): string[] {
  const row = (label: string, runs: Navigation[]) =>
    `| ${label} | ${span(runs.map((n) => n.firstPaintedMs))} | ${span(runs.map((n) => n.wallMs))} | ${span(runs.map((n) => n.apiStartMs))} | ${span(runs.map((n) => n.apiMs))} | ${span(runs.map((n) => n.apiWaitMs))} | ${span(runs.map((n) => n.firstInDomMs - n.apiStartMs - n.apiMs))} | ${kb(summary(runs.map((n) => n.apiTransferBytes)).median)} | ${kb(summary(runs.map((n) => n.apiBodyBytes)).median)} | ${span(runs.map((n) => n.longTasks))} | ${span(runs.map((n) => n.longestTaskMs))} |`;
  return [
    `| cache | premier affichage peint | vu par Playwright | début ${api} | ${api} | attente du 1er octet | réponse → DOM | transféré | JSON décodé | longues tâches | la plus longue |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('froid', cold),
    row('chaud', warm),
  ];
}

const lines = [
  `# Page Tâches dans Chromium (${fr(SIZE.tasks)} tâches${small ? ', petite taille d’essai' : ''})`,
  '',
  `Application construite (\`dist/\` du ${build.stamp}${build.built ? ', construit pour ce passage' : ''}${build.stale ? ', **plus ancien que certaines sources**' : ''}) servie par \`node dist/server/main.js\` (NODE_ENV=production).`,
  `Données : \`seedDemo\` (graine 42, ${sizeLabel()}), dont les tâches récurrentes sont rendues ponctuelles, puis ${RECURRING_IN_MONTH} tâches récurrentes commençant dans le mois affiché (quotidiennes, hebdomadaires, mensuelles, annuelles), comme \`bench/tasks.ts\`.`,
  `Chromium ${browserVersion} de Debian, sans tête et sans GPU, fenêtre ${VIEWPORT.width} × ${VIEWPORT.height}, connexion par le formulaire (${DEMO_ADMIN_EMAIL}), portée « Cabinet ».`,
  'Durées en ms, **médiane / max**. « Peint » : l’image qui suit la modification du DOM (un `requestAnimationFrame`, puis une tâche postée depuis lui). Cache froid : un contexte neuf avec le même cookie ; chaud : le même onglet.',
  `Machine : ${availableParallelism()} processeurs, charge moyenne ${startLoad} au départ, ${endLoad} à la fin (machine partagée : les durées absolues varient d’un passage à l’autre).`,
  '',
  `JavaScript initial : ${kb(scripts.reduce((sum, s) => sum + s.bytes, 0))} (${kb(scripts.reduce((sum, s) => sum + s.gzipBytes, 0))} en gzip).`,
  '',
  ...results.flatMap((r) => [
    `## ${r.database}`,
    '',
    `Données de démonstration créées en ${fr(r.seedSeconds)} s (une fois, puis copiées) ; charge moyenne ${r.loadAverage} au début des mesures.`,
    '',
    `### Liste Cabinet (${LIST_URL}) : navigation jusqu’aux premières lignes peintes (${NAV_RUNS} fois chaque, à tour de rôle)`,
    '',
    `${fr(r.listRows)} tâches ouvertes dans la liste. « Réponse → DOM » : lecture du JSON et rendu, entre la fin de la réponse et la première ligne insérée.`,
    '',
    ...navigationLines('GET /api/tasks', r.listCold, r.listWarm),
    '',
    `### Dashboard (${DASHBOARD_URL}) : navigation jusqu’aux compteurs peints, la page légère de référence`,
    '',
    ...navigationLines('GET /api/dashboard', r.dashboardCold, r.dashboardWarm),
    '',
    `Liste Cabinet / Dashboard, premier affichage peint (médianes) : ${ratio(r.listCold, r.dashboardCold)} à froid, ${ratio(r.listWarm, r.dashboardWarm)} à chaud (objectif : 1,5 au plus).`,
    '',
    `### Calendrier du mois, Cabinet (${CALENDAR_URL}) : navigation jusqu’aux tâches peintes`,
    '',
    `La réponse donne chaque jour son nombre de tâches et ses premières, ${fr(r.calendar.tasksInAnswer)} tâches en tout ; la grille de ${r.calendar.days} jours compte ${fr(r.calendar.expected)} occurrences, récurrentes développées sur le serveur : ${fr(r.calendar.chips)} boutons dans les cases (3 par jour au plus) et ${fr(r.calendar.hidden)} derrière « + N autres » (compte vérifié contre les totaux de la réponse). ${fr(r.calendar.elements)} éléments dans le DOM.`,
    '',
    ...navigationLines('GET /api/tasks/calendar', r.calendarCold, r.calendarWarm),
    '',
    `### Défilement de la liste (${SCROLL_STEP_PX} px par image, ${SCROLL_FRAMES} images depuis le haut, ${SCROLL_RUNS} fois)`,
    '',
    `${SCROLL_METHOD} Au repos : ${r.restingRows} lignes et ${fr(r.restingElements)} éléments dans le DOM.`,
    '',
    ...scrollLines(r.scrolls),
    '',
  ]),
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];

writeResults('tasks-browser', lines, { loadAverage: startLoad, loadAverageEnd: endLoad, chromium: browserVersion, viewport: VIEWPORT, build, scripts, results });
