// Issue 27, point 3: a network of offices on one server, as a new user gets it. At 50,000 clients
// and 500,000 tasks (the size BENCH_SIZE=network of bench/lib/size.ts: the seed CLI's default of
// 5 users, as `npm run seed:demo -- --clients 50000 --tasks 500000` seeds them), on the embedded
// database only (the default), the built app in Debian's Chromium:
//   1. every page of the sidebar (and the Tâches « Cabinet » month calendar): navigation to its
//      first content painted, against the Dashboard's in the same run, cold and warm, the pages in
//      turns (bench/lib/against-dashboard.ts); target: ratio of the medians ≤ 1.5;
//   2. every /api/ request those visits make, timed from sent to the last byte of the answer (a
//      page is left only once its requests have all answered): the slowest per path; target ≤ 3 s;
//   3. the Clients search, typed letter by letter (typeQuery of bench/lib/browser.ts): input to the
//      filtered rows painted; target ≤ 300 ms;
//   4. the server's resident memory (VmRSS of the Node process) once every page has been visited;
//      target < 1 GB.
// The network size is seeded once (some 15 minutes on a loaded 2-core machine), cached like every
// benchmark's data (bench/lib/reference-data.ts, the size in the cache key); BENCH_CACHE_DIR keeps
// it across runs. BENCH_REFERENCE_DATA_DIR names a DATA_DIR already seeded instead (its server
// stopped): it is copied, never opened in place, and the report counts what the copy holds.
//
//   npx tsx bench/network-pages.ts                 (network size; after `npm run build`)
//   npx tsx bench/network-pages.ts --small         (1,000 clients, to try it out; results in a temporary folder)
//   BENCH_REFERENCE_DATA_DIR=/path/to/seeded-data-dir npx tsx bench/network-pages.ts
//   npm run bench -- --only network-pages
import './lib/network-size.ts';
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { againstDashboardJson, againstDashboardLines, measureAgainstDashboard, rowCountCheck, type ApiCall, type MeasuredPage, type Result } from './lib/against-dashboard.ts';
import { expectedCounts, navigate, percentile, typeQuery, type PageSpec } from './lib/browser.ts';
import { clientsPage } from './lib/clients-page.ts';
import { writeResults } from './lib/report.ts';
import { SIZE } from './lib/size.ts';

const TARGET_RATIO = 1.5;
const API_TARGET_MS = 3_000;
const KEYSTROKE_TARGET_MS = 300;
/** 1 GB, in bytes. */
const RSS_TARGET_BYTES = 1_000_000_000;

/** The clients' rows of a table that lists one per client (Habilitations, Facturation électronique, Conformité…). */
const CLIENTS_TABLE_ROW = '[role="table"][aria-label^="Clients"] [role="row"][data-row-index]';

const CLIENTS: PageSpec = clientsPage('network-pages', 'Clients');

/** What a page shows once drawn: how many of its first-content elements are in the DOM. */
const shownCheck = (selector: string) => async (page: Page) => {
  const count = await page.locator(selector).count();
  if (count === 0) throw new Error(`${page.url()} : aucun élément « ${selector} »`);
  return `${count.toLocaleString('fr-FR')} × « ${selector} » sur ${new URL(page.url()).pathname}`;
};

/** A page of the sidebar: its address, the request its first content waits for, and that content. */
const sidebarPage = (label: string, path: string, apiPath: string, rowSelector: string, check?: MeasuredPage['check']): MeasuredPage => ({
  label,
  // rowsOf and the search fields serve the Clients search only (the `after` measure below).
  spec: { ...CLIENTS, title: label, path, apiPath, rowSelector, gridSelector: rowSelector },
  check: check ?? shownCheck(rowSelector),
});

