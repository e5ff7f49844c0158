// The browser harness of the page benchmarks (bench/clients-browser.ts,
// bench/habilitation-browser.ts): Debian's Chromium on the built app served by
// `node dist/server/main.js` (bench/lib/browser-app.ts) over a copy of the seeded demo firm,
// signed in through the login form. For one page: navigation to the first rows painted (cold
// and warm cache) with the list request the browser saw; a keystroke in the search box to the
// filtered rows painted; scrolling through every row, a paged list's next pages waited for apart
// (long tasks, frame times, rows in the DOM, waits for pages). Then one more pass of each under
// a Chromium trace, for the main thread's CPU time: on a shared machine wall times mostly measure
// the load.
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../../src/server/db/seed/seed-users.ts';
import { matchesClientQuery, prepareClientQuery, type SearchableClient } from '../../src/shared/client-search.ts';
import { CHROMIUM, CHROMIUM_ARGS, startServer, type Server } from './browser-app.ts';
import { onEachTarget, privateApp, type App, type ServerTarget } from './server-targets.ts';
import { writeResults } from './report.ts';
import { isSmall, sizeLabel } from './size.ts';
import { scrollTotals } from './scroll-totals.ts';

/** One page of the app, as the harness drives it. */
export type PageSpec = {
  /** The results' file name (bench/results/<name>.md). */
  name: string;
  title: string;
  path: string;
  /** The list request the page makes, e.g. '/api/clients'. */
  apiPath: string;
  /** Its rows, from the JSON it answers. */
  rowsOf: (body: unknown) => SearchableClient[];
  /** A data row (not the header, not the empty state); it carries aria-rowindex. */
  rowSelector: string;
  /** The element carrying aria-rowcount, whose subtree changes when the rows are filtered. */
  gridSelector: string;
  /** The accessible name of the search box. */
  searchLabel: string;
  /** Typed letter by letter, then cleared. */
  query: string;
};

/** Navigations of each kind (cold, warm), played in turns. */
const NAV_RUNS = isSmall ? 2 : 3;
/** Times the query is typed letter by letter (then cleared). */
const TYPING_RUNS = isSmall ? 1 : 2;
/** Each pass scrolls every row (some 600 frames for 10,000 rows); the traced pass is one more. */
const SCROLL_RUNS = isSmall ? 1 : 2;
export const SCROLL_STEP_PX = 600;
/** The longest a scroll waits at the bottom of the loaded rows for a paged list's next page. */
const PAGE_WAIT_MS = 10_000;
const LONG_TASK_MS = 50;
export const VIEWPORT = { width: 1280, height: 720 };

const log = (message: string) => process.stderr.write(`${message}\n`);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export function newContext(browser: Browser, server: Server, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: VIEWPORT, storageState });
}

// ——— Statistics ———

/** Contexts on one server, each closed by closeAll (a measure's finally): a cold one signs in with a stored session. */
export function contextOpener(browser: Browser, server: Server) {
  const contexts: BrowserContext[] = [];
  return {
    open: async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
      const context = await newContext(browser, server, storageState);
      contexts.push(context);
      return context;
    },
    closeAll: async () => {
      for (const context of contexts) await context.close().catch(() => {});
    },
  };
}

/** One Chromium over the private built app, `measure` on each database target (the embedded one only if asked); the app is disposed after. */
export async function inChromiumOnEachTarget<R>(
  measure: (browser: Browser, app: App, target: ServerTarget) => Promise<R>,
  options: { embeddedOnly?: boolean } = {},
): Promise<{ results: R[]; browserVersion: string; build: App['build'] }> {
  const app = await privateApp();
  try {
    const browser = await launchBrowser();
    try {
      return { results: await onEachTarget((target) => measure(browser, app, target), options), browserVersion: browser.version(), build: app.build };
    } finally {
      await browser.close();
    }
  } finally {
    app.dispose();
  }
}

export type Summary = { median: number; max: number };
export const round1 = (value: number) => Math.round(value * 10) / 10;
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
export const summary = (values: readonly number[]): Summary => ({ median: round1(percentile(values, 50)), max: round1(Math.max(...values)) });

// ——— In the page ———
// These functions are serialised into the page: they reference nothing outside themselves.

export type LongTask = { start: number; duration: number };
export type PageState = { longTasks: LongTask[]; firstRowInDomAt?: number; firstRowPaintedAt?: number };
type BenchWindow = Window & { __bench?: PageState; __keystroke?: Promise<KeystrokeSample> };

/**
 * Installed before any script of each document: long tasks, and the first element matching
 * `selector` painted (watched through aria-busy changes too: a list may fill rows it already shows).
 * Given a selector per address (path and query, as navigated to), the document's own; any of them elsewhere.
 */
