import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isClusterRunning, stopCluster } from '../../src/server/db/embedded/cluster.ts';

export type AppServer = {
  url: string;
  /** Everything the server printed, for the test output when something fails. */
  logFile: string;
  /**
   * SIGTERM, then SIGKILL if still running after STOP_TIMEOUT_MS; resolves to the exit code: 0 for
   * a clean shutdown (requests finished, streams ended, database closed), -1 when killed.
   */
  stop: () => Promise<number | null | undefined>;
};

type StartOptions = {
  port: number;
  /** Defaults to a fresh temporary folder, removed by stop(). */
  dataDir?: string;
  /** Added to (and overriding) the test environment below. */
  env?: Record<string, string>;
  /** Pins the server's clock to this ISO instant, from which it runs on (see server-clock.mjs). */
  now?: string;
  /**
   * Serves the build as it is (dist/server/main.js) instead of `npm start`, which rebuilds when a
   * source is newer: a rebuild in the middle of a run would replace the assets the shared server
   * is serving.
   */
  asBuilt?: boolean;
};

const ROOT = new URL('../..', import.meta.url).pathname;
// The first start after a source change builds the app before it serves.
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;
const LOG_TAIL_CHARS = 8_000;
const SERVER_CLOCK = new URL('./server-clock.mjs', import.meta.url).href;

/**
 * Runs the app the way `npm start` does (scripts/start.mjs), on its own embedded database in a
 * temporary folder, and resolves once /api/health answers 200.
 */
export async function startAppServer({ port, dataDir, env = {}, now, asBuilt = false }: StartOptions): Promise<AppServer> {
  await assertPortFree(port);
  const workDir = await mkdtemp(join(tmpdir(), `cabinet-e2e-${port}-`));
  // Run as root, the embedded PostgreSQL runs as the postgres account, which must reach DATA_DIR.
  await chmod(workDir, 0o755);
  const logFile = join(workDir, 'server.log');
  const dataDirectory = dataDir ?? join(workDir, 'data');
  const url = `http://localhost:${port}`;
  const args = [...(now ? ['--import', SERVER_CLOCK] : []), asBuilt ? 'dist/server/main.js' : 'scripts/start.mjs'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // localhost, not 127.0.0.1: the browser's Origin must equal APP_URL for writes to be accepted.
      APP_URL: url,
      DATA_DIR: dataDirectory,
      DATABASE_URL: '',
      // Empty values win over a developer's .env, so every run has the same configuration.
      AUTH_SECRET: '',
      ALLOW_SIGNUP: 'false',
      TRUST_PROXY: 'false',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      MAIL_FROM: 'Cabinet <no-reply@cabinet.test>',
      ...(now ? { E2E_SERVER_NOW: now } : {}),
      ...env,
    },
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      resolve();
    }),
  );

  const stop = async () => {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      // The server finishes requests in flight and closes the database; a hung one is killed.
      const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
        // A killed server leaves its embedded PostgreSQL running: stop it too.
        const pgdata = join(dataDirectory, 'postgres');
        if (await isClusterRunning(pgdata)) await stopCluster(pgdata);
      }
    }
    await new Promise<void>((resolve) => log.end(resolve));
    await rm(workDir, { recursive: true, force: true });
    return exitCode;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isHealthy(url))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      const reason = exitCode !== undefined ? `s’est arrêté (code ${exitCode})` : `ne répond pas après ${READY_TIMEOUT_MS / 1000} s`;
      const output = await readLogTail(logFile);
      await stop();
      throw new Error(`Le serveur de test sur le port ${port} ${reason}.\n--- sortie du serveur ---\n${output}`);
    }
    await delay(250);
  }
  return { url, logFile, stop };
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The end of the server's output, from `fromByte` on. */
export async function readLogTail(logFile: string, fromByte = 0): Promise<string> {
  const text = await readFile(logFile).then(
    (bytes) => bytes.subarray(fromByte).toString('utf8'),
    () => '',
  );
  return text.length > LOG_TAIL_CHARS ? `…${text.slice(-LOG_TAIL_CHARS)}` : text;
}

/** A port nobody listens on right now, for a server started inside a test. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('Aucun port libre');
  return address.port;
}

// Another run (or an app) on the port would answer the health check in our place.
async function assertPortFree(port: number): Promise<void> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch {
    throw new Error(`Le port ${port} est déjà occupé : arrêtez ce qui l’utilise ou choisissez-en un autre (E2E_PORT).`);
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
