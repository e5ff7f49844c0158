// The JavaScript a user downloads before the app is usable: what Chromium fetches for the login
// page, then on signing in and landing on the dashboard, and for the dashboard opened cold with a
// session. Each file's size raw, gzip and brotli: the precompressed siblings the server sends
// (dist/web/assets/*.gz, *.br, built by scripts/build.mjs), and what the browser saw on the wire.
// On a copy of the seeded demo firm in the embedded database (the figures do not depend on it).
//
//   npx tsx bench/initial-js.ts [--small]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { startServer } from './lib/browser-app.ts';
import { launchBrowser, newContext } from './lib/browser.ts';
import { removeReferenceData } from './lib/reference-data.ts';
import { writeResults } from './lib/report.ts';
import { embeddedTarget, privateApp } from './lib/server-targets.ts';

type Asset = { file: string; bytes: number; gzipBytes: number; brotliBytes: number; transferBytes: number };
type Step = { step: string; url: string; scripts: Asset[]; styles: Asset[] };

const log = (message: string) => process.stderr.write(`${message}\n`);

type Seen = { name: string; transferSize: number };
const seenResources = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ name: new URL(entry.name).pathname, transferSize: entry.transferSize })),
  );

function assets(webRoot: string, seen: Seen[], extension: '.js' | '.css'): Asset[] {
  const byFile = new Map<string, number>();
  for (const entry of seen) if (entry.name.startsWith('/assets/') && entry.name.endsWith(extension)) byFile.set(entry.name, (byFile.get(entry.name) ?? 0) + entry.transferSize);
  const size = (path: string) => (existsSync(path) ? statSync(path).size : Number.NaN);
  return [...byFile].map(([file, transferBytes]) => ({
    file,
    bytes: size(join(webRoot, file)),
    gzipBytes: size(join(webRoot, `${file}.gz`)),
    brotliBytes: size(join(webRoot, `${file}.br`)),
    transferBytes,
  }));
}

const app = await privateApp();
const webRoot = join(app.root, 'dist', 'web');
const indexHtmlBytes = readFileSync(join(webRoot, 'index.html')).byteLength;
const steps: Step[] = [];
let chromiumVersion: string | undefined;
try {
  const target = await embeddedTarget();
  try {
    const server = await startServer(app.root, target);
    const browser = await launchBrowser();
    chromiumVersion = browser.version();
    try {
      const record = async (step: string, page: Page, seen: Seen[]) => {
        steps.push({ step, url: new URL(page.url()).pathname, scripts: assets(webRoot, seen, '.js'), styles: assets(webRoot, seen, '.css') });
      };
      log('Page de connexion…');
      const context = await newContext(browser, server);
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByLabel('Email', { exact: true }).waitFor();
      const atLogin = await seenResources(page);
      await record('page de connexion', page, atLogin);
      log('Connexion, puis tableau de bord…');
      await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN_EMAIL);
      await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByLabel('Email', { exact: true }).waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      // Two quiet network moments in a row: the dashboard's own chunks have arrived.
      await page.waitForTimeout(1_000);
      await page.waitForLoadState('networkidle');
      const afterSignIn = await seenResources(page);
      const loginNames = new Set(atLogin.map((entry) => entry.name));
      await record('connexion puis tableau de bord (en plus de la page de connexion)', page, afterSignIn.filter((entry) => !loginNames.has(entry.name)));
      await record('connexion puis tableau de bord (total)', page, afterSignIn);
      const session = await context.storageState();
      await context.close();
      log('Tableau de bord ouvert à froid, session ouverte…');
      const cold = await newContext(browser, server, session);
      const coldPage = await cold.newPage();
      await coldPage.goto('/', { waitUntil: 'networkidle' });
      await coldPage.waitForTimeout(1_000);
      await coldPage.waitForLoadState('networkidle');
      await record('tableau de bord ouvert à froid (session ouverte)', coldPage, await seenResources(coldPage));
      await cold.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
} finally {
  app.dispose();
  await removeReferenceData();
}

const kb = (bytes: number) => `${(Math.round(bytes / 102.4) / 10).toLocaleString('fr-FR')} Ko`;
const total = (list: Asset[], key: keyof Omit<Asset, 'file'>) => list.reduce((sum, a) => sum + a[key], 0);
const totals = (step: Step) => ({
  step: step.step,
  url: step.url,
  scripts: step.scripts.length,
  bytes: total(step.scripts, 'bytes'),
  gzipBytes: total(step.scripts, 'gzipBytes'),
  brotliBytes: total(step.scripts, 'brotliBytes'),
  transferBytes: total(step.scripts, 'transferBytes'),
  cssBytes: total(step.styles, 'bytes'),
  cssGzipBytes: total(step.styles, 'gzipBytes'),
  cssBrotliBytes: total(step.styles, 'brotliBytes'),
});
const summary = steps.map(totals);
const lines = [
  '# JavaScript initial',
  '',
  `Ce que Chromium ${chromiumVersion ?? '?'} télécharge (Resource Timing), serveur \`node dist/server/main.js\` (\`dist/\` du ${app.build.stamp}${app.build.stale ? ', **plus ancien que certaines sources**' : ''}). Tailles des fichiers de \`dist/web/assets\` : brut, et leurs versions précompressées que le serveur envoie (gzip niveau 9, brotli qualité 11) ; « transféré » est ce que le navigateur a reçu (en-têtes compris, brotli).`,
  '',
  '| étape | scripts | brut | gzip | brotli | transféré | CSS brut / gzip / brotli |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...summary.map(
    (s) => `| ${s.step} | ${s.scripts} | ${kb(s.bytes)} | ${kb(s.gzipBytes)} | ${kb(s.brotliBytes)} | ${kb(s.transferBytes)} | ${kb(s.cssBytes)} / ${kb(s.cssGzipBytes)} / ${kb(s.cssBrotliBytes)} |`,
  ),
  '',
  ...steps.flatMap((step) => [
    `## ${step.step}`,
    '',
    '| fichier | brut | gzip | brotli |',
    '| --- | ---: | ---: | ---: |',
    ...step.scripts.map((a) => `| \`${a.file}\` | ${kb(a.bytes)} | ${kb(a.gzipBytes)} | ${kb(a.brotliBytes)} |`),
    '',
  ]),
];
writeResults('initial-js', lines, { chromium: chromiumVersion ?? '?', build: app.build, summary, steps, indexHtmlBytes });