export function installPageProbe(selectors: string | Record<string, string>) {
  const selector = typeof selectors === 'string' ? selectors : (selectors[location.pathname + location.search] ?? Object.values(selectors).join(', '));
  const state: PageState = { longTasks: [] };
  (window as BenchWindow).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  const observer = new MutationObserver(() => {
    if (state.firstRowInDomAt !== undefined || !document.querySelector(selector)) return;
    state.firstRowInDomAt = performance.now();
    observer.disconnect();
    // The frame that shows the row: its rAF runs before the paint, a task posted from it after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.firstRowPaintedAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}

type ResourceSample = { name: string; start: number; responseStart: number; end: number; transferSize: number; encodedSize: number; decodedSize: number };
type NavigationSample = {
  firstRowInDom: number;
  firstRowPainted: number;
  firstContentfulPaint: number | null;
  documentEnd: number;
  domContentLoaded: number;
  resources: ResourceSample[];
  longTasks: LongTask[];
};

function readNavigation(): NavigationSample {
  const state = (window as BenchWindow).__bench;
  if (!state || state.firstRowPaintedAt === undefined || state.firstRowInDomAt === undefined) throw new Error('première ligne non peinte');
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    firstRowInDom: state.firstRowInDomAt,
    firstRowPainted: state.firstRowPaintedAt,
    firstContentfulPaint: fcp ? fcp.startTime : null,
    documentEnd: navigation?.responseEnd ?? Number.NaN,
    domContentLoaded: navigation?.domContentLoadedEventEnd ?? Number.NaN,
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: new URL(entry.name).pathname,
      start: entry.startTime,
      responseStart: entry.responseStart,
      end: entry.responseEnd,
      transferSize: entry.transferSize,
      encodedSize: entry.encodedBodySize,
      decodedSize: entry.decodedBodySize,
    })),
    longTasks: state.longTasks.filter((task) => task.start < (state.firstRowPaintedAt ?? 0)),
  };
}

type KeystrokeSample = {
  inputAt?: number;
  /** The frame after the input event: the typed letter shown (React's urgent render). */
  echoPaintedAt?: number;
  gridMutatedAt?: number;
  /** The frame after the grid changed: the filtered rows shown. */
  rowsPaintedAt?: number;
  rows?: number;
  renderedRows?: number;
  timedOut?: boolean;
};

/**
 * Arms the measure of the next keystroke; read it with `await window.__keystroke`. When the
 * keystroke leaves the result set as it was, the grid does not change: only the echo is awaited.
 */
function armKeystroke({
  timeoutMs,
  selector,
  gridSelector,
  gridChanges,
  expectedRows,
}: {
  timeoutMs: number;
  selector: string;
  gridSelector: string;
  gridChanges: boolean;
  /** The grid has changed once it counts these rows: an earlier, unrelated mutation does not count. */
  expectedRows: number;
}) {
  const grid = document.querySelector(gridSelector);
  if (!grid) throw new Error('grille absente');
  (window as BenchWindow).__keystroke = new Promise<KeystrokeSample>((resolve) => {
    const sample: KeystrokeSample = {};
    const afterPaint = (then: () => void) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = then;
        channel.port2.postMessage(null);
      });
    const finish = () => {
      if (sample.echoPaintedAt !== undefined && (!gridChanges || sample.rowsPaintedAt !== undefined)) resolve(sample);
    };
    const onInput = (event: Event) => {
      window.removeEventListener('input', onInput, true);
      sample.inputAt = event.timeStamp;
      afterPaint(() => {
        sample.echoPaintedAt = performance.now();
        finish();
      });
    };
    window.addEventListener('input', onInput, true);
    const observer = new MutationObserver(() => {
      if (sample.inputAt === undefined || sample.gridMutatedAt !== undefined) return;
      if (Number(grid.getAttribute('aria-rowcount')) - 1 !== expectedRows) return;
      sample.gridMutatedAt = performance.now();
      observer.disconnect();
      afterPaint(() => {
        sample.rowsPaintedAt = performance.now();
        sample.rows = Number(grid.getAttribute('aria-rowcount')) - 1;
        sample.renderedRows = document.querySelectorAll(selector).length;
        finish();
      });
    });
    if (gridChanges) observer.observe(grid, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      window.removeEventListener('input', onInput, true);
      resolve({ ...sample, timedOut: true });
    }, timeoutMs);
  });
}

type ScrollSample = {
  /** Frame times while scrolling: the frames spent waiting for a page are not in them. */
  frames: number[];
  /** Every long task of the pass, those during the waits for pages included (the page's arrival is rendered then). */
  longTasks: LongTask[];
  /** The whole pass, waits for pages included. */
  durationMs: number;
  maxRenderedRows: number;
  maxElements: number;
  /** Frames where the rows drawn did not cover the visible part of the grid. */
  uncoveredFrames: number;
  lastRowIndex: number;
  rowCount: number;
  /** Times the loaded rows grew during the pass (a page of a paged list arrived), waited for or not. */
  pagesLoaded: number;
  /** Each stop at the bottom of the loaded rows until the next page came: when, and how long. */
  pageWaits: { start: number; durationMs: number }[];
  /** 'end': the last row; 'frames': the frames asked for; 'page': a next page not come within `pageWaitMs`. */
  stoppedAt: 'end' | 'frames' | 'page';
};

/**
 * Scrolls the list from the top, `step` px per animation frame, until its last row or `maxFrames`
 * frames: the scrolling element is the nearest scrollable ancestor of the first row, the row count
 * the nearest aria-rowcount. A list paged on the server (decision 0009) holds only the pages
 * loaded and asks for the next one as its end comes near: at the bottom of the loaded rows while
 * fewer than aria-rowcount are there, the scroll waits, as a user would, up to `pageWaitMs` for
 * the next page (the scroll height grows), apart from the frame times, then goes on.
 */
