import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '../../logger.ts';
import { findPostgresBinaries } from './binaries.ts';
import { diskFullError } from './data-dir.ts';
import { readPostmaster } from './postmaster.ts';
import { checkSocketFree } from './socket-lock.ts';
import { canEnter } from './system-dir.ts';
import { postgresRunAs, POSTGRES_SYSTEM_USER, type RunAs } from './run-as.ts';

/** The cluster's superuser, created by initdb; reached only through the private socket. */
const SUPERUSER = 'postgres';
/** With TCP off, the port only names the socket file (.s.PGSQL.5432). */
const SOCKET_PORT = 5432;
const SETTINGS_FILE = 'cabinet.conf';
// sun_path holds 108 bytes with its NUL; PostgreSQL also needs room for the '.lock' sibling.
const MAX_SOCKET_PATH = 100;
const START_TIMEOUT_S = 300;

export type ClusterOptions = {
  /** The cluster's folder (DATA_DIR/postgres for the server). Created by initdb when absent. */
  pgdata: string;
  /** False for the tests' throwaway cluster: no fsync, no full-page writes. */
  durable?: boolean;
  /** Where a stale socket lock's removal is reported. */
  logger?: Logger;
};

export type RunningCluster = {
  pgdata: string;
  socketDir: string;
  /** A `pg` connection string to one of the cluster's databases, through its socket. */
  url: (database: string) => string;
  stop: () => Promise<void>;
};

/** A connection string through a Unix socket folder (pg reads `host` from the query). */
export function socketUrl(socketDir: string, database: string, port = SOCKET_PORT): string {
  return `postgres://${SUPERUSER}@localhost:${port}/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}`;
}

export function isInitialised(pgdata: string): boolean {
  return existsSync(join(pgdata, 'PG_VERSION'));
}

/** Runs one of the cluster's programs, as the postgres account when this process is root. */
async function run(program: 'initdb' | 'pg_ctl', args: string[], runAs: RunAs | undefined): Promise<string> {
  const binaries = await findPostgresBinaries(runAs);
  return new Promise((resolve, reject) => {
    execFile(
      binaries[program],
      args,
      { ...runAs, env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' }, encoding: 'utf8', timeout: (START_TIMEOUT_S + 30) * 1000 },
      (error, stdout, stderr) => {
        if (error) reject(Object.assign(error, { output: `${stdout}${stderr}`.trim() }));
        else resolve(`${stdout}${stderr}`);
      },
    );
  });
}

function outputOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'output' in error ? String(error.output) : String(error);
}

/** PostgreSQL's own words for a full disk, in its output or its log. */
const isDiskFull = (text: string) => /No space left on device|Disk quota exceeded/i.test(text);

