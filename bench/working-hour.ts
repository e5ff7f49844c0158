// A working hour in Chromium, counted in bytes: what one member of staff downloads when they open
// every page of the sidebar three times (the Tâches page in its « Cabinet » scope too) and edit 20
// cells (authorisation statuses on Habilitations), on the built app at the reference size.
// Bytes are those of the wire, headers included, as the DevTools protocol reports them
// (Network.loadingFinished encodedDataLength); the live-updates stream is counted too.
//
// « Before / after » in one run: BENCH_BEFORE_ROOT names a checkout of an older commit, built
// (`npm ci && npm run build` there); its dist/ is served on a copy of the same data, and the
// same script runs against both.
//
//   npx tsx bench/working-hour.ts [--small]
//   BENCH_BEFORE_ROOT=/tmp/before npx tsx bench/working-hour.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { reachableTempDir } from '../src/server/db/embedded/run-as.ts';
import { beforeApp, CHROMIUM, CHROMIUM_ARGS, prepareApp, startServer, type Build } from './lib/browser-app.ts';
import { cloneEmbedded, removeReferenceData } from './lib/reference-data.ts';
import { EMBEDDED_LABEL } from './lib/scratch-databases.ts';
import { writeResults } from './lib/report.ts';
import { sizeLabel } from './lib/size.ts';

const ROUNDS = 3;
const EDITS = 20;
/** The sidebar's pages, by their link's name; `then` runs on the page once it has settled. */
const PAGES: { link: string; heading: string; then?: (page: Page) => Promise<void> }[] = [
  { link: 'Dashboard', heading: 'Dashboard' },
  { link: 'Clients', heading: 'Clients' },
  {
    link: 'Tâches',
    heading: 'Tâches',
    then: async (page) => page.getByRole('group', { name: 'Portée' }).getByRole('button', { name: 'Cabinet' }).click(),
  },
  { link: 'Logiciels', heading: 'Logiciels' },
  { link: 'Habilitations', heading: 'Habilitations' },
  { link: 'Banque', heading: 'Banque' },
  { link: 'Suivi', heading: 'Suivi' },
  { link: 'Statistiques', heading: 'Statistiques' },
  { link: 'Paramètres', heading: 'Paramètres' },
];
/** Quiet this long with nothing in flight (the live stream aside): the page has what it asked for. */
const SETTLE_MS = 400;

const log = (message: string) => process.stderr.write(`${message}\n`);

type Counted = { requests: number; notModified: number; bytes: number; byPath: Map<string, { requests: number; bytes: number }> };

/** Counts every response of the page through the DevTools protocol, and knows when nothing is in flight. */
async function countNetwork(page: Page): Promise<{ counted: Counted; settled: () => Promise<void>; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const counted: Counted = { requests: 0, notModified: 0, bytes: 0, byPath: new Map() };
  const inFlight = new Map<string, string>();
  const streams = new Set<string>();
  let lastActivity = performance.now();
  session.on('Network.requestWillBeSent', (event) => {
    lastActivity = performance.now();
    if (event.type === 'EventSource') streams.add(event.requestId);
    else inFlight.set(event.requestId, new URL(event.request.url).pathname);
  });
  // The raw status: a revalidated answer is shown to the page (and in responseReceived) as the cached 200.
  session.on('Network.responseReceivedExtraInfo', (event) => {
    if (event.statusCode === 304) counted.notModified++;
  });
  const finish = (requestId: string, bytes: number) => {
    lastActivity = performance.now();
    const path = inFlight.get(requestId) ?? (streams.has(requestId) ? '/api/events' : '?');
    inFlight.delete(requestId);
    counted.requests++;
    counted.bytes += bytes;
    const key = path.startsWith('/assets/') ? '/assets/*' : path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');
    const entry = counted.byPath.get(key) ?? { requests: 0, bytes: 0 };
    entry.requests++;
    entry.bytes += bytes;
    counted.byPath.set(key, entry);
  };
  session.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  session.on('Network.loadingFailed', (event) => finish(event.requestId, 0));
  // The live stream's bytes arrive as data chunks and never « finish » while the page is open.
  session.on('Network.dataReceived', (event) => {
    if (streams.has(event.requestId)) counted.bytes += event.encodedDataLength;
  });
  const settled = async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (inFlight.size === 0 && performance.now() - lastActivity >= SETTLE_MS) return;
    }
  };
  return { counted, settled, session };
}