async function scrollThrough({
  step,
  selector,
  maxFrames = Number.POSITIVE_INFINITY,
  pageWaitMs,
}: {
  step: number;
  selector: string;
  maxFrames?: number;
  pageWaitMs: number;
}): Promise<ScrollSample> {
  let grid = document.querySelector<HTMLElement>(selector)?.parentElement ?? null;
  while (grid && !(grid.scrollHeight > grid.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(grid).overflowY))) grid = grid.parentElement;
  if (!grid) throw new Error('liste défilante absente');
  const counted = grid.closest('[aria-rowcount]');
  const rowCount = () => Number(counted?.getAttribute('aria-rowcount')) - 1;
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  grid.scrollTop = 0;
  await nextFrame();
  await nextFrame();
  const longTasks: LongTask[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask' });
  // A header row inside the scrolling element (sticky) hides the rows under it.
  const header = [...grid.querySelectorAll('[role="row"]')].find((row) => !row.matches(selector)) ?? null;
  const frames: number[] = [];
  const pageWaits: ScrollSample['pageWaits'] = [];
  let maxRenderedRows = 0;
  let maxElements = 0;
  let uncoveredFrames = 0;
  let lastRowIndex = 0;
  let pagesLoaded = 0;
  let height = grid.scrollHeight;
  let stoppedAt: ScrollSample['stoppedAt'] = 'frames';
  const start = performance.now();
  let previous = await nextFrame();
  while (frames.length < maxFrames) {
    const now = await nextFrame();
    frames.push(now - previous);
    previous = now;
    if (grid.scrollHeight > height) pagesLoaded++;
    height = grid.scrollHeight;
    // What the last scroll step rendered (the scroll event has been handled by now).
    const rows = grid.querySelectorAll<HTMLElement>(selector);
    maxRenderedRows = Math.max(maxRenderedRows, rows.length);
    maxElements = Math.max(maxElements, document.getElementsByTagName('*').length);
    const view = grid.getBoundingClientRect();
    const top = view.top + (header?.getBoundingClientRect().height ?? 0);
    let covered = 0;
    for (const row of rows) {
      const box = row.getBoundingClientRect();
      covered += Math.max(0, Math.min(box.bottom, view.bottom) - Math.max(box.top, top));
      // aria-rowindex counts the header row as 1: the first data row is 2.
      lastRowIndex = Math.max(lastRowIndex, Number(row.getAttribute('aria-rowindex')) - 2);
    }
    if (covered < view.bottom - top - 2) uncoveredFrames++;
    if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1) {
      if (lastRowIndex + 1 >= rowCount()) {
        stoppedAt = 'end';
        break;
      }
      // The bottom of the loaded rows: the next page is on its way (asked for near the end).
      const waitStart = performance.now();
      while (grid.scrollHeight <= height && performance.now() - waitStart < pageWaitMs) previous = await nextFrame();
      pageWaits.push({ start: waitStart, durationMs: performance.now() - waitStart });
      if (grid.scrollHeight <= height) {
        stoppedAt = 'page';
        break;
      }
      pagesLoaded++;
      height = grid.scrollHeight;
    }
    grid.scrollTop += step;
  }
  const durationMs = performance.now() - start;
  // Long-task entries arrive after their task: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  longTasks.push(...observer.takeRecords().map((entry) => ({ start: entry.startTime, duration: entry.duration })));
  observer.disconnect();
  grid.scrollTop = 0;
  return { frames, longTasks, durationMs, maxRenderedRows, maxElements, uncoveredFrames, lastRowIndex, rowCount: rowCount(), pagesLoaded, pageWaits, stoppedAt };
}

// ——— Scenarios ———

type Navigation = {
  wallMs: number;
  firstRowPaintedMs: number;
  firstRowInDomMs: number;
  fcpMs: number | null;
  scriptsLoadedMs: number;
  apiStartMs: number;
  apiMs: number;
  apiWaitMs: number;
  apiTransferBytes: number;
  apiBodyBytes: number;
  scriptTransferBytes: number;
  longTasks: number;
  longestTaskMs: number;
  longTaskTotalMs: number;
};

/** A tab whose probe waits for `spec`'s rows, or for each address's own first content (see installPageProbe). */
export async function newPage(context: BrowserContext, spec: PageSpec, selectors: string | Record<string, string> = spec.rowSelector): Promise<Page> {
  const page = await context.newPage();
  // tsx (esbuild, keepNames) wraps named inner functions in __name(…): give the page one.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.addInitScript(installPageProbe, selectors);
  return page;
}

export async function navigate(page: Page, spec: PageSpec, around: Around = (run) => run()): Promise<Navigation> {
  await page.goto('about:blank');
  const start = performance.now();
  await around(async () => {
    await page.goto(spec.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as BenchWindow).__bench?.firstRowPaintedAt !== undefined, undefined, { timeout: 120_000 });
  });
  const wallMs = performance.now() - start;
  const sample = await page.evaluate(readNavigation);
  const api = sample.resources.find((entry) => entry.name === spec.apiPath);
  if (!api) throw new Error(`GET ${spec.apiPath} absent du Resource Timing`);
  const scripts = sample.resources.filter((entry) => entry.name.startsWith('/assets/') && entry.name.endsWith('.js'));
  return {
    wallMs,
    firstRowPaintedMs: sample.firstRowPainted,
    firstRowInDomMs: sample.firstRowInDom,
    fcpMs: sample.firstContentfulPaint,
    scriptsLoadedMs: Math.max(...scripts.map((entry) => entry.end)),
    apiStartMs: api.start,
    apiMs: api.end - api.start,
    apiWaitMs: api.responseStart - api.start,
    apiTransferBytes: api.transferSize,
    apiBodyBytes: api.decodedSize,
    scriptTransferBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
    longTasks: sample.longTasks.length,
    longestTaskMs: Math.max(0, ...sample.longTasks.map((task) => task.duration)),
    longTaskTotalMs: sample.longTasks.reduce((sum, task) => sum + task.duration, 0),
  };
}

