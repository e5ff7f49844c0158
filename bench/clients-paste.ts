// Pasting from Excel into the Clients grid (issue 16) in Debian's Chromium, on the seeded demo
// firm: a 500-row × 3-column block (Statut, Date Clôture, Adresse) pasted on the first row's
// Statut cell. Measured: Ctrl+V to the preview painted (reading the clipboard, parsing, laying
// the block over 10,000 sorted rows, each value through the cell's rule), then « Confirmer » to
// the toast « N ligne(s) modifiée(s) » (one POST /api/clients/bulk/update, one transaction,
// journalled per row), and to the grid showing the pasted values. The POST's own time comes from
// the browser's Resource Timing. Each run pastes the other of two blocks, so every cell changes.
//
//   npx tsx bench/clients-paste.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/clients-paste.ts
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { startServer } from './lib/browser-app.ts';
import { launchBrowser, newContext, round1, summary, type Summary } from './lib/browser.ts';
import { writeResults } from './lib/report.ts';
import { onEachTarget, privateApp, type ServerTarget, type App } from './lib/server-targets.ts';
import { isSmall, sizeLabel } from './lib/size.ts';

const ROWS = 500;
const RUNS = isSmall ? 2 : 4;
const log = (message: string) => process.stderr.write(`${message}\n`);
const fr = (value: number) => new Intl.NumberFormat('fr-FR').format(value);