const PAGES: readonly MeasuredPage[] = [
  sidebarPage(
    'Clients',
    CLIENTS.path,
    CLIENTS.apiPath,
    CLIENTS.rowSelector,
    rowCountCheck({ gridSelector: CLIENTS.gridSelector, apiPath: CLIENTS.apiPath, countOf: (body) => CLIENTS.rowsOf(body).length, noun: 'clients' }),
  ),
  sidebarPage('Tâches (liste Cabinet)', '/tasks?portee=cabinet', '/api/tasks', '[role="table"][aria-label="Tâches"] [role="row"][data-row-index]'),
  sidebarPage('Tâches (calendrier du mois, Cabinet)', '/tasks?vue=calendrier&portee=cabinet', '/api/tasks/calendar', 'table[aria-busy="false"] td[data-day] li button'),
  sidebarPage('Logiciels', '/software', '/api/software/clients', '[role="table"][aria-label="Clients actifs"] [role="row"][data-row-index]'),
  sidebarPage('Habilitations', '/habilitation', '/api/authorizations/impots', CLIENTS_TABLE_ROW),
  sidebarPage('Banque', '/banque', '/api/authorizations/bank_ebics', CLIENTS_TABLE_ROW),
  sidebarPage('Facturation électronique', '/facturation-electronique', '/api/e-invoicing', CLIENTS_TABLE_ROW),
  sidebarPage('Conformité', '/conformite', '/api/compliance', CLIENTS_TABLE_ROW),
  sidebarPage('Suivi', '/suivi', '/api/tracking/cfe', '[role="table"][aria-label^="Suivi"] [role="row"][data-row-index]'),
  sidebarPage('Échéances', '/echeances', '/api/obligations', '[role="table"][aria-label="Échéances"] [role="row"][data-row-index]'),
  sidebarPage('Production', '/production', '/api/missions/board', '[data-board-column] [data-mission-id]'),
  sidebarPage('Statistiques', '/stats', '/api/stats', 'ul[aria-label="Clients par classification"] > li'),
  // Its first tab, Profil, as the sidebar opens it: the sessions table.
  sidebarPage('Paramètres', '/settings', '/api/sessions', 'table tbody tr'),
];

/** The Clients search, typed on the warm tab once every page has been measured. */
async function clientsSearch(page: Page, server: { url: string }) {
  await navigate(page, CLIENTS);
  // The idle-time folding of the names for the search is done by now.
  await delay(1_000);
  const counts = await expectedCounts(page, CLIENTS, server.url);
  return { counts, keystrokes: await typeQuery(page, CLIENTS, counts) };
}

// Three turns, not five: at 50,000 clients a turn of fourteen pages, cold and warm, takes minutes.
const measured = await measureAgainstDashboard(PAGES, TARGET_RATIO, { embeddedOnly: true, timeApi: true, runs: 3, after: clientsSearch });

// ——— Report ———

const fr = (value: number, digits = 0) => (Number.isFinite(value) ? value.toLocaleString('fr-FR', { maximumFractionDigits: digits }) : '—');
const verdict = (held: boolean) => (held ? 'tenu' : '**non tenu**');
const mb = (bytes: number) => `${fr(bytes / 1_048_576)} Mo`;

type ApiPath = { path: string; calls: number; medianMs: number; maxMs: number; measuredMaxMs: number; statuses: string; withinTarget: boolean };

function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function apiPaths(calls: readonly ApiCall[]): ApiPath[] {
  const byPath = groupBy(calls, (call) => call.path);
  return [...byPath]
    .map(([path, list]) => {
      const times = list.map((call) => call.ms);
      const maxMs = Math.max(...times);
      const statuses = groupBy(list, (call) => call.status);
      return {
        path,
        calls: list.length,
        medianMs: percentile(times, 50),
        maxMs,
        measuredMaxMs: Math.max(...list.filter((call) => call.measured).map((call) => call.ms)),
        statuses: [...statuses].map(([status, same]) => `${status} × ${same.length}`).join(', '),
        withinTarget: maxMs <= API_TARGET_MS,
      };
    })
    .sort((a, b) => b.maxMs - a.maxMs);
}