export async function signIn(page: Page, spec: PageSpec): Promise<void> {
  await page.goto(spec.path);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN_EMAIL);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.locator(spec.rowSelector).first().waitFor({ timeout: 120_000 });
}

type Keystroke = {
  label: string;
  rows: number;
  /** False when the letter left the result set unchanged: the grid had nothing to redraw. */
  changed: boolean;
  renderedRows: number;
  echoMs: number;
  rowsMs: number | null;
  /** The longest task from the input event to the rows (or, unchanged, the letter) painted. */
  longestTaskMs: number;
  /** The longest task within 500 ms of the input event, the URL update (at 300 ms) included. */
  longestTaskAfterMs: number;
};

/**
 * How many rows each prefix of the query finds, by the app's own client search rule, from the
 * list the API sends; the last number is the whole list.
 */
export async function expectedCounts(page: Page, spec: PageSpec, baseUrl: string): Promise<{ prefixes: number[]; total: number }> {
  const cookie = (await page.context().cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(`${baseUrl}${spec.apiPath}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${spec.apiPath} : ${response.status}`);
  const rows = spec.rowsOf(await response.json());
  return {
    prefixes: [...spec.query].map((_, i) => {
      const query = prepareClientQuery(spec.query.slice(0, i + 1));
      return query ? rows.filter((row) => matchesClientQuery(row, query)).length : rows.length;
    }),
    total: rows.length,
  };
}

export async function typeQuery(page: Page, spec: PageSpec, counts: { prefixes: number[]; total: number }, runs = TYPING_RUNS): Promise<Keystroke[]> {
  const QUERY = spec.query;
  const search = page.getByLabel(spec.searchLabel, { exact: true });
  const samples: Keystroke[] = [];
  const measure = async (label: string, rows: number, changed: boolean, act: () => Promise<void>) => {
    await page.evaluate(armKeystroke, { timeoutMs: 30_000, selector: spec.rowSelector, gridSelector: spec.gridSelector, gridChanges: changed, expectedRows: rows });
    await act();
    const sample = await page.evaluate(() => (window as BenchWindow).__keystroke);
    if (!sample || sample.timedOut || sample.inputAt === undefined || sample.echoPaintedAt === undefined) {
      throw new Error(`frappe « ${label} » : ${changed ? 'la grille n’a pas changé' : 'rien de peint'} en 30 s`);
    }
    if (changed && sample.rows !== rows) throw new Error(`frappe « ${label} » : ${sample.rows} lignes affichées, ${rows} attendues`);
    // Let the URL catch up (300 ms after the last keystroke) before the next one.
    await delay(500);
    const longTasks = await page.evaluate(
      ([from, to]) => ((window as BenchWindow).__bench?.longTasks ?? []).filter((task) => task.start >= from && task.start < to),
      [sample.inputAt, sample.inputAt + 500] as const,
    );
    const shownAt = sample.rowsPaintedAt ?? sample.echoPaintedAt;
    const painted = await page.evaluate((selector) => Number(document.querySelector(selector)?.getAttribute('aria-rowcount')) - 1, spec.gridSelector);
    if (painted !== rows) throw new Error(`frappe « ${label} » : ${painted} lignes affichées, ${rows} attendues`);
    samples.push({
      label,
      rows,
      changed,
      renderedRows: sample.renderedRows ?? (await page.locator(spec.rowSelector).count()),
      echoMs: sample.echoPaintedAt - sample.inputAt,
      rowsMs: sample.rowsPaintedAt === undefined ? null : sample.rowsPaintedAt - sample.inputAt,
      longestTaskMs: Math.max(0, ...longTasks.filter((task) => task.start < shownAt).map((task) => task.duration)),
      longestTaskAfterMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    });
  };
  for (let run = 0; run < runs; run++) {
    await search.click();
    let previous = counts.total;
    for (let i = 1; i <= QUERY.length; i++) {
      const rows = counts.prefixes[i - 1] ?? Number.NaN;
      await measure(QUERY.slice(0, i), rows, rows !== previous, () => page.keyboard.press(QUERY[i - 1] ?? ''));
      previous = rows;
    }
    await measure('(effacement)', counts.total, previous !== counts.total, async () => {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
    });
  }
  return samples;
}

export type Scroll = Omit<ScrollSample, 'frames' | 'longTasks' | 'pageWaits'> & {
  frames: number;
  frameMedianMs: number;
  frameP95Ms: number;
  frameMaxMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** lastRowIndex + 1. */
  rowsPassed: number;
  /** Stops at the bottom of the loaded rows until the next page came, their total and longest. */
  pageWaits: number;
  pageWaitMs: number;
  pageWaitMaxMs: number;
  /** Long tasks (> 50 ms) begun during those waits: the pages' arrival, rendered while the list stood still. */
  pageWaitLongTasks: number;
};

/**
 * `runs` passes of scrollThrough over the rows `selector` matches, to the last row (or `maxFrames`
 * frames), each summed up. A pass stopped short of the last row, or waiting more than
 * PAGE_WAIT_MS for a page, fails the benchmark.
 */
export async function scroll(page: Page, selector: string, { runs = SCROLL_RUNS, maxFrames }: { runs?: number; maxFrames?: number } = {}): Promise<Scroll[]> {
  const passes: Scroll[] = [];
  for (let run = 0; run < runs; run++) {
    const sample = await page.evaluate(scrollThrough, { step: SCROLL_STEP_PX, selector, maxFrames, pageWaitMs: PAGE_WAIT_MS });
    if (sample.stoppedAt === 'page') {
      throw new Error(`défilement : page suivante non arrivée en ${PAGE_WAIT_MS / 1000} s, à la ligne ${sample.lastRowIndex + 1} sur ${sample.rowCount}`);
    }
    if (sample.stoppedAt === 'end' && sample.lastRowIndex !== sample.rowCount - 1) {
      throw new Error(`défilement arrêté à la ligne ${sample.lastRowIndex + 1} sur ${sample.rowCount}`);
    }
    const { frames, longTasks, pageWaits, ...rest } = sample;
    const duringWait = (task: LongTask) => pageWaits.some((wait) => task.start >= wait.start && task.start < wait.start + wait.durationMs);
    passes.push({
      ...rest,
      durationMs: round1(rest.durationMs),
      frames: frames.length,
      frameMedianMs: round1(percentile(frames, 50)),
      frameP95Ms: round1(percentile(frames, 95)),
      frameMaxMs: round1(Math.max(...frames)),
      longTasks: longTasks.filter((task) => task.duration > LONG_TASK_MS).length,
      longestTaskMs: round1(Math.max(0, ...longTasks.map((task) => task.duration))),
      rowsPassed: sample.lastRowIndex + 1,
      pageWaits: pageWaits.length,
      pageWaitMs: round1(pageWaits.reduce((sum, wait) => sum + wait.durationMs, 0)),
      pageWaitMaxMs: round1(Math.max(0, ...pageWaits.map((wait) => wait.durationMs))),
      pageWaitLongTasks: longTasks.filter((task) => task.duration > LONG_TASK_MS && duringWait(task)).length,
    });
    await delay(500);
  }
  return passes;
}

// ——— Main-thread CPU time (Chromium trace) ———
// On a shared machine a task's wall time counts the time other processes held the CPU; the
// trace's thread time (tdur) does not. One more pass of each scenario runs under tracing.

type Around = (run: () => Promise<void>) => Promise<void>;
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };
type CpuKind = 'js' | 'style' | 'layout' | 'paint' | 'gc' | 'other';
type MainThread = {
  scenario: 'navigation' | 'frappe' | 'défilement';
  /** Navigations, keystrokes or frames in the pass. */
  units: number;
  wallMs: number;
  cpuMs: number;
  tasks: number;
  longTasksWall: number;
  longTasksCpu: number;
  longestTaskWallMs: number;
  longestTaskCpuMs: number;
  cpuByKind: Record<CpuKind, number>;
};

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
const CPU_KINDS: [CpuKind, RegExp][] = [
  ['js', /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|EvaluateScript|v8\.|V8\.|RunMicrotasks|ParseHTML)/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles)/],
  ['layout', /^Layout/],
  ['paint', /^(PrePaint|Paint|Layerize|Commit|UpdateLayer|CompositeLayers|RasterTask|Decode)/],
  ['gc', /GC/],
];

