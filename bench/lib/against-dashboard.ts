// Pages against the Dashboard in Debian's Chromium at the reference firm: navigation to each
// page's first content painted, against the Dashboard's first content (its « Mes tâches »
// counters) in the same run, cold and warm cache, the pages in turns (the order rotates from run
// to run, so no page always follows the same one). Then one more warm navigation of each under a
// Chromium trace: the main thread's CPU time, which a shared machine's load does not inflate.
// Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set. Used by the pages
// whose issue sets a target as a ratio to the Dashboard (e-invoicing-browser.ts, compliance-browser.ts).
import { loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { DEMO_ADMIN_EMAIL } from '../../src/server/db/seed/seed-users.ts';
import { startServer, waitUntilIdle, type Server } from './browser-app.ts';
import { contextOpener, inChromiumOnEachTarget, navigate, newPage, round1, signIn, summary, traced, VIEWPORT, type PageSpec } from './browser.ts';
import { machine, writeResults } from './report.ts';
import type { App, ServerTarget } from './server-targets.ts';
import { isSmall, sizeLabel } from './size.ts';

/** Navigations of each page and cache state, in turns. */
const NAV_RUNS = isSmall ? 3 : 5;
/** The Dashboard's task counters, drawn once GET /api/dashboard has answered (as bench/tasks-browser.ts). */
const DASHBOARD_SELECTOR = 'dl[aria-label="Mes tâches"]';

/** A page measured: its spec (path, list request, first-content selector) and what it checks once drawn. */
export type MeasuredPage = {
  label: string;
  spec: PageSpec;
  /** After the runs, on the page drawn: a check that it shows what its API answers, said in one French sentence (or a throw). */
  check: (page: Page, baseUrl: string) => Promise<string>;
};

export type AgainstDashboard = {
  /** bench/results/<name>.{md,json} */
  name: string;
  title: string;
  /** The paragraph saying what is measured and the target. */
  intro: string;
  pages: readonly MeasuredPage[];
  targetRatio: number;
  reproduce: string;
};

const log = (message: string) => process.stderr.write(`${message}\n`);

type Navigation = Awaited<ReturnType<typeof navigate>>;
type Runs = { cold: Navigation[]; warm: Navigation[] };
type MainThread = Awaited<ReturnType<typeof traced>>;

/** One /api/ request a page made (ids in its path folded to :id), from sent to the response's last byte. */
export type ApiCall = {
  /** « GET /api/clients » */
  path: string;
  ms: number;
  status: number;
  /** False for the sign-in and the first, unmeasured visit of each page (the server's caches cold). */
  measured: boolean;
};

export type Result<E = undefined> = {
  database: string;
  loadAverage: number;
  /** Seeding time of the data measured (NaN for a DATA_DIR given by BENCH_REFERENCE_DATA_DIR) and what it holds. */
  seedSeconds: number;
  seeded: ServerTarget['reference']['seeded'];
  checks: string[];
  dashboard: Runs;
  pages: Runs[];
  /** One more warm navigation of each under a Chromium trace, the Dashboard first. */
  mainThread: MainThread[];
  /** Every /api/ request of every visit, when asked (timeApi); else empty. */
  apiCalls: ApiCall[];
  /** /api/ requests that got no answer (a page left while they ran, or a network error), when asked. */
  apiFailures: { path: string; measured: boolean }[];
  /** What `after` measured. */
  extra: E | undefined;
  serverRssBytes: number;
};

/** What a run against the Dashboard measures, beyond the pages' first content. */
export type AgainstDashboardOptions<E> = {
  /** The embedded database only, even with BENCH_DATABASE_URL set. */
  embeddedOnly?: boolean;
  /** Time every /api/ request of every visit; a page is left only once its requests have all answered. */
  timeApi?: boolean;
  /** Navigations of each page and cache state (default: 5, 3 at the small size). */
  runs?: number;
  /** After the pages and their checks, on the warm tab: a further measure, kept as `extra`. */
  after?: (page: Page, server: Server, target: ServerTarget) => Promise<E>;
};

const API_SETTLE_TIMEOUT_MS = 120_000;
const apiPathOf = (request: Request) =>
  `${request.method()} ${new URL(request.url()).pathname}`.replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/:id').replace(/\/\d+(?=\/|$)/g, '/:id');

/** Times the /api/ requests of the contexts it watches (event streams apart: they never end). */
function apiRecorder() {
  const calls: ApiCall[] = [];
  const failures: { path: string; measured: boolean }[] = [];
  const pending = new Map<Request, number>();
  const answering: Promise<void>[] = [];
  let measured = false;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/') && request.resourceType() !== 'eventsource';
  return {
    calls,
    failures,
    startMeasures: () => {
      measured = true;
    },
    watch: (context: BrowserContext) => {
      context.on('request', (request) => {
        if (isApi(request)) pending.set(request, performance.now());
      });
      context.on('requestfailed', (request) => {
        if (pending.delete(request)) failures.push({ path: apiPathOf(request), measured });
      });
      context.on('requestfinished', (request) => {
        const sentAt = pending.get(request);
        if (sentAt === undefined) return;
        const ownMs = performance.now() - sentAt;
        const phase = measured;
        const { responseEnd } = request.timing();
        answering.push(
          request.response().then((response) => {
            calls.push({ path: apiPathOf(request), ms: round1(responseEnd >= 0 ? responseEnd : ownMs), status: response?.status() ?? 0, measured: phase });
            pending.delete(request);
          }),
        );
      });
    },
    /** Until every watched request has answered (or failed). */
    settled: async () => {
      const deadline = Date.now() + API_SETTLE_TIMEOUT_MS;
      while (pending.size > 0 && Date.now() < deadline) await delay(50);
      await Promise.all(answering);
    },
  };
}

/** The yardstick: navigate() reads only its path and its request; it has no rows or search. */
const dashboardOf = (like: PageSpec): PageSpec => ({ ...like, title: 'Dashboard', path: '/dashboard', apiPath: '/api/dashboard', rowsOf: () => [], rowSelector: DASHBOARD_SELECTOR, gridSelector: DASHBOARD_SELECTOR });

async function measureTarget<E>(browser: Browser, app: App, target: ServerTarget, pages: readonly MeasuredPage[], options: AgainstDashboardOptions<E>): Promise<Result<E>> {
  const first = pages[0];
  if (!first) throw new Error('aucune page à mesurer');
  const dashboard = dashboardOf(first.spec);
  const specs = [dashboard, ...pages.map((p) => p.spec)];
  // One tab visits every page: its probe waits for the first content of the page at hand.
  const probe: PageSpec = { ...first.spec, rowSelector: [...new Set(specs.map((spec) => spec.rowSelector))].join(', ') };
  const selectors = Object.fromEntries(specs.map((spec) => [spec.path, spec.rowSelector]));
  const server = await startServer(app.root, target);
  const opener = contextOpener(browser, server);
  const api = apiRecorder();
  const open = async (session?: Parameters<typeof opener.open>[0]) => {
    const context = await opener.open(session);
    if (options.timeApi) api.watch(context);
    return context;
  };
  const visit = async (page: Page, spec: PageSpec) => {
    const navigation = await navigate(page, spec);
    if (options.timeApi) await api.settled();
    return navigation;
  };
  try {
    // The daily obligations pass runs at start: it is not the pages' cost.
    await waitUntilIdle(server.pid);
    const loadAverage = round1(loadavg()[0] ?? Number.NaN);
    const warmContext = await open();
    const page = await newPage(warmContext, probe, selectors);
    log(`${target.label} : connexion par le formulaire…`);
    await signIn(page, first.spec);
    const session = await warmContext.storageState();
    // Unmeasured: the server's first answer of each list (its cache filled).
    for (const spec of specs) await visit(page, spec);
    api.startMeasures();

    const count = options.runs ?? NAV_RUNS;
    log(`${target.label} : ${count} navigations à froid et ${count} à chaud vers chaque page, à tour de rôle…`);
    const runs: Runs[] = specs.map(() => ({ cold: [], warm: [] }));
    for (let run = 0; run < count; run++) {
      const order = specs.map((_, i) => (i + run) % specs.length);
      for (const i of order) {
        // Cold: a context of its own (empty HTTP and code caches), signed in with the same cookie.
        const coldContext = await open(session);
        runs[i]?.cold.push(await visit(await newPage(coldContext, probe, selectors), specs[i] ?? dashboard));
        await coldContext.close();
      }
      for (const i of order) runs[i]?.warm.push(await visit(page, specs[i] ?? dashboard));
    }

    const checks: string[] = [];
    for (const measured of pages) {
      await visit(page, measured.spec);
      checks.push(await measured.check(page, server.url));
    }
    const extra = options.after ? await options.after(page, server, target) : undefined;
    if (options.timeApi) await api.settled();

    log(`${target.label} : une navigation de plus vers chaque page sous trace Chromium (temps CPU)…`);
    const mainThread: MainThread[] = [];
    for (const spec of specs) {
      mainThread.push(
        await traced(browser, page, 'navigation', async (around) => {
          await navigate(page, spec, around);
          if (options.timeApi) await api.settled();
          return 1;
        }),
      );
    }
    const [dashboardRuns = { cold: [], warm: [] }, ...pageRuns] = runs;
    return {
      database: target.label,
      loadAverage,
      seedSeconds: target.reference.seedSeconds,
      seeded: target.reference.seeded,
      checks,
      dashboard: dashboardRuns,
      pages: pageRuns,
      mainThread,
      apiCalls: api.calls,
      apiFailures: api.failures,
      extra,
      serverRssBytes: server.rssBytes(),
    };
  } finally {
    await opener.closeAll();
    await server.stop();
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const painted = (runs: Navigation[]) => runs.map((n) => n.firstRowPaintedMs);
const median = (values: readonly number[]) => summary(values).median;
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

export type Measured<E> = Awaited<ReturnType<typeof measureAgainstDashboard<E>>>;

/** Measures the pages against the Dashboard on each database (the embedded one only if asked): the results and each page's ratio. */
export async function measureAgainstDashboard<E = undefined>(pages: readonly MeasuredPage[], targetRatio: number, options: AgainstDashboardOptions<E> = {}) {
  const startMachine = machine();
  const { results, browserVersion, build } = await inChromiumOnEachTarget((browser, app, target) => measureTarget(browser, app, target, pages, options), {
    embeddedOnly: options.embeddedOnly,
  });
  const endLoad = loadavg().map(round1);

  const headlines = results.flatMap((r) =>
    pages.flatMap((measured, p) =>
      (['cold', 'warm'] as const).map((cache) => {
        const own = r.pages[p]?.[cache] ?? [];
        const yardstick = r.dashboard[cache];
        const ratio = round2(median(painted(own)) / median(painted(yardstick)));
        // Run i of the page over run i of the Dashboard: the pair that met the same moment of load.
        const paired = own.map((n, i) => n.firstRowPaintedMs / (yardstick[i]?.firstRowPaintedMs ?? Number.NaN));
        return {
          database: r.database,
          page: measured.label,
          cache: cache === 'cold' ? 'froid' : 'chaud',
          pageMs: median(painted(own)),
          dashboardMs: median(painted(yardstick)),
          ratio,
          pairedRatio: { median: round2(median(paired)), min: round2(Math.min(...paired)), max: round2(Math.max(...paired)) },
          withinTarget: ratio <= targetRatio,
        };
      }),
    ),
  );
  return { startMachine, endLoad, results, browserVersion, build, headlines, runs: options.runs ?? NAV_RUNS };
}

/**
 * The report of a run against the Dashboard: the title, what was measured, then `summary` (lines
 * of the caller's), the ratios, and each database's navigations and main-thread CPU.
 */
export function againstDashboardLines<E>(
  { startMachine, endLoad, results, browserVersion, build, headlines, runs }: Measured<E>,
  { title, intro, pages, targetRatio, summary: summaryLines = [] }: Pick<AgainstDashboard, 'title' | 'intro' | 'pages' | 'targetRatio'> & { summary?: string[] },
): string[] {
  const labels = ['Dashboard', ...pages.map((p) => p.label)];
  return [
    `# ${title}`,
    '',
    `${intro} Les pages à tour de rôle dans le même passage (${runs} fois chacune, à froid puis à chaud, l’ordre tournant d’un tour à l’autre) ; pour /dashboard, le premier contenu est ses compteurs « Mes tâches ». Objectif : chaque page en ${fr(targetRatio, 1)} × le Dashboard au plus.`,
    `Application construite (\`dist/\` du ${build.stamp}${build.built ? ', construit pour ce passage' : ''}${build.stale ? ', **plus ancien que certaines sources**' : ''}) servie par \`node dist/server/main.js\` (NODE_ENV=production) sur une copie du cabinet de démonstration : ${sizeLabel()} ; mesures une fois le serveur au repos (passe quotidienne des échéances finie).`,
    `Chromium ${browserVersion} de Debian, sans tête et sans GPU, fenêtre ${VIEWPORT.width} × ${VIEWPORT.height}, connexion par le formulaire (${DEMO_ADMIN_EMAIL}, administrateur : portée Cabinet).`,
    `Machine : ${startMachine.cpus} × ${startMachine.cpuModel}, **partagée avec d’autres ingénieurs pendant la mesure** (charge moyenne 1 / 5 / 15 min : ${startMachine.loadAverage.join(' / ')} au départ, ${endLoad.join(' / ')} à la fin) : les durées absolues varient d’un passage à l’autre, le ratio des pages mesurées à tour de rôle beaucoup moins. Node ${startMachine.node} ; commit ${startMachine.commit}.`,
    '',
    ...summaryLines,
    '## Premier contenu : la page / le Dashboard',
    '',
    'Ratio des médianes ; entre parenthèses, la médiane et l’étendue des ratios tour par tour (la page et le Dashboard du même tour).',
    '',
    `| base | page | cache | page (ms, médiane) | Dashboard (ms, médiane) | ratio | ratios par tour : médiane (min – max) | objectif ≤ ${fr(targetRatio, 1)} |`,
    '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...headlines.map(
      (h) =>
        `| ${h.database} | ${h.page} | ${h.cache} | ${ms(h.pageMs)} | ${ms(h.dashboardMs)} | **${fr(h.ratio, 2)} ×** | ${fr(h.pairedRatio.median, 2)} (${fr(h.pairedRatio.min, 2)} – ${fr(h.pairedRatio.max, 2)}) | ${h.withinTarget ? 'tenu' : '**non tenu**'} |`,
    ),
    '',
    ...results.flatMap((r) => [
      `## ${r.database}`,
      '',
      `Charge moyenne ${r.loadAverage} au début des mesures ; ${r.checks.join(' ; ')} ; mémoire résidente du serveur à la fin : ${fr(Math.round(r.serverRssBytes / 1048576))} Mo.`,
      '',
      'Durées en ms depuis le début de la navigation (`page.goto`, session ouverte) : **médiane (min – max)**. Cache froid : un contexte neuf (caches HTTP et de code vides) avec le même cookie ; chaud : le même onglet. « Réponse → DOM » : entre la fin de la réponse de l’API et le premier contenu inséré (lecture du JSON, tri, rendu). Transféré / décodé : la réponse de l’API.',
      '',
      '| page | cache | premier contenu peint | scripts chargés | début de la requête | requête | réponse → DOM | transféré / décodé | plus longue tâche |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...pages.flatMap((measured, p) => navigationRows(measured.label, `GET ${measured.spec.apiPath}`, r.pages[p] ?? { cold: [], warm: [] })),
      ...navigationRows('Dashboard', 'GET /api/dashboard', r.dashboard),
      '',
      'Une navigation de plus (cache chaud) sous trace Chromium : temps CPU du thread principal de la page, que la charge des autres processus ne gonfle pas.',
      '',
      '| page | durée (mur, ms) | CPU (ms) | dont JS | style | layout | paint | tâches > 50 ms (CPU) | plus longue : mur / CPU (ms) | CPU / CPU du Dashboard |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...r.mainThread.map(
        (t, i) =>
          `| ${labels[i] ?? ''} | ${ms(t.wallMs)} | ${ms(t.cpuMs)} | ${ms(t.cpuByKind.js)} | ${ms(t.cpuByKind.style)} | ${ms(t.cpuByKind.layout)} | ${ms(t.cpuByKind.paint)} | ${t.longTasksCpu} | ${ms(t.longestTaskWallMs)} / ${ms(t.longestTaskCpuMs)} | ${fr(t.cpuMs / (r.mainThread[0]?.cpuMs ?? Number.NaN), 2)} × |`,
      ),
      '',
    ]),
  ];
}

/** The JSON beside the report: what was measured and how, every figure. */
export function againstDashboardJson<E>({ startMachine, endLoad, results, browserVersion, build, headlines, runs }: Measured<E>, { pages, targetRatio }: Pick<AgainstDashboard, 'pages' | 'targetRatio'>) {
  return {
    pages: pages.map((p) => p.spec.path),
    yardstick: '/dashboard',
    runs,
    targetRatio,
    sharedMachine: true,
    loadAverageStart: startMachine.loadAverage,
    loadAverageEnd: endLoad,
    chromium: browserVersion,
    viewport: VIEWPORT,
    build,
    headlines,
    results,
  };
}

/** Measures the pages against the Dashboard on each database, then writes bench/results/<name>.{md,json}. */
export async function runAgainstDashboard({ name, title, intro, pages, targetRatio, reproduce }: AgainstDashboard): Promise<void> {
  const measured = await measureAgainstDashboard(pages, targetRatio);
  const lines = [
    ...againstDashboardLines(measured, { title, intro, pages, targetRatio }),
    ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
    `Reproduire : ${reproduce}`,
    '',
  ];
  writeResults(name, lines, againstDashboardJson(measured, { pages, targetRatio }));
}

/**
 * The check of a page whose table counts its rows (aria-rowcount, the header included): as many
 * as `countOf` finds in what its API answers, else the run fails.
 */
export function rowCountCheck({ gridSelector, apiPath, countOf, noun }: { gridSelector: string; apiPath: string; countOf: (body: unknown) => number; noun: string }) {
  return async (page: Page, baseUrl: string): Promise<string> => {
    const shown = await page.evaluate((selector) => Number(document.querySelector(selector)?.getAttribute('aria-rowcount')) - 1, gridSelector);
    const cookie = (await page.context().cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await fetch(`${baseUrl}${apiPath}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`GET ${apiPath} : ${response.status}`);
    const inAnswer = countOf(await response.json());
    if (shown !== inAnswer) throw new Error(`${shown} lignes dans le tableau, ${inAnswer} ${noun} dans la réponse de l’API`);
    return `${shown.toLocaleString('fr-FR')} lignes dans le tableau de ${page.url().replace(baseUrl, '')} (autant que de ${noun} dans la réponse de GET ${apiPath}, vérifié)`;
  };
}
