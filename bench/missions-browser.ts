// Production (issue 24) in Debian's Chromium at the reference firm (the demo seed at 10,000
// clients, 100,000 tasks; this year's « Bilan et liasse » campaign holds some 8,500 missions):
//   1. navigation to the first content painted: the board (« Colonnes », its first card) and the
//      production table (« Tableau », its first row), against the Dashboard's first content (its
//      « Mes tâches » counters), cold and warm cache, the three pages in turns (the order rotates
//      from run to run), and the bytes each sends (the board's GET /api/missions/board, the table's first page GET /api/missions?limit=, transferred and decoded, and
//      the scripts). The target: each within 1.5 × the Dashboard;
//   2. a card moved by a colleague until it shows in the other's board: A moves it through the API
//      (PATCH /api/missions/{id} { stageId }), B has /production open, filtered on the card's client;
//      from A's acknowledgement to the first frame of B's page with the card in its new column
//      (target ≤ 1 s), against a fetch of /api/health from B's page, measured in turns.
// Same harness as the other pages (bench/lib/browser.ts, bench/live-updates.ts). Embedded PostgreSQL
// always; PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npm run build && npx tsx bench/missions-browser.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/missions-browser.ts
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MissionRow } from '../src/shared/missions/api.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { startServer, waitUntilIdle, type Server } from './lib/browser-app.ts';
import { contextOpener, inChromiumOnEachTarget, navigate, newPage, round1, signIn, summary, VIEWPORT, type PageSpec } from './lib/browser.ts';
import { machine, writeResults } from './lib/report.ts';
import type { App, ServerTarget } from './lib/server-targets.ts';
import { isSmall, sizeLabel } from './lib/size.ts';
import { summarise, type Timing } from './lib/timing.ts';

const NAV_RUNS = isSmall ? 3 : 5;
const LIVE_ROUNDS = isSmall ? 5 : 20;
const TARGET_RATIO = 1.5;
const SHOWN_TIMEOUT_MS = 30_000;
const COLLEAGUE_PASSWORD = 'bench-missions-browser';

/** A card of the board (W1's board: columns [data-board-column], cards [data-mission-id]). */
const CARD_SELECTOR = '[data-board-column] [data-mission-id]';
/** A data row of the production table (the virtual table « Production — <modèle> <année> »). */
const TABLE_GRID = '[role="table"][aria-label^="Production"]';
const TABLE_ROW_SELECTOR = `${TABLE_GRID} [role="row"][data-row-index]`;
/** The Dashboard's task counters, drawn once GET /api/dashboard has answered (as bench/tasks-browser.ts). */
const DASHBOARD_SELECTOR = 'dl[aria-label="Mes tâches"]';

const rowsOf = (body: unknown) => (body as { missions: MissionRow[] }).missions.map((row) => ({ raisonSociale: row.raisonSociale, siret: null }));
const BOARD: PageSpec = {
  name: 'missions-browser',
  title: 'Production, « Colonnes »',
  path: '/production',
  // The board's answer: each column's count and first cards (the list is paged on the server, decision 0009).
  apiPath: '/api/missions/board',
  rowsOf,
  rowSelector: CARD_SELECTOR,
  gridSelector: '[data-board-column]',
  searchLabel: 'Rechercher',
  query: 'societe',
};
/** The table's first page (GET /api/missions?…&limit=200). */
const TABLE: PageSpec = { ...BOARD, title: 'Production, « Tableau »', path: '/production?vue=tableau', apiPath: '/api/missions', rowSelector: TABLE_ROW_SELECTOR, gridSelector: TABLE_GRID };
const DASHBOARD: PageSpec = { ...BOARD, title: 'Dashboard', path: '/dashboard', apiPath: '/api/dashboard', rowSelector: DASHBOARD_SELECTOR, gridSelector: DASHBOARD_SELECTOR };
/** One tab visits the three pages: its probe waits for whichever first content the page has. */
const PROBE: PageSpec = { ...BOARD, rowSelector: `${CARD_SELECTOR}, ${TABLE_ROW_SELECTOR}, ${DASHBOARD_SELECTOR}` };
const PAGES = { board: BOARD, table: TABLE, dashboard: DASHBOARD } as const;
type Which = keyof typeof PAGES;
const ORDERS: Which[][] = [
  ['dashboard', 'board', 'table'],
  ['board', 'table', 'dashboard'],
  ['table', 'dashboard', 'board'],
];