/** Thread time by kind of work on the busiest renderer main thread, from a Chromium trace. */
function mainThreadCpu(trace: Buffer): Omit<MainThread, 'scenario' | 'units' | 'wallMs'> {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mains = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of traceEvents) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(thread)) busy.set(thread, (busy.get(thread) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events = traceEvents
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = events.filter((e) => e.name === 'RunTask');
  // Self thread time of each event (its own minus its children's), by kind.
  const cpuByKind: Record<CpuKind, number> = { js: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0 };
  const stack: { end: number; name: string; cpu: number; children: number }[] = [];
  const close = () => {
    const done = stack.pop();
    if (!done) return;
    const kind = CPU_KINDS.find(([, pattern]) => pattern.test(done.name))?.[0] ?? 'other';
    cpuByKind[kind] += Math.max(0, done.cpu - done.children) / 1000;
  };
  for (const e of events) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= e.ts) close();
    const cpu = e.tdur ?? 0;
    const parent = stack.at(-1);
    if (parent) parent.children += cpu;
    stack.push({ end: e.ts + (e.dur ?? 0), name: e.name, cpu, children: 0 });
  }
  while (stack.length > 0) close();
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  return {
    cpuMs: round1(tasks.reduce((sum, e) => sum + ms(e.tdur), 0)),
    tasks: tasks.length,
    longTasksWall: tasks.filter((e) => ms(e.dur) > LONG_TASK_MS).length,
    longTasksCpu: tasks.filter((e) => ms(e.tdur) > LONG_TASK_MS).length,
    longestTaskWallMs: round1(Math.max(0, ...tasks.map((e) => ms(e.dur)))),
    longestTaskCpuMs: round1(Math.max(0, ...tasks.map((e) => ms(e.tdur)))),
    cpuByKind: Object.fromEntries(Object.entries(cpuByKind).map(([kind, value]) => [kind, round1(value)])) as Record<CpuKind, number>,
  };
}