async function workingHour(browser: Browser, url: string): Promise<Counted & { seconds: number }> {
  const context = await browser.newContext({ baseURL: url, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    const { counted, settled } = await countNetwork(page);
    const start = performance.now();
    await page.goto('/dashboard');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN_EMAIL);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await settled();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of PAGES) {
        await page.getByRole('navigation').getByRole('link', { name: target.link, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: target.heading, exact: true }).waitFor();
        await settled();
        if (target.then) {
          await target.then(page);
          await settled();
        }
      }
      log(`  tour ${round} : ${counted.requests} réponses, ${Math.round(counted.bytes / 1024)} Ko`);
    }
    // 20 edits, on the Habilitations page (Impôts): each row's status, one after the other.
    await page.getByRole('navigation').getByRole('link', { name: 'Habilitations', exact: true }).click();
    await settled();
    const selects = page.getByRole('combobox', { name: /^Statut de / });
    for (let i = 0; i < EDITS; i++) {
      const select = selects.nth(i);
      const current = await select.inputValue();
      await select.selectOption(current === 'en_cours' ? 'a_faire' : 'en_cours');
      await settled();
    }
    return { ...counted, seconds: Math.round((performance.now() - start) / 100) / 10 };
  } finally {
    await context.close();
  }
}

type Run = { label: string; stamp: string; counted: Counted & { seconds: number } };

async function measure(browser: Browser, label: string, appRoot: string, stamp: string): Promise<Run> {
  const dir = reachableTempDir('cabinet-bench-hour-');
  try {
    const dataDir = join(dir, 'data');
    await cloneEmbedded(dataDir);
    const server = await startServer(appRoot, { label: EMBEDDED_LABEL, databaseUrl: '', authSecret: '', dataDir });
    try {
      log(`${label} : une heure de travail…`);
      return { label, stamp, counted: await workingHour(browser, server.url) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const startLoad = loadavg()[0] ?? Number.NaN;
const runs: Run[] = [];
const current = mkdtempSync(join(tmpdir(), 'cabinet-bench-hour-current-'));
const removals: (() => void)[] = [() => rmSync(current, { recursive: true, force: true })];
let build: Build;
try {
  build = await prepareApp(current);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const before = beforeApp();
    if (before) {
      removals.push(before.remove);
      runs.push(await measure(browser, 'avant', before.appRoot, before.stamp));
    }
    runs.push(await measure(browser, before ? 'après' : 'actuel', current, build.stamp));
  } finally {
    await browser.close();
  }
} finally {
  for (const remove of removals) remove();
  await removeReferenceData();
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const fr = (n: number) => n.toLocaleString('fr-FR');
const paths = [...new Set(runs.flatMap((run) => [...run.counted.byPath.keys()]))].sort(
  (a, b) => Math.max(...runs.map((r) => r.counted.byPath.get(b)?.bytes ?? 0)) - Math.max(...runs.map((r) => r.counted.byPath.get(a)?.bytes ?? 0)),
);
const lines = [
  '# Une heure de travail : octets téléchargés par le navigateur',
  '',
  `Chromium de Debian sur l’application construite (\`node dist/server/main.js\`), base PostgreSQL embarquée, cabinet de démonstration : ${sizeLabel()}.`,
  `Scénario : connexion par le formulaire (${DEMO_ADMIN_EMAIL}), puis ${ROUNDS} fois chaque page de la barre latérale ouverte par son lien (Tâches aussi en portée « Cabinet »), en attendant à chaque fois que plus rien ne soit en vol ; puis ${EDITS} statuts modifiés sur Habilitations (Impôts).`,
  'Octets du réseau, en-têtes compris (protocole DevTools, `encodedDataLength`), flux des mises à jour en direct compris.',
  `Machine : ${availableParallelism()} processeurs, charge moyenne ${startLoad.toFixed(1)} au départ.`,
  '',
  `| passage | build | durée (s) | réponses | dont 304 | octets |`,
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...runs.map((run) => `| ${run.label} | ${run.stamp} | ${fr(run.counted.seconds)} | ${fr(run.counted.requests)} | ${fr(run.counted.notModified)} | ${kb(run.counted.bytes)} |`),
  '',
  '## Par chemin',
  '',
  `| chemin | ${runs.map((run) => `${run.label} : réponses`).join(' | ')} | ${runs.map((run) => `${run.label} : octets`).join(' | ')} |`,
  `| --- | ${runs.map(() => '---:').join(' | ')} | ${runs.map(() => '---:').join(' | ')} |`,
  ...paths.map(
    (path) =>
      `| ${path} | ${runs.map((run) => fr(run.counted.byPath.get(path)?.requests ?? 0)).join(' | ')} | ${runs.map((run) => kb(run.counted.byPath.get(path)?.bytes ?? 0)).join(' | ')} |`,
  ),
  '',
];
writeResults('working-hour', lines, {
  rounds: ROUNDS,
  edits: EDITS,
  runs: runs.map((run) => ({ ...run, counted: { ...run.counted, byPath: Object.fromEntries(run.counted.byPath) } })),
});
