// The built app served as `npm start` serves it, for the benchmarks that drive Chromium: a private
// copy of dist/ (others rebuild it whenever they like), a server on a free port, and Debian's
// Chromium with the flags of playwright.config.ts. Taken from bench/clients-browser.ts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

const log = (message: string) => process.stderr.write(`${message}\n`);

export type Build = { built: boolean; stale: boolean; stamp: string };

const distReady = () => ['dist/.build-stamp', 'dist/web/index.html', 'dist/server/main.js'].every((file) => existsSync(join(ROOT, file)));
const readStamp = () => readFileSync(join(ROOT, 'dist', '.build-stamp'), 'utf8').trim();

/**
 * A private copy of the built app (dist/, package.json, a link to node_modules) in `appRoot`.
 * Builds when there is no dist/; a build older than the sources is measured as it is, and the
 * report says so.
 */
export async function prepareApp(appRoot: string): Promise<Build> {
  let built = false;
  for (let waited = 0; !distReady() && waited < 60; waited++) await delay(1_000);
  if (!distReady()) {
    log('Application non construite : npm run build…');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
    built = true;
  }
  for (let attempt = 1; ; attempt++) {
    const stamp = readStamp();
    rmSync(join(appRoot, 'dist'), { recursive: true, force: true });
    try {
      cpSync(join(ROOT, 'dist'), join(appRoot, 'dist'), { recursive: true });
    } catch (error) {
      if (attempt >= 10) throw error;
    }
    // A build that started meanwhile changes the stamp or leaves holes: copy again once it is done.
    const copied = ['dist/web/index.html', 'dist/server/main.js', 'dist/.build-stamp'].every((file) => existsSync(join(appRoot, file)));
    if (copied && distReady() && readStamp() === stamp && readFileSync(join(appRoot, 'dist', '.build-stamp'), 'utf8').trim() === stamp) break;
    if (attempt >= 10) throw new Error('dist/ change sans cesse : impossible d’en prendre une copie cohérente');
    log('dist/ en cours de reconstruction par ailleurs : nouvel essai…');
    for (let waited = 0; !distReady() && waited < 120; waited++) await delay(1_000);
    await delay(2_000);
  }
  cpSync(join(ROOT, 'package.json'), join(appRoot, 'package.json'));
  if (!existsSync(join(appRoot, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(appRoot, 'node_modules'), 'dir');
  // The rule of `npm start` (scripts/start.mjs).
  const newest = (path: string): number => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  const inputs = ['src', 'vite.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'].map((p) => join(ROOT, p)).filter(existsSync);
  const stamp = readFileSync(join(appRoot, 'dist', '.build-stamp'), 'utf8').trim();
  const stale = Math.max(...inputs.map(newest)) > Date.parse(stamp);
  if (stale) log('Attention : des sources sont plus récentes que dist/ (lancer « npm run build » pour mesurer le code actuel).');
  return { built, stale, stamp };
}

/**
 * « Before / after » in one run: BENCH_BEFORE_ROOT names a checkout of an older commit, built there
 * (`npm ci && npm run build`). Its dist/ is served from a private copy, like the current build, on
 * a copy of the same data; `remove` deletes the copy.
 */
export function beforeApp(): { checkout: string; appRoot: string; stamp: string; remove: () => void } | undefined {
  const root = process.env.BENCH_BEFORE_ROOT;
  if (!root) return undefined;
  if (!existsSync(join(root, 'dist', 'server', 'main.js'))) throw new Error(`${root} n’est pas construit (npm run build)`);
  const appRoot = mkdtempSync(join(tmpdir(), 'cabinet-bench-before-app-'));
  cpSync(join(root, 'dist'), join(appRoot, 'dist'), { recursive: true });
  cpSync(join(root, 'package.json'), join(appRoot, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(appRoot, 'node_modules'), 'dir');
  const stamp = readFileSync(join(appRoot, 'dist', '.build-stamp'), 'utf8').trim();
  return { checkout: root, appRoot, stamp, remove: () => rmSync(appRoot, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('aucun port libre');
  return address.port;
}

export type Target = {
  label: string;
  /** DATABASE_URL for the server; '' for the embedded database in DATA_DIR. */
  databaseUrl: string;
  authSecret: string;
  dataDir: string;
};

export type Server = {
  url: string;
  stop: () => Promise<void>;
  pid: number;
  logFile: string;
  /** Resident memory of the Node server process, from /proc (the embedded PostgreSQL's processes are apart). */
  rssBytes: () => number;
};

export function rssOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system, every thread) the process has used so far, in ms, from /proc. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks of 10 ms (USER_HZ 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until the server is idle (under 5 % of a core for two seconds in a row, 90 s at most):
 * at start it rolls every client's deadlines (the daily obligations pass, some seconds of CPU at
 * the reference size), which a measurement of the steady state must not take for its own.
 */
export async function waitUntilIdle(pid: number): Promise<void> {
  let quiet = 0;
  for (let waited = 0; quiet < 4 && waited < 180; waited++) {
    const before = cpuMsOf(pid);
    await delay(500);
    quiet = cpuMsOf(pid) - before < 25 ? quiet + 1 : 0;
  }
}

/**
 * `node dist/server/main.js` from `appRoot`, NODE_ENV=production, once /api/health answers; on
 * `port` (else a free one), with `env` added (the load test raises the sign-in limit).
 */
export async function startServer(appRoot: string, target: Target, options: { port?: number; env?: Record<string, string> } = {}): Promise<Server> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const logFile = join(target.dataDir, '..', `server-${port}.log`);
  const child: ChildProcess = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'dist/server/main.js'], {
    cwd: appRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Empty values win over a developer's .env: every run has the same configuration.
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      AUTH_SECRET: target.authSecret,
      SMTP_URL: '',
      ALLOW_SIGNUP: 'false',
      TRUST_PROXY: 'false',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // localhost, not 127.0.0.1: the browser's Origin must equal APP_URL for writes to pass.
      APP_URL: url,
      SIGN_IN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const output = createWriteStream(logFile);
  child.stdout?.pipe(output, { end: false });
  child.stderr?.pipe(output, { end: false });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), delay(STOP_TIMEOUT_MS).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    await new Promise<void>((resolve) => output.end(resolve));
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return { url, stop, pid: child.pid ?? -1, logFile, rssBytes: () => rssOf(child.pid ?? -1) };
    if (exited || Date.now() > deadline) {
      await stop();
      const tail = readFileSync(logFile, 'utf8').slice(-4000);
      throw new Error(`le serveur ${exited ? 's’est arrêté' : 'ne répond pas'} :\n${tail}`);
    }
    await delay(250);
  }
}

export type Asset = { file: string; bytes: number; gzipBytes: number };

/** The scripts index.html loads (entry and modulepreload), raw and gzipped as node:zlib does. */
export function initialScripts(appRoot: string): Asset[] {
  const webRoot = join(appRoot, 'dist', 'web');
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)) if (match[1]) files.add(match[1]);
  return [...files].map((file) => {
    const body = readFileSync(join(webRoot, file));
    return { file, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength };
  });
}