export async function traced(browser: Browser, page: Page, scenario: MainThread['scenario'], run: (around: Around) => Promise<number>): Promise<MainThread> {
  let trace: Buffer | undefined;
  let wallMs = 0;
  const units = await run(async (inner) => {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const start = performance.now();
    try {
      await inner();
    } finally {
      wallMs = performance.now() - start;
      trace = await browser.stopTracing();
    }
  });
  if (!trace) throw new Error('trace absente');
  return { scenario, units, wallMs: round1(wallMs), ...mainThreadCpu(trace) };
}

// ——— Report ———

const ms = (value: number) => String(Math.round(value));
const span = (values: readonly number[]) => {
  const s = summary(values);
  return `${ms(s.median)} / ${ms(s.max)}`;
};
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
const fr = (value: number) => value.toLocaleString('fr-FR');

/** The table of scroll passes, in the results of every page benchmark that scrolls a list. */
export function scrollLines(scrolls: readonly Scroll[]): string[] {
  return [
    '| passage | durée (s) | dont attente des pages (s) | lignes parcourues | images | image médiane (ms) | image p95 (ms) | image max (ms) | longues tâches (> 50 ms) | dont pendant l’attente | la plus longue (ms) | images non couvertes | pages arrivées | attentes en bas de liste | attente max (ms) | lignes max dans le DOM | éléments max dans le DOM |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...scrolls.map(
      (s, i) =>
        `| ${i + 1} | ${fr(round1(s.durationMs / 1000))} | ${fr(round1(s.pageWaitMs / 1000))} | ${fr(s.rowsPassed)} sur ${fr(s.rowCount)} | ${s.frames} | ${s.frameMedianMs} | ${s.frameP95Ms} | ${s.frameMaxMs} | ${s.longTasks} | ${s.pageWaitLongTasks} | ${s.longestTaskMs} | ${s.uncoveredFrames} | ${s.pagesLoaded} | ${s.pageWaits} | ${ms(s.pageWaitMaxMs)} | ${s.maxRenderedRows} | ${fr(s.maxElements)} |`,
    ),
  ];
}

/** How the scroll passes are measured, for the text above scrollLines' table. */
export const SCROLL_METHOD = `Durée d’une image : écart entre deux \`requestAnimationFrame\`. Longues tâches : PerformanceObserver \`longtask\` (> ${LONG_TASK_MS} ms). « Images non couvertes » : images où les lignes rendues ne couvraient pas toute la partie visible de la liste. La liste est paginée sur le serveur (la page suivante demandée à l’approche de la fin des lignes chargées, décision 0009) : arrivé en bas des lignes chargées, le défilement attend la page suivante comme un utilisateur (${PAGE_WAIT_MS / 1000} s au plus, sinon échec), puis reprend. Ces attentes sont comptées à part (« dont attente des pages », « attentes en bas de liste ») et leurs images ne sont pas dans les durées d’image ; les longues tâches comptent tout le passage, celles commencées pendant une attente (l’arrivée d’une page) aussi à part. « Pages arrivées » : fois où les lignes chargées ont augmenté, attendues ou non.`;