type Search = Awaited<ReturnType<typeof clientsSearch>>;

function targets(r: Result<Search>) {
  const ratios = measured.headlines.filter((h) => h.database === r.database);
  const worstRatio = ratios.reduce((worst, h) => (h.ratio > worst.ratio ? h : worst));
  const paths = apiPaths(r.apiCalls);
  const slowest = paths[0];
  const keystrokes = r.extra?.keystrokes ?? [];
  // Each keystroke answered: the filtered rows painted, or the letter shown when the list stays the same.
  const answered = keystrokes.map((k) => k.rowsMs ?? k.echoMs);
  const keystrokeMaxMs = Math.max(...answered);
  return {
    ratio: { worst: worstRatio, allWithin: ratios.every((h) => h.withinTarget), outside: ratios.filter((h) => !h.withinTarget) },
    api: { paths, slowest, withinTarget: paths.every((p) => p.withinTarget) },
    keystroke: { medianMs: percentile(answered, 50), maxMs: keystrokeMaxMs, count: answered.length, withinTarget: keystrokeMaxMs <= KEYSTROKE_TARGET_MS },
    rss: { bytes: r.serverRssBytes, withinTarget: r.serverRssBytes < RSS_TARGET_BYTES },
  };
}

const summaryLines = measured.results.flatMap((r) => {
  const t = targets(r);
  const data = r.seeded;
  const origin = process.env.BENCH_REFERENCE_DATA_DIR
    ? 'données copiées d’un DATA_DIR déjà semé (BENCH_REFERENCE_DATA_DIR, non semées par ce passage)'
    : `données semées par \`seedDemo\` en ${fr(r.seedSeconds, 1)} s (une fois, puis copiées)`;
  return [
    `## Objectifs de l’issue 27, point 3 (${r.database})`,
    '',
    `Base : ${fr(data.clients)} clients, ${fr(data.tasks)} tâches, ${fr(data.users)} utilisateurs (taille « ${SIZE.name} »${SIZE.name === 'réseau' ? ` : les ${SIZE.users} collaborateurs par défaut de \`npm run seed:demo\`, comme l’obtient un nouvel utilisateur` : ''}) ; ${origin}. Charge moyenne ${r.loadAverage} au début des mesures.`,
    '',
    '| objectif | mesuré | verdict |',
    '| --- | --- | --- |',
    `| chaque page : premier contenu en ${fr(TARGET_RATIO, 1)} × le Dashboard au plus (ratio des médianes, à froid et à chaud) | le plus haut : ${t.ratio.worst.page}, ${t.ratio.worst.cache}, **${fr(t.ratio.worst.ratio, 2)} ×** (${fr(t.ratio.worst.pageMs)} ms contre ${fr(t.ratio.worst.dashboardMs)} ms)${t.ratio.outside.length > 0 ? ` ; hors objectif : ${t.ratio.outside.map((h) => `${h.page} (${h.cache}, ${fr(h.ratio, 2)} ×)`).join(', ')}` : ''} | ${verdict(t.ratio.allWithin)} |`,
    `| aucun appel à l’API au-delà de ${fr(API_TARGET_MS / 1000)} s | le plus lent : ${t.api.slowest?.path ?? '—'}, **${fr(t.api.slowest?.maxMs ?? Number.NaN)} ms** (${fr(r.apiCalls.length)} appels, ${t.api.paths.length} chemins) | ${verdict(t.api.withinTarget)} |`,
    `| frappe dans la recherche Clients servie en ${fr(KEYSTROKE_TARGET_MS)} ms au plus | médiane ${fr(t.keystroke.medianMs)} ms, **max ${fr(t.keystroke.maxMs)} ms** (${t.keystroke.count} frappes de « ${CLIENTS.query} ») | ${verdict(t.keystroke.withinTarget)} |`,
    `| mémoire résidente du serveur sous 1 Go (${mb(RSS_TARGET_BYTES)}) | **${mb(t.rss.bytes)}** après toutes les pages | ${verdict(t.rss.withinTarget)} |`,
    '',
    '### Appels à l’API pendant les visites',
    '',
    'Chaque requête /api/ des pages (flux d’événements à part), de son envoi au dernier octet de la réponse (Resource Timing de Playwright), sur toutes les visites : la connexion et la première visite de chaque page (caches du serveur froids, hors mesures du ratio), les navigations mesurées, la recherche et les navigations sous trace. Les identifiants des chemins sont remplacés par :id. Une page n’est quittée qu’une fois toutes ses requêtes servies.',
    '',
    `| chemin | appels | médiane (ms) | max (ms) | max hors première visite (ms) | statuts | objectif ≤ ${fr(API_TARGET_MS)} ms |`,
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
    ...t.api.paths.map((p) => `| ${p.path} | ${p.calls} | ${fr(p.medianMs)} | ${fr(p.maxMs)} | ${fr(p.measuredMaxMs)} | ${p.statuses} | ${verdict(p.withinTarget)} |`),
    '',
    ...(r.apiFailures.length > 0 ? [`Requêtes sans réponse (page quittée pendant la requête, ou erreur réseau) : ${r.apiFailures.map((f) => f.path).join(', ')}.`, ''] : []),
    `### Recherche dans Clients (« ${CLIENTS.query} » lettre par lettre, puis effacement)`,
    '',
    'Depuis l’événement `input` jusqu’à l’image qui suit le changement de la liste (ou, si la lettre ne change pas la liste, jusqu’à l’image qui montre la lettre) ; le nombre de lignes affichées est vérifié contre la règle de recherche de l’application appliquée à la réponse de GET /api/clients.',
    '',
    '| frappe | lignes trouvées | saisie → lettre affichée (ms) | saisie → lignes peintes (ms) | plus longue tâche (ms) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...(r.extra?.keystrokes ?? []).map((k) => `| ${k.label} | ${fr(k.rows)} | ${fr(k.echoMs)} | ${k.rowsMs === null ? 'inchangées' : fr(k.rowsMs)} | ${fr(k.longestTaskMs)} |`),
    '',
  ];
});

