// The Facturation électronique page (issue 23) in Debian's Chromium at the reference firm (the demo
// seed at 10,000 clients, 100,000 tasks): navigation to its first rows painted, against the
// Dashboard's first content (its « Mes tâches » counters) in the same run, cold and warm cache,
// the two pages in turns (which one goes first alternates from run to run). The target: the
// page within 1.5 × the Dashboard. Then one more warm navigation of each under a Chromium trace:
// the page's main-thread CPU time, which a shared machine's load does not inflate. Same harness as
// the other pages (bench/lib/browser.ts). Embedded PostgreSQL always; PostgreSQL too when
// BENCH_DATABASE_URL is set (a scratch database is created there and dropped after).
//
//   npx tsx bench/e-invoicing-browser.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/e-invoicing-browser.ts
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { EInvoicingRow } from '../src/shared/e-invoicing/api.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { startServer, waitUntilIdle } from './lib/browser-app.ts';
import { launchBrowser, navigate, newContext, newPage, round1, signIn, summary, traced, VIEWPORT, type PageSpec } from './lib/browser.ts';
import { machine, writeResults } from './lib/report.ts';
import { onEachTarget, privateApp, type App, type ServerTarget } from './lib/server-targets.ts';
import { isSmall, sizeLabel } from './lib/size.ts';

/** Navigations of each page and cache state, in turns. */
const NAV_RUNS = isSmall ? 3 : 5;
const TARGET_RATIO = 1.5;

/** A data row of the page's table (« Clients — Réception », the first tab). */
const ROW_SELECTOR = '[role="table"][aria-label^="Clients"] [role="row"][data-row-index]';
const GRID_SELECTOR = '[role="table"][aria-label^="Clients"]';
/** The Dashboard's task counters, drawn once GET /api/dashboard has answered (as bench/tasks-browser.ts). */
const DASHBOARD_SELECTOR = 'dl[aria-label="Mes tâches"]';

const E_INVOICING: PageSpec = {
  name: 'e-invoicing-browser',
  title: 'Page Facturation électronique (onglet Réception)',
  path: '/facturation-electronique',
  apiPath: '/api/e-invoicing',
  rowsOf: (body) => (body as { clients: EInvoicingRow[] }).clients,
  rowSelector: ROW_SELECTOR,
  gridSelector: GRID_SELECTOR,
  searchLabel: 'Rechercher par raison sociale ou SIRET',
  query: 'societe',
};
/** The yardstick: navigate() reads only its path and its request; it has no rows or search. */
const DASHBOARD: PageSpec = { ...E_INVOICING, title: 'Dashboard', path: '/dashboard', apiPath: '/api/dashboard', rowsOf: () => [], rowSelector: DASHBOARD_SELECTOR, gridSelector: DASHBOARD_SELECTOR };
/** One tab visits both pages: its probe waits for whichever first content the page has. */
const PROBE: PageSpec = { ...E_INVOICING, rowSelector: `${ROW_SELECTOR}, ${DASHBOARD_SELECTOR}` };

const log = (message: string) => process.stderr.write(`${message}\n`);

type Navigation = Awaited<ReturnType<typeof navigate>>;
type Runs = { cold: Navigation[]; warm: Navigation[] };
type MainThread = Awaited<ReturnType<typeof traced>>;
type Result = {
  database: string;
  loadAverage: number;
  /** Rows the table counts (aria-rowcount) and the active clients GET /api/e-invoicing answers. */
  rowsShown: number;
  rowsInAnswer: number;
  dashboard: Runs;
  page: Runs;
  /** One more warm navigation of each under a Chromium trace. */
  mainThread: { dashboard: MainThread; page: MainThread };
  serverRssBytes: number;
};