function quoteSetting(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** Checks the postgres account can reach a folder this root process made (placeCluster moves a DATA_DIR it cannot enter). */
async function assertReachable(dir: string, runAs: RunAs | undefined) {
  if (!runAs || (await canEnter(dir, runAs))) return;
  throw new Error(
    `Le compte « ${POSTGRES_SYSTEM_USER} », sous lequel tourne PostgreSQL, ne peut pas accéder à ${dir} : ` +
      'choisissez un DATA_DIR hors d’un dossier privé de root (par ex. /var/lib/cabinet), ou lancez le serveur sous un autre compte.',
  );
}

async function initialise(pgdata: string, durable: boolean, runAs: RunAs | undefined) {
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  try {
    if (runAs) chownSync(pgdata, runAs.uid, runAs.gid);
    await assertReachable(pgdata, runAs);
  } catch (error) {
    rmSync(pgdata, { recursive: true, force: true });
    throw error;
  }
  try {
    await run(
      'initdb',
      [
        '-D', pgdata,
        '-U', SUPERUSER,
        // Only the server's own process reaches the socket, in a 0700 folder: no password to keep.
        '--auth=trust',
        '--encoding=UTF8',
        // Unicode case mapping (lower('É') = 'é') whatever locales the machine has installed;
        // code-point order, as the external server's C collation gives.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
        ...(durable ? [] : ['--no-sync']),
      ],
      runAs,
    );
  } catch (error) {
    rmSync(pgdata, { recursive: true, force: true });
    if (isDiskFull(outputOf(error))) throw diskFullError(dirname(pgdata), error);
    throw new Error(`Création de la base embarquée impossible (${pgdata}) :\n${outputOf(error)}`, { cause: error });
  }
  // The settings this version wants are rewritten at every start (writeSettings), included last.
  appendFileSync(join(pgdata, 'postgresql.conf'), `\ninclude_if_exists = '${SETTINGS_FILE}'\n`);
}

function writeSettings(pgdata: string, socketDir: string, durable: boolean, runAs: RunAs | undefined) {
  const settings: Record<string, string> = {
    // No TCP at all: the socket folder's 0700 mode is the only door.
    listen_addresses: "''",
    unix_socket_directories: quoteSetting(socketDir),
    unix_socket_permissions: '0700',
    port: String(SOCKET_PORT),
    // Autovacuum keeps statistics and reclaims dead rows for years of daily use.
    autovacuum: 'on',
    timezone: "'UTC'",
    log_timezone: "'UTC'",
    lc_messages: "'C'",
    logging_collector: 'on',
    log_directory: "'log'",
    log_filename: "'postgresql-%a.log'",
    log_truncate_on_rotation: 'on',
    log_rotation_age: "'1d'",
    log_rotation_size: '0',
    ...(durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
  };
  const file = join(pgdata, SETTINGS_FILE);
  const text = `# Written by Cabinet at every start: edit postgresql.auto.conf (ALTER SYSTEM) for local changes.\n${Object.entries(settings)
    .map(([name, value]) => `${name} = ${value}`)
    .join('\n')}\n`;
  writeFileSync(file, text, { mode: 0o600 });
  if (runAs) chownSync(file, runAs.uid, runAs.gid);
}

/** The cluster's folder if its socket path fits, else a private temporary folder. */
function chooseSocketDir(pgdata: string, runAs: RunAs | undefined): string {
  if (Buffer.byteLength(join(pgdata, `.s.PGSQL.${SOCKET_PORT}.lock`)) <= MAX_SOCKET_PATH) return pgdata;
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-pg-'));
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  return dir;
}

/** True when a postmaster runs on this folder (pg_ctl checks postmaster.pid's process). */
export async function isClusterRunning(pgdata: string): Promise<boolean> {
  if (!existsSync(join(pgdata, 'postmaster.pid'))) return false;
  try {
    await run('pg_ctl', ['status', '-D', pgdata], postgresRunAs(pgdata));
    return true;
  } catch {
    return false;
  }
}

/** Stops the postmaster of this folder: 'fast' rolls back open transactions and checkpoints. */
export async function stopCluster(pgdata: string): Promise<void> {
  const socketDir = readPostmaster(pgdata)?.socketDir;
  try {
    await run('pg_ctl', ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '120'], postgresRunAs(pgdata));
  } catch (error) {
    // Already stopped is what was asked for.
    if (!(await isClusterRunning(pgdata))) return;
    throw new Error(`Arrêt de la base embarquée impossible (${pgdata}) :\n${outputOf(error)}`, { cause: error });
  } finally {
    if (socketDir && socketDir !== pgdata && dirname(socketDir) === tmpdir()) rmSync(socketDir, { recursive: true, force: true });
  }
}

/**
 * Starts the cluster in `pgdata`, creating it on first use. The postmaster runs detached (its own
 * session, started by pg_ctl), so a killed server leaves it running: the next start finds it
 * through postmaster.pid (see startEmbedded).
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { pgdata } = options;
  const durable = options.durable ?? true;
  const runAs = postgresRunAs(pgdata);
  if (!isInitialised(pgdata)) await initialise(pgdata, durable, runAs);
  const socketDir = chooseSocketDir(pgdata, runAs);
  await checkSocketFree({ socketDir, port: SOCKET_PORT, logger: options.logger });
  writeSettings(pgdata, socketDir, durable, runAs);
  const log = join(pgdata, 'startup.log');
  try {
    await run('pg_ctl', ['start', '-D', pgdata, '-l', log, '-w', '-t', String(START_TIMEOUT_S)], runAs);
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
    if (isDiskFull(`${outputOf(error)}\n${tail}`)) throw diskFullError(dirname(pgdata), error);
    throw new Error(`Démarrage de la base embarquée impossible (${pgdata}) :\n${outputOf(error)}\n${tail}`.trim(), { cause: error });
  }
  let stopped: Promise<void> | undefined;
  return {
    pgdata,
    socketDir,
    url: (database) => socketUrl(socketDir, database),
    stop: () => (stopped ??= stopCluster(pgdata)),
  };
}