/** Two blocks that differ in every cell: run n pastes block n % 2. */
function block(variant: number): string {
  const lines: string[] = [];
  for (let row = 0; row < ROWS; row += 1) {
    const status = variant === 0 ? 'Actif' : 'Prospect';
    const date = variant === 0 ? '31/12/2026' : '30/06/2026';
    lines.push(`${status}\t${date}\t${row + 1} rue du Banc d'essai ${variant}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

type Run = { previewMs: number; saveMs: number; gridMs: number; postMs: number; cells: number };

type PageTimes = { pasteAt?: number; previewAt?: number; confirmAt?: number; toastAt?: number };
type BenchWindow = Window & { __paste?: PageTimes };

/** In the page: when the paste event fires, when the preview and the toast are painted. */
function installProbe() {
  const times: PageTimes = {};
  (window as BenchWindow).__paste = times;
  const painted = (set: (at: number) => void) => requestAnimationFrame(() => setTimeout(() => set(performance.now()), 0));
  document.addEventListener('paste', () => {
    times.pasteAt = performance.now();
    times.previewAt = undefined;
    times.toastAt = undefined;
  }, true);
  new MutationObserver(() => {
    if (times.pasteAt !== undefined && times.previewAt === undefined && document.querySelector('[role="dialog"]')?.textContent?.includes('à modifier')) {
      times.previewAt = -1;
      painted((at) => (times.previewAt = at));
    }
    if (times.confirmAt !== undefined && times.toastAt === undefined && [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes('ligne(s) modifiée(s)'))) {
      times.toastAt = -1;
      painted((at) => (times.toastAt = at));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function pasteOnce(page: Page, variant: number): Promise<Run> {
  const firstRow = page.locator('[role="grid"] [role="row"][data-row-id]').first();
  const rowId = await firstRow.getAttribute('data-row-id');
  // Statut is the 7th column (aria-colindex 7), Date Clôture and Adresse follow it.
  await firstRow.locator('[role="gridcell"][aria-colindex="7"]').focus();
  await page.evaluate((text) => navigator.clipboard.writeText(text), block(variant));
  await page.keyboard.press('Control+V');
  const dialog = page.getByRole('dialog', { name: 'Coller depuis Excel' });
  await page.waitForFunction(() => ((window as BenchWindow).__paste?.previewAt ?? -1) > 0, undefined, { timeout: 120_000 });
  const description = (await dialog.textContent()) ?? '';
  const cells = Number(/([\d\s\u202f]+) cellule\(s\) à modifier/.exec(description)?.[1]?.replace(/\D/g, '') ?? Number.NaN);
  await page.evaluate(() => {
    const times = (window as BenchWindow).__paste;
    if (times) times.confirmAt = performance.now();
  });
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/clients/bulk/update'), { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  const response = await posted;
  if (!response.ok()) throw new Error(`POST /api/clients/bulk/update : ${response.status()} ${await response.text()}`);
  await page.waitForFunction(() => ((window as BenchWindow).__paste?.toastAt ?? -1) > 0, undefined, { timeout: 120_000 });
  // The grid shows the first pasted address once the list has been revalidated.
  const address = `1 rue du Banc d'essai ${variant}`;
  await page.locator(`[role="row"][data-row-id="${rowId}"] [role="gridcell"][aria-colindex="9"]`).filter({ hasText: address }).waitFor({ timeout: 120_000 });
  const gridAt = await page.evaluate(() => performance.now());
  const times = await page.evaluate(() => (window as BenchWindow).__paste ?? {});
  const timing = response.request().timing();
  if (times.pasteAt === undefined || times.previewAt === undefined || times.confirmAt === undefined || times.toastAt === undefined) throw new Error('sonde incomplète');
  // The toast closes by itself after 30 s; the next run waits for nothing from it.
  await page.getByRole('button', { name: 'Fermer la notification' }).first().click();
  return {
    previewMs: round1(times.previewAt - times.pasteAt),
    saveMs: round1(times.toastAt - times.confirmAt),
    gridMs: round1(gridAt - times.confirmAt),
    postMs: round1(timing.responseEnd),
    cells,
  };
}

type Result = { database: string; loadAverage: number; runs: Run[]; preview: Summary; save: Summary; grid: Summary; post: Summary };

async function measure(app: App, target: ServerTarget): Promise<Result> {
  const server = await startServer(app.root, target);
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, server);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.addInitScript(installProbe);
    await page.goto('/clients');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN_EMAIL);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('[role="grid"] [role="row"][data-row-id]').first().waitFor({ timeout: 120_000 });
    const loadAverage = round1(loadavg()[0] ?? Number.NaN);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      log(`${target.label} : collage ${run + 1}/${RUNS} (${ROWS} × 3)…`);
      runs.push(await pasteOnce(page, run % 2));
    }
    return {
      database: target.label,
      loadAverage,
      runs,
      preview: summary(runs.map((r) => r.previewMs)),
      save: summary(runs.map((r) => r.saveMs)),
      grid: summary(runs.map((r) => r.gridMs)),
      post: summary(runs.map((r) => r.postMs)),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const app = await privateApp();
let results: Result[];
try {
  results = await onEachTarget((target) => measure(app, target));
} finally {
  app.dispose();
}

const lines = [
  '# Coller depuis Excel dans la grille Clients',
  '',
  `Un bloc de ${ROWS} lignes × 3 colonnes (Statut, Date Clôture, Adresse) collé par Ctrl+V sur la cellule Statut de la première ligne, ${RUNS} fois (deux blocs en alternance : chaque cellule change à chaque fois).`,
  `Application construite (\`dist/\` du ${app.build.stamp}${app.build.stale ? ', **plus ancien que certaines sources**' : ''}) sur une copie du cabinet de démonstration : ${sizeLabel()}. Chromium de Debian sans tête. Machine : ${availableParallelism()} processeurs, partagée.`,
  'Durées en ms, **médiane / max**. « Peint » : l’image qui suit la modification du DOM.',
  '',
  '| base | charge | Ctrl+V → aperçu peint | « Confirmer » → toast peint | dont POST bulk/update | « Confirmer » → valeurs visibles dans la grille | cellules modifiées au 1er collage (les suivants : 1 500) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.loadAverage} | ${r.preview.median} / ${r.preview.max} | ${r.save.median} / ${r.save.max} | ${r.post.median} / ${r.post.max} | ${r.grid.median} / ${r.grid.max} | ${fr(r.runs[0]?.cells ?? 0)} |`,
  ),
  '',
  'L’aperçu lit le presse-papiers, découpe le texte, pose le bloc sur les lignes affichées et passe chaque valeur par la règle de sa cellule puis par le schéma zod du serveur. L’enregistrement est une seule requête et une seule transaction, journalisée ligne par ligne sous un même lot ; la grille montre les valeurs après la revalidation de la liste (10 000 clients, ETag).',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['', 'PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.']),
  '',
];
writeResults('clients-paste', lines, { rows: ROWS, columns: 3, runs: RUNS, results });