async function rowCounts(page: Page, baseUrl: string): Promise<{ shown: number; inAnswer: number }> {
  const shown = await page.evaluate((selector) => Number(document.querySelector(selector)?.getAttribute('aria-rowcount')) - 1, GRID_SELECTOR);
  const cookie = (await page.context().cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(`${baseUrl}${E_INVOICING.apiPath}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${E_INVOICING.apiPath} : ${response.status}`);
  const inAnswer = E_INVOICING.rowsOf(await response.json()).length;
  if (shown !== inAnswer) throw new Error(`${shown} lignes dans le tableau, ${inAnswer} clients dans la réponse de l’API`);
  return { shown, inAnswer };
}

async function measureTarget(browser: Browser, app: App, target: ServerTarget): Promise<Result> {
  const server = await startServer(app.root, target);
  const contexts: BrowserContext[] = [];
  const open = async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const context = await newContext(browser, server, storageState);
    contexts.push(context);
    return context;
  };
  try {
    // The daily obligations pass runs at start: it is not the pages' cost.
    await waitUntilIdle(server.pid);
    const loadAverage = round1(loadavg()[0] ?? Number.NaN);
    const warmContext = await open();
    const page = await newPage(warmContext, PROBE);
    log(`${target.label} : connexion par le formulaire…`);
    await signIn(page, E_INVOICING);
    const session = await warmContext.storageState();
    // Unmeasured: the server's first answer of each list (its cache filled), like the page's above.
    await navigate(page, DASHBOARD);

    log(`${target.label} : ${NAV_RUNS} navigations à froid et ${NAV_RUNS} à chaud vers chaque page, à tour de rôle…`);
    const runs = { dashboard: { cold: [], warm: [] } as Runs, page: { cold: [], warm: [] } as Runs };
    for (let run = 0; run < NAV_RUNS; run++) {
      const order = run % 2 === 0 ? (['dashboard', 'page'] as const) : (['page', 'dashboard'] as const);
      for (const which of order) {
        // Cold: a context of its own (empty HTTP and code caches), signed in with the same cookie.
        const coldContext = await open(session);
        runs[which].cold.push(await navigate(await newPage(coldContext, PROBE), which === 'page' ? E_INVOICING : DASHBOARD));
        await coldContext.close();
      }
      for (const which of order) runs[which].warm.push(await navigate(page, which === 'page' ? E_INVOICING : DASHBOARD));
    }

    await navigate(page, E_INVOICING);
    const rows = await rowCounts(page, server.url);

    log(`${target.label} : une navigation de plus vers chaque page sous trace Chromium (temps CPU)…`);
    const tracedNavigation = (spec: PageSpec) =>
      traced(browser, page, 'navigation', async (around) => {
        await navigate(page, spec, around);
        return 1;
      });
    const mainThread = { dashboard: await tracedNavigation(DASHBOARD), page: await tracedNavigation(E_INVOICING) };
    return { database: target.label, loadAverage, rowsShown: rows.shown, rowsInAnswer: rows.inAnswer, ...runs, mainThread, serverRssBytes: server.rssBytes() };
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await server.stop();
  }
}

// ——— Run ———

const startMachine = machine();
const app = await privateApp();
let results: Result[];
let browserVersion: string;
try {
  const browser = await launchBrowser();
  browserVersion = browser.version();
  try {
    results = await onEachTarget((target) => measureTarget(browser, app, target));
  } finally {
    await browser.close();
  }
} finally {
  app.dispose();
}
const endLoad = loadavg().map(round1);

// ——— Report ———

const round2 = (value: number) => Math.round(value * 100) / 100;
const painted = (runs: Navigation[]) => runs.map((n) => n.firstRowPaintedMs);
const median = (values: readonly number[]) => summary(values).median;
const ratioOf = (page: Navigation[], yardstick: Navigation[]) => round2(median(painted(page)) / median(painted(yardstick)));
/** Run i of the page over run i of the Dashboard: the pair that met the same moment of load. */
const pairedRatios = (page: Navigation[], yardstick: Navigation[]) => page.map((n, i) => n.firstRowPaintedMs / (yardstick[i]?.firstRowPaintedMs ?? Number.NaN));