function navigationLines(spec: PageSpec, r: PageResult): string[] {
  const row = (label: string, runs: Navigation[]) =>
    `| ${label} | ${span(runs.map((n) => n.firstRowPaintedMs))} | ${span(runs.map((n) => n.wallMs))} | ${span(runs.map((n) => n.scriptsLoadedMs))} | ${span(runs.map((n) => n.apiStartMs))} | ${span(runs.map((n) => n.apiMs))} | ${span(runs.map((n) => n.apiWaitMs))} | ${span(runs.map((n) => n.firstRowInDomMs - n.apiStartMs - n.apiMs))} | ${kb(summary(runs.map((n) => n.apiTransferBytes)).median)} | ${kb(summary(runs.map((n) => n.scriptTransferBytes)).median)} | ${span(runs.map((n) => n.longTasks))} | ${span(runs.map((n) => n.longestTaskMs))} |`;
  return [
    `| cache | premières lignes peintes | vu par Playwright | scripts chargés | début GET ${spec.apiPath} | GET ${spec.apiPath} | attente du 1er octet | réponse → lignes dans le DOM | transféré (API) | transféré (JS) | longues tâches | la plus longue |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('froid', r.cold),
    row('chaud', r.warm),
  ];
}

function keystrokeLines(r: PageResult): string[] {
  const labels = [...new Set(r.keystrokes.map((k) => k.label))];
  const changed = r.keystrokes.filter((k) => k.changed);
  const rowsSpan = (runs: Keystroke[]) => (runs.every((k) => k.rowsMs !== null) ? span(runs.map((k) => k.rowsMs ?? 0)) : 'inchangées');
  return [
    '| recherche | lignes trouvées | saisie → lettre affichée | saisie → lignes filtrées peintes | plus longue tâche jusque-là | plus longue tâche en 500 ms | lignes dans le DOM |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...labels.map((label) => {
      const runs = r.keystrokes.filter((k) => k.label === label);
      return `| ${label} | ${fr(runs[0]?.rows ?? Number.NaN)} | ${span(runs.map((k) => k.echoMs))} | ${rowsSpan(runs)} | ${span(runs.map((k) => k.longestTaskMs))} | ${span(runs.map((k) => k.longestTaskAfterMs))} | ${Math.max(...runs.map((k) => k.renderedRows))} |`;
    }),
    `| **frappes qui changent la liste** | | ${span(changed.map((k) => k.echoMs))} | ${rowsSpan(changed)} | ${span(changed.map((k) => k.longestTaskMs))} | ${span(changed.map((k) => k.longestTaskAfterMs))} | |`,
  ];
}

function mainThreadLines(r: PageResult): string[] {
  const unit = { navigation: 'navigation', frappe: 'frappe', défilement: 'image' } as const;
  const per = (value: number, t: MainThread) => fr(round1(value / Math.max(1, t.units)));
  return [
    '| passage | durée (mur) | CPU total | CPU par unité | JS | style | layout | paint | GC | autre | tâches | > 50 ms (mur) | > 50 ms (CPU) | plus longue : mur / CPU |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.mainThread.map(
      (t) =>
        `| ${t.scenario} (${t.units} ${unit[t.scenario]}${t.units > 1 ? 's' : ''}) | ${ms(t.wallMs)} | ${ms(t.cpuMs)} | ${per(t.cpuMs, t)} | ${per(t.cpuByKind.js, t)} | ${per(t.cpuByKind.style, t)} | ${per(t.cpuByKind.layout, t)} | ${per(t.cpuByKind.paint, t)} | ${per(t.cpuByKind.gc, t)} | ${per(t.cpuByKind.other, t)} | ${t.tasks} | ${t.longTasksWall} | ${t.longTasksCpu} | ${ms(t.longestTaskWallMs)} / ${ms(t.longestTaskCpuMs)} |`,
    ),
  ];
}

// ——— One page on one database ———

export type PageResult = {
  database: string;
  seedSeconds: number;
  loadAverage: number;
  cold: Navigation[];
  warm: Navigation[];
  keystrokes: Keystroke[];
  scrolls: Scroll[];
  mainThread: MainThread[];
  restingRows: number;
  restingElements: number;
  /** The server's resident memory once the page's scenarios are done. */
  serverRssBytes: number;
};

export async function measurePage(browser: Browser, app: App, target: ServerTarget, spec: PageSpec): Promise<PageResult> {
  const server = await startServer(app.root, target);
  const { open, closeAll } = contextOpener(browser, server);
  try {
    const loadAverage = loadavg()[0] ?? Number.NaN;
    const warmContext = await open();
    const page = await newPage(warmContext, spec);
    log(`${spec.title}, ${target.label} : connexion par le formulaire…`);
    await signIn(page, spec);
    const session = await warmContext.storageState();

    log(`${spec.title}, ${target.label} : ${NAV_RUNS} navigations à froid et ${NAV_RUNS} à chaud, à tour de rôle…`);
    const cold: Navigation[] = [];
    const warm: Navigation[] = [];
    for (let run = 0; run < NAV_RUNS; run++) {
      // Cold: a context of its own (empty HTTP and code caches), signed in with the same cookie.
      const coldContext = await open(session);
      cold.push(await navigate(await newPage(coldContext, spec), spec));
      await coldContext.close();
      warm.push(await navigate(page, spec));
    }

    const resting = await page.evaluate(
      (selector) => ({ rows: document.querySelectorAll(selector).length, elements: document.getElementsByTagName('*').length }),
      spec.rowSelector,
    );
    // The idle-time folding of the names for the search is done by now.
    await delay(1_000);
    log(`${spec.title}, ${target.label} : frappe de « ${spec.query} » lettre par lettre (${TYPING_RUNS} fois)…`);
    const counts = await expectedCounts(page, spec, server.url);
    const keystrokes = await typeQuery(page, spec, counts);
    log(`${spec.title}, ${target.label} : défilement des ${counts.total} lignes (${SCROLL_RUNS} fois)…`);
    const scrolls = await scroll(page, spec.rowSelector);

    log(`${spec.title}, ${target.label} : un passage de plus de chaque scénario sous trace Chromium (temps CPU)…`);
    const mainThread = [
      await traced(browser, page, 'navigation', async (around) => {
        await navigate(page, spec, around);
        return 1;
      }),
      await traced(browser, page, 'frappe', async (around) => {
        await delay(1_000);
        let typed = 0;
        await around(async () => {
          typed = (await typeQuery(page, spec, counts, 1)).length;
        });
        return typed;
      }),
      await traced(browser, page, 'défilement', async (around) => {
        let frames = 0;
        await around(async () => {
          frames = (await scroll(page, spec.rowSelector, { runs: 1 }))[0]?.frames ?? 0;
        });
        return frames;
      }),
    ];
    return {
      database: target.label,
      seedSeconds: target.reference.seedSeconds,
      loadAverage: round1(loadAverage),
      cold,
      warm,
      keystrokes,
      scrolls,
      mainThread,
      restingRows: resting.rows,
      restingElements: resting.elements,
      serverRssBytes: server.rssBytes(),
    };
  } finally {
    await closeAll();
    await server.stop();
  }
}

/** The figures latest.md shows for a page, per database. */
export type PageHeadline = {
  database: string;
  /** Medians, ms. */
  firstRowsColdMs: number;
  firstRowsWarmMs: number;
  /** Keystrokes that changed the list: input to filtered rows painted, median and max. */
  keystrokeMs: Summary;
  /** While scrolling every row: long tasks (> 50 ms) and the longest, over every pass. */
  scrollLongTasks: number;
  scrollLongestTaskMs: number;
  scrollFrameP95Ms: number;
  /** Stops at the bottom of the loaded rows for the next page, and their total (ms), over every pass. */
  scrollPageWaits: number;
  scrollPageWaitMs: number;
};

function headline(r: PageResult): PageHeadline {
  const changed = r.keystrokes.filter((k) => k.changed && k.rowsMs !== null).map((k) => k.rowsMs ?? 0);
  const totals = scrollTotals(r.scrolls);
  return {
    database: r.database,
    firstRowsColdMs: summary(r.cold.map((n) => n.firstRowPaintedMs)).median,
    firstRowsWarmMs: summary(r.warm.map((n) => n.firstRowPaintedMs)).median,
    keystrokeMs: changed.length > 0 ? summary(changed) : { median: Number.NaN, max: Number.NaN },
    scrollLongTasks: totals.longTasks,
    scrollLongestTaskMs: totals.longestTaskMs,
    scrollFrameP95Ms: totals.frameP95Ms,
    // Every pass of this run records its waits.
    scrollPageWaits: totals.pageWaits ?? 0,
    scrollPageWaitMs: round1(totals.pageWaitMs ?? 0),
  };
}

/** The whole benchmark of one page: both databases, then bench/results/<spec.name>.{md,json}. */
export async function runPageBenchmark(spec: PageSpec, intro: string[]): Promise<void> {
  const startLoad = round1(loadavg()[0] ?? Number.NaN);
  const { results, browserVersion, build } = await inChromiumOnEachTarget((browser, app, target) => measurePage(browser, app, target, spec));
  const endLoad = round1(loadavg()[0] ?? Number.NaN);
  const lines = [
    `# ${spec.title} dans Chromium`,
    '',
    ...intro,
    `Application construite (\`dist/\` du ${build.stamp}${build.built ? ', construit pour ce passage' : ''}${build.stale ? ', **plus ancien que certaines sources**' : ''}) servie par \`node dist/server/main.js\` (NODE_ENV=production) sur une copie du cabinet de démonstration : ${sizeLabel()}.`,
    `Chromium ${browserVersion} de Debian, sans tête et sans GPU, fenêtre ${VIEWPORT.width} × ${VIEWPORT.height}, connexion par le formulaire (${DEMO_ADMIN_EMAIL}).`,
    'Durées en ms, **médiane / max**. « Peint » : l’image qui suit la modification du DOM (un `requestAnimationFrame`, puis une tâche postée depuis lui, qui s’exécute après le rendu de l’image).',
    `Machine : ${availableParallelism()} processeurs, charge moyenne ${startLoad} au départ, ${endLoad} à la fin (machine partagée : les durées absolues varient d’un passage à l’autre).`,
    '',
    ...results.flatMap((r) => pageSectionLines(spec, r)),
    ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
  ];
  writeResults(spec.name, lines, {
    page: spec.path,
    api: spec.apiPath,
    loadAverage: startLoad,
    loadAverageEnd: endLoad,
    chromium: browserVersion,
    viewport: VIEWPORT,
    build,
    headlines: results.map(headline),
    results,
  });
}