const reproduce = `Reproduire : \`npx tsx bench/network-pages.ts\` (après \`npm run build\` ; la première fois, sème ${fr(SIZE.clients)} clients), ou \`npm run bench -- --only network-pages\` ; \`BENCH_REFERENCE_DATA_DIR=<DATA_DIR semé>\` pour copier une base déjà semée.`;
writeResults(
  'network-pages',
  [
    ...againstDashboardLines(measured, {
      title: 'Réseau de cabinets (issue 27, point 3) : chaque page contre le Dashboard, appels à l’API, recherche, mémoire',
      intro:
        'Base embarquée seule (le défaut), comme l’obtient un nouvel utilisateur. Navigation jusqu’au premier contenu peint de chaque page de la barre latérale (et du calendrier du mois de Tâches, portée Cabinet) : ses premières lignes, cartes ou compteurs, la page ouverte par son adresse.',
      pages: PAGES,
      targetRatio: TARGET_RATIO,
      summary: summaryLines,
    }),
    reproduce,
    '',
  ],
  {
    ...againstDashboardJson(measured, { pages: PAGES, targetRatio: TARGET_RATIO }),
    targets: { ratio: TARGET_RATIO, apiMs: API_TARGET_MS, keystrokeMs: KEYSTROKE_TARGET_MS, rssBytes: RSS_TARGET_BYTES },
    verdicts: measured.results.map((r) => ({ database: r.database, ...targets(r) })),
    // Whether a seeded DATA_DIR was given, never its path: results name nothing outside the repository.
    givenDataDir: Boolean(process.env.BENCH_REFERENCE_DATA_DIR),
  },
);