type Headline = { database: string; cache: 'froid' | 'chaud'; pageMs: number; dashboardMs: number; ratio: number; pairedRatio: { median: number; min: number; max: number }; withinTarget: boolean };
const headlines: Headline[] = results.flatMap((r) =>
  (['cold', 'warm'] as const).map((cache) => {
    const ratio = ratioOf(r.page[cache], r.dashboard[cache]);
    const paired = pairedRatios(r.page[cache], r.dashboard[cache]);
    return {
      database: r.database,
      cache: cache === 'cold' ? 'froid' : 'chaud',
      pageMs: median(painted(r.page[cache])),
      dashboardMs: median(painted(r.dashboard[cache])),
      ratio,
      pairedRatio: { median: round2(median(paired)), min: round2(Math.min(...paired)), max: round2(Math.max(...paired)) },
      withinTarget: ratio <= TARGET_RATIO,
    };
  }),
);

const fr = (value: number, digits = 0) => value.toLocaleString('fr-FR', { maximumFractionDigits: digits });
const ms = (value: number) => fr(Math.round(value));
/** Median, then the spread: min – max over the runs. */
const spread = (values: readonly number[]) => `${ms(median(values))} (${ms(Math.min(...values))} – ${ms(Math.max(...values))})`;
const kb = (bytes: number) => `${fr(Math.round(bytes / 1024))} Ko`;

function navigationRows(label: string, api: string, runs: Runs): string[] {
  const row = (cache: string, list: Navigation[]) =>
    `| ${label} | ${cache} | ${spread(painted(list))} | ${spread(list.map((n) => n.scriptsLoadedMs))} | ${spread(list.map((n) => n.apiStartMs))} | ${api} ${spread(list.map((n) => n.apiMs))} | ${spread(list.map((n) => n.firstRowInDomMs - n.apiStartMs - n.apiMs))} | ${kb(median(list.map((n) => n.apiTransferBytes)))} / ${kb(median(list.map((n) => n.apiBodyBytes)))} | ${spread(list.map((n) => n.longestTaskMs))} |`;
  return [row('froid', runs.cold), row('chaud', runs.warm)];
}