const log = (message: string) => process.stderr.write(`${message}\n`);
const wallNow = () => performance.timeOrigin + performance.now();

type Navigation = Awaited<ReturnType<typeof navigate>>;
type Runs = { cold: Navigation[]; warm: Navigation[] };
type Result = {
  database: string;
  loadAverage: number;
  missionsInAnswer: number;
  tableRows: number;
  runs: Record<Which, Runs>;
  live: { shown: Timing; write: Timing; floor: Timing; ratio: number };
  serverRssBytes: number;
};

// ——— The colleague's move (as bench/live-updates.ts) ———

type Side = { context: BrowserContext; page: Page; base: string };

async function openSide(browser: Browser, base: string, email: string, password: string): Promise<Side> {
  const context = await browser.newContext({ baseURL: base, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const signedIn = await page.request.post(`${base}/api/auth/sign-in/email`, { headers: { origin: base }, data: { email, password } });
  if (!signedIn.ok()) throw new Error(`connexion de ${email} : ${signedIn.status()} ${await signedIn.text()}`);
  return { context, page, base };
}

async function call<T>(side: Side, method: 'POST' | 'PATCH', path: string, data: unknown): Promise<T> {
  const response = await side.page.request.fetch(`${side.base}${path}`, { method, headers: { origin: side.base }, data });
  if (!response.ok()) throw new Error(`${method} ${path} : ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

type ProbeWindow = Window & { __shown?: Promise<number> };

/** From now on, checks every animation frame whether `selector` matches; __shown resolves with the wall time it first does. */
function armProbe({ selector, timeoutMs }: { selector: string; timeoutMs: number }) {
  (window as ProbeWindow).__shown = new Promise<number>((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const check = () => {
      if (document.querySelector(selector)) resolve(performance.timeOrigin + performance.now());
      else if (performance.now() > deadline) reject(new Error(`${selector} non affiché`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

async function healthRoundTrip(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const start = performance.now();
    const response = await fetch('/api/health', { cache: 'no-store' });
    await response.text();
    return performance.now() - start;
  });
}

async function measureLive(browser: Browser, server: Server, year: number): Promise<Result['live']> {
  const a = await openSide(browser, server.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  try {
    const tag = `carte${Date.now().toString(36)}`;
    const colleague = { fullName: 'Hélène Carte', email: `helene.${tag}@cabinet.test`, password: COLLEAGUE_PASSWORD, role: 'collaborateur' };
    await call(a, 'POST', '/api/admin/users', colleague);
    const client = await call<{ id: string; raisonSociale: string }>(a, 'POST', '/api/clients', { raisonSociale: `Carte ${tag}`, status: 'actif' });
    const { templates } = (await (await a.page.request.get(`${server.url}/api/mission-templates`)).json()) as { templates: { id: string; name: string; stages: { id: string }[] }[] };
    const template = templates.find((candidate) => candidate.name === 'Bilan et liasse') ?? templates[0];
    if (!template) throw new Error('aucun modèle de mission');
    const mission = await call<{ id: string }>(a, 'POST', '/api/missions', { clientId: client.id, templateId: template.id, closingDate: `${year}-12-31` });
    const b = await openSide(browser, server.url, colleague.email, colleague.password);
    try {
      const stream = b.page.waitForResponse((response) => response.url().includes('/api/events') && response.status() === 200, { timeout: 120_000 });
      await b.page.goto(`/production?modele=${template.id}&exercice=${year}&recherche=${encodeURIComponent(client.raisonSociale)}`);
      await stream;
      await b.page.locator(`[data-mission-id="${mission.id}"]`).first().waitFor({ timeout: 120_000 });
      log(`déplacement d’une carte jusqu’au tableau d’un collègue (${LIVE_ROUNDS} fois)…`);
      const shown: number[] = [];
      const writes: number[] = [];
      const floor: number[] = [];
      for (let round = 0; round < LIVE_ROUNDS; round++) {
        const stageId = template.stages[(round + 1) % template.stages.length]?.id ?? '';
        await b.page.evaluate(armProbe, { selector: `[data-board-column="${stageId}"] [data-mission-id="${mission.id}"]`, timeoutMs: SHOWN_TIMEOUT_MS });
        const start = wallNow();
        await call(a, 'PATCH', `/api/missions/${mission.id}`, { stageId });
        const acknowledged = wallNow();
        const shownAt = await b.page.evaluate(() => (window as ProbeWindow).__shown);
        if (shownAt === undefined) throw new Error('sonde absente');
        shown.push(Math.max(0, shownAt - acknowledged));
        writes.push(acknowledged - start);
        floor.push(await healthRoundTrip(b.page));
      }
      const shownTiming = summarise(shown);
      const floorTiming = summarise(floor);
      return { shown: shownTiming, write: summarise(writes), floor: floorTiming, ratio: round1(shownTiming.p50 / floorTiming.p50) };
    } finally {
      await b.context.close();
    }
  } finally {
    await a.context.close();
  }
}

// ——— First content ———

/** The campaign's count (the table's first page's total), as the table gives it to screen readers (aria-rowcount) while it holds its first page. */
async function counts(page: Page, baseUrl: string): Promise<{ inAnswer: number; tableRows: number }> {
  const cookie = (await page.context().cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
  const url = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => new URL(name).pathname === '/api/missions'));
  if (!url) throw new Error('GET /api/missions absent de la page');
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET /api/missions : ${response.status}`);
  const first = (await response.json()) as { missions: MissionRow[]; total: number | null };
  const inAnswer = first.total ?? first.missions.length;
  const tableRows = await page.evaluate((selector) => Number(document.querySelector(selector)?.getAttribute('aria-rowcount')) - 1, TABLE_GRID);
  if (tableRows !== inAnswer) throw new Error(`${tableRows} lignes annoncées par le tableau, ${inAnswer} missions selon l’API`);
  return { inAnswer, tableRows };
}

async function measureTarget(browser: Browser, app: App, target: ServerTarget): Promise<Result> {
  const server = await startServer(app.root, target);
  const { open, closeAll } = contextOpener(browser, server);
  try {
    await waitUntilIdle(server.pid);
    const loadAverage = round1(loadavg()[0] ?? Number.NaN);
    const year = Number(new Date(target.reference.now).toISOString().slice(0, 4));
    const warmContext = await open();
    const page = await newPage(warmContext, PROBE);
    log(`${target.label} : connexion par le formulaire…`);
    await signIn(page, BOARD);
    const session = await warmContext.storageState();
    // Unmeasured: each page once, the server's caches filled.
    for (const spec of Object.values(PAGES)) await navigate(page, spec);

    log(`${target.label} : ${NAV_RUNS} navigations à froid et ${NAV_RUNS} à chaud vers chaque page, à tour de rôle…`);
    const runs = { board: { cold: [], warm: [] }, table: { cold: [], warm: [] }, dashboard: { cold: [], warm: [] } } as Record<Which, Runs>;
    for (let run = 0; run < NAV_RUNS; run++) {
      const order = ORDERS[run % ORDERS.length] ?? ORDERS[0] ?? [];
      for (const which of order) {
        const coldContext = await open(session);
        runs[which].cold.push(await navigate(await newPage(coldContext, PROBE), PAGES[which]));
        await coldContext.close();
      }
      for (const which of order) runs[which].warm.push(await navigate(page, PAGES[which]));
    }
    await navigate(page, TABLE);
    const found = await counts(page, server.url);
    const live = await measureLive(browser, server, year);
    return { database: target.label, loadAverage, missionsInAnswer: found.inAnswer, tableRows: found.tableRows, runs, live, serverRssBytes: server.rssBytes() };
  } finally {
    await closeAll();
    await server.stop();
  }
}

// ——— Run ———

const startMachine = machine();
const { results, browserVersion, build } = await inChromiumOnEachTarget(measureTarget);
const endLoad = loadavg().map(round1);

// ——— Report ———

const round2 = (value: number) => Math.round(value * 100) / 100;
const painted = (runs: Navigation[]) => runs.map((n) => n.firstRowPaintedMs);
const median = (values: readonly number[]) => summary(values).median;
type Headline = { database: string; page: string; cache: 'froid' | 'chaud'; pageMs: number; dashboardMs: number; ratio: number; paired: { median: number; min: number; max: number }; withinTarget: boolean };
const headlines: Headline[] = results.flatMap((r) =>
  (['board', 'table'] as const).flatMap((which) =>
    (['cold', 'warm'] as const).map((cache) => {
      const pageRuns = r.runs[which][cache];
      const yardstick = r.runs.dashboard[cache];
      const ratio = round2(median(painted(pageRuns)) / median(painted(yardstick)));
      const paired = pageRuns.map((n, i) => n.firstRowPaintedMs / (yardstick[i]?.firstRowPaintedMs ?? Number.NaN));
      return {
        database: r.database,
        page: PAGES[which].title,
        cache: cache === 'cold' ? 'froid' : 'chaud',
        pageMs: median(painted(pageRuns)),
        dashboardMs: median(painted(yardstick)),
        ratio,
        paired: { median: round2(median(paired)), min: round2(Math.min(...paired)), max: round2(Math.max(...paired)) },
        withinTarget: ratio <= TARGET_RATIO,
      };
    }),
  ),
);

const fr = (value: number, digits = 0) => value.toLocaleString('fr-FR', { maximumFractionDigits: digits });
const ms = (value: number) => fr(Math.round(value));
const spread = (values: readonly number[]) => `${ms(median(values))} (${ms(Math.min(...values))} – ${ms(Math.max(...values))})`;
const kb = (bytes: number) => `${fr(Math.round(bytes / 1024))} Ko`;
const timing = (t: Timing) => `${fr(t.p50, 1)} / ${fr(t.p95, 1)} / ${fr(t.max, 1)}`;

function navigationRows(label: string, api: string, runs: Runs): string[] {
  const row = (cache: string, list: Navigation[]) =>
    `| ${label} | ${cache} | ${spread(painted(list))} | ${spread(list.map((n) => n.scriptsLoadedMs))} | ${api} ${spread(list.map((n) => n.apiMs))} | ${spread(list.map((n) => n.firstRowInDomMs - n.apiStartMs - n.apiMs))} | ${kb(median(list.map((n) => n.apiTransferBytes)))} / ${kb(median(list.map((n) => n.apiBodyBytes)))} | ${kb(median(list.map((n) => n.scriptTransferBytes)))} | ${spread(list.map((n) => n.longestTaskMs))} |`;
  return [row('froid', runs.cold), row('chaud', runs.warm)];
}

const lines = [
  '# Production dans Chromium : « Colonnes » et « Tableau » contre le Dashboard, une carte déplacée chez un collègue',
  '',
  `Navigation jusqu’au premier contenu peint : pour /production (« Colonnes »), la première carte du tableau en colonnes ; pour /production?vue=tableau, la première ligne du tableau de production ; pour /dashboard, ses compteurs « Mes tâches ». La campagne de l’année du modèle « Bilan et liasse » (la page s’ouvre sur le premier modèle et l’année en cours). Les trois pages à tour de rôle (${NAV_RUNS} fois chacune, à froid puis à chaud, l’ordre tournant d’un tour à l’autre). Objectif de l’issue 24 : chaque vue en ${fr(TARGET_RATIO, 1)} × le Dashboard au plus.`,
  `Application construite (\`dist/\` du ${build.stamp}${build.built ? ', construit pour ce passage' : ''}${build.stale ? ', **plus ancien que certaines sources**' : ''}) servie par \`node dist/server/main.js\` (NODE_ENV=production) sur une copie du cabinet de démonstration : ${sizeLabel()} ; mesures une fois le serveur au repos.`,
  `Chromium ${browserVersion} de Debian, sans tête et sans GPU, fenêtre ${VIEWPORT.width} × ${VIEWPORT.height}, connexion par le formulaire (${DEMO_ADMIN_EMAIL}).`,
  `Machine : ${startMachine.cpus} × ${startMachine.cpuModel}, **partagée avec d’autres ingénieurs pendant la mesure** (charge moyenne 1 / 5 / 15 min : ${startMachine.loadAverage.join(' / ')} au départ, ${endLoad.join(' / ')} à la fin). Node ${startMachine.node} ; commit ${startMachine.commit}.`,
  'Reproduire : `npm run build && npx tsx bench/missions-browser.ts` (ajouter `BENCH_DATABASE_URL=postgres://…` pour PostgreSQL).',
  '',
  '## Premier contenu : la vue / le Dashboard',
  '',
  'Ratio des médianes ; entre parenthèses, la médiane et l’étendue des ratios tour par tour (la vue et le Dashboard du même tour).',
  '',
  '| base | vue | cache | vue (ms, médiane) | Dashboard (ms, médiane) | ratio | ratios par tour : médiane (min – max) | objectif ≤ 1,5 |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
  ...headlines.map(
    (h) =>
      `| ${h.database} | ${h.page} | ${h.cache} | ${ms(h.pageMs)} | ${ms(h.dashboardMs)} | **${fr(h.ratio, 2)} ×** | ${fr(h.paired.median, 2)} (${fr(h.paired.min, 2)} – ${fr(h.paired.max, 2)}) | ${h.withinTarget ? 'tenu' : '**non tenu**'} |`,
  ),
  '',
  '## Une carte déplacée par un collègue',
  '',
  `A déplace la carte par l’API (${LIVE_ROUNDS} fois, d’étape en étape) ; B a /production ouvert, filtré sur le client de la carte, son flux /api/events connecté. « Affiché » : de l’acquittement du PATCH de A à la première image de la page de B qui montre la carte dans sa nouvelle colonne (vérifiée à chaque requestAnimationFrame) ; objectif ≤ 1 s. « Plancher » : un fetch de /api/health depuis la page de B, mesuré à tour de rôle. Durées en ms, médiane / 95e centile / max.`,
  '',
  '| base | affiché chez B | PATCH de A | plancher | affiché / plancher (médianes) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.database} | ${timing(r.live.shown)} | ${timing(r.live.write)} | ${timing(r.live.floor)} | ${fr(r.live.ratio, 1)} |`),
  '',
  ...results.flatMap((r) => [
    `## ${r.database}`,
    '',
    `Charge moyenne ${r.loadAverage} au début des mesures ; ${fr(r.missionsInAnswer)} missions dans la campagne (le total de la première page de GET /api/missions), autant de lignes annoncées par le tableau (aria-rowcount, vérifié ; il en charge 200 à la fois) ; mémoire résidente du serveur à la fin : ${fr(Math.round(r.serverRssBytes / 1048576))} Mo.`,
    '',
    'Durées en ms depuis le début de la navigation : **médiane (min – max)**. Cache froid : un contexte neuf (caches HTTP et de code vides) avec le même cookie ; chaud : le même onglet. « Réponse → DOM » : de la fin de la réponse de l’API au premier contenu inséré. Octets : la réponse de l’API transférée (gzip) / décodée, et les scripts transférés.',
    '',
    '| page | cache | premier contenu peint | scripts chargés | requête | réponse → DOM | API transférée / décodée | scripts transférés | plus longue tâche |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...navigationRows('Production, « Colonnes »', 'GET /api/missions/board', r.runs.board),
    ...navigationRows('Production, « Tableau »', 'GET /api/missions', r.runs.table),
    ...navigationRows('Dashboard', 'GET /api/dashboard', r.runs.dashboard),
    '',
  ]),
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
writeResults('missions-browser', lines, {
  pages: Object.fromEntries(Object.entries(PAGES).map(([key, spec]) => [key, spec.path])),
  runs: NAV_RUNS,
  liveRounds: LIVE_ROUNDS,
  targetRatio: TARGET_RATIO,
  sharedMachine: true,
  loadAverageStart: startMachine.loadAverage,
  loadAverageEnd: endLoad,
  chromium: browserVersion,
  viewport: VIEWPORT,
  build,
  headlines,
  results,
});