function pageSectionLines(spec: PageSpec, r: PageResult): string[] {
  return [
    `## ${r.database}`,
    '',
    `Charge moyenne ${r.loadAverage} au début des mesures ; mémoire résidente du serveur à la fin : ${fr(Math.round(r.serverRssBytes / 1048576))} Mo.`,
    '',
    `### Navigation vers ${spec.path} jusqu’aux premières lignes peintes (${NAV_RUNS} fois chaque, à tour de rôle)`,
    '',
    'Depuis le début de la navigation (`page.goto`, session ouverte). Cache froid : un contexte neuf (caches HTTP et de code vides) avec le même cookie ; chaud : le même onglet, ressources en cache.',
    `Les colonnes du GET ${spec.apiPath} viennent du Resource Timing du navigateur ; « réponse → lignes dans le DOM » est le temps passé dans la page entre la fin de la réponse et la première ligne insérée (lecture du JSON, tri, rendu).`,
    '',
    ...navigationLines(spec, r),
    '',
    `### Frappe dans la recherche (« ${spec.query} » lettre par lettre, puis effacement, ${TYPING_RUNS} fois)`,
    '',
    'Depuis l’événement `input` : jusqu’à l’image qui montre la lettre tapée, et jusqu’à l’image qui suit le changement de la liste (MutationObserver). Une lettre qui ne change pas la liste ne redessine rien : « inchangées ». Le nombre de lignes affichées est comparé à celui que donne la règle de recherche de l’application sur la liste de l’API.',
    '',
    ...keystrokeLines(r),
    '',
    `### Défilement de toutes les lignes (${SCROLL_STEP_PX} px par image, du haut jusqu’en bas, ${SCROLL_RUNS} fois)`,
    '',
    `${SCROLL_METHOD} Au repos : ${r.restingRows} lignes et ${fr(r.restingElements)} éléments dans le DOM.`,
    '',
    ...scrollLines(r.scrolls),
    '',
    '### Temps CPU du thread principal de la page (trace Chromium, un passage de plus de chaque scénario)',
    '',
    'Le temps de mur d’une tâche compte aussi le temps où d’autres processus tenaient le processeur ; le temps CPU du thread (`tdur` de la trace) non. Navigation : de `page.goto` aux premières lignes peintes (cache chaud). Frappe : tout le passage (les pauses de 500 ms comprises). JS, style, layout, paint, GC : temps propre de ces événements de la trace, **par unité** (navigation, frappe, image), en ms.',
    '',
    ...mainThreadLines(r),
    '',
  ];
}