const lines = [
  '# Page Facturation électronique contre le Dashboard dans Chromium',
  '',
  `Navigation jusqu’au premier contenu peint : pour /facturation-electronique, les premières lignes du tableau (onglet Réception, une ligne par client actif) ; pour /dashboard, ses compteurs « Mes tâches ». Les deux pages à tour de rôle dans le même passage (${NAV_RUNS} fois chacune, à froid puis à chaud, l’ordre alterné d’un tour à l’autre). Objectif de l’issue 23 : la page en ${fr(TARGET_RATIO, 1)} × le Dashboard au plus.`,
  `Application construite (\`dist/\` du ${app.build.stamp}${app.build.built ? ', construit pour ce passage' : ''}${app.build.stale ? ', **plus ancien que certaines sources**' : ''}) servie par \`node dist/server/main.js\` (NODE_ENV=production) sur une copie du cabinet de démonstration : ${sizeLabel()} ; mesures une fois le serveur au repos (passe quotidienne des échéances finie).`,
  `Chromium ${browserVersion} de Debian, sans tête et sans GPU, fenêtre ${VIEWPORT.width} × ${VIEWPORT.height}, connexion par le formulaire (${DEMO_ADMIN_EMAIL}, administrateur : portée Cabinet).`,
  `Machine : ${startMachine.cpus} × ${startMachine.cpuModel}, **partagée avec d’autres ingénieurs pendant la mesure** (charge moyenne 1 / 5 / 15 min : ${startMachine.loadAverage.join(' / ')} au départ, ${endLoad.join(' / ')} à la fin) : les durées absolues varient d’un passage à l’autre, le ratio des deux pages mesurées à tour de rôle beaucoup moins. Node ${startMachine.node} ; commit ${startMachine.commit}.`,
  '',
  '## Premier contenu : la page / le Dashboard',
  '',
  'Ratio des médianes ; entre parenthèses, la médiane et l’étendue des ratios tour par tour (la page et le Dashboard du même tour).',
  '',
  '| base | cache | Facturation électronique (ms, médiane) | Dashboard (ms, médiane) | ratio | ratios par tour : médiane (min – max) | objectif ≤ 1,5 |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ...headlines.map(
    (h) =>
      `| ${h.database} | ${h.cache} | ${ms(h.pageMs)} | ${ms(h.dashboardMs)} | **${fr(h.ratio, 2)} ×** | ${fr(h.pairedRatio.median, 2)} (${fr(h.pairedRatio.min, 2)} – ${fr(h.pairedRatio.max, 2)}) | ${h.withinTarget ? 'tenu' : '**non tenu**'} |`,
  ),
  '',
  ...results.flatMap((r) => [
    `## ${r.database}`,
    '',
    `Charge moyenne ${r.loadAverage} au début des mesures ; ${fr(r.rowsShown)} lignes dans le tableau (autant que de clients actifs dans la réponse de l’API, vérifié) ; mémoire résidente du serveur à la fin : ${fr(Math.round(r.serverRssBytes / 1048576))} Mo.`,
    '',
    'Durées en ms depuis le début de la navigation (`page.goto`, session ouverte) : **médiane (min – max)**. Cache froid : un contexte neuf (caches HTTP et de code vides) avec le même cookie ; chaud : le même onglet. « Réponse → DOM » : entre la fin de la réponse de l’API et le premier contenu inséré (lecture du JSON, tri, rendu). Transféré / décodé : la réponse de l’API.',
    '',
    '| page | cache | premier contenu peint | scripts chargés | début de la requête | requête | réponse → DOM | transféré / décodé | plus longue tâche |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...navigationRows('Facturation électronique', 'GET /api/e-invoicing', r.page),
    ...navigationRows('Dashboard', 'GET /api/dashboard', r.dashboard),
    '',
    'Une navigation de plus (cache chaud) sous trace Chromium : temps CPU du thread principal de la page, que la charge des autres processus ne gonfle pas.',
    '',
    '| page | durée (mur, ms) | CPU (ms) | dont JS | style | layout | paint | tâches > 50 ms (CPU) | plus longue : mur / CPU (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...(
      [
        ['Facturation électronique', r.mainThread.page],
        ['Dashboard', r.mainThread.dashboard],
      ] as const
    ).map(
      ([label, t]) =>
        `| ${label} | ${ms(t.wallMs)} | ${ms(t.cpuMs)} | ${ms(t.cpuByKind.js)} | ${ms(t.cpuByKind.style)} | ${ms(t.cpuByKind.layout)} | ${ms(t.cpuByKind.paint)} | ${t.longTasksCpu} | ${ms(t.longestTaskWallMs)} / ${ms(t.longestTaskCpuMs)} |`,
    ),
    `CPU de la page / CPU du Dashboard : ${fr(r.mainThread.page.cpuMs / r.mainThread.dashboard.cpuMs, 2)} ×.`,
    '',
  ]),
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
  `Reproduire : \`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/e-invoicing-browser.ts\` (après \`npm run build\`), ou \`npm run bench -- --only e-invoicing-browser\`.`,
  '',
];
writeResults('e-invoicing-browser', lines, {
  page: E_INVOICING.path,
  yardstick: DASHBOARD.path,
  runs: NAV_RUNS,
  targetRatio: TARGET_RATIO,
  sharedMachine: true,
  loadAverageStart: startMachine.loadAverage,
  loadAverageEnd: endLoad,
  chromium: browserVersion,
  viewport: VIEWPORT,
  build: app.build,
  headlines,
  results,
});
