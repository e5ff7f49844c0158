import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, assert, beforeAll, describe, expect, it } from 'vitest';
import { isClusterRunning, stopCluster } from '../db/embedded/cluster.ts';
import { readPostmaster } from '../db/embedded/postmaster.ts';
import { readPostmasterState } from '../db/embedded/postmaster-state.ts';
import { reachableTempDir } from '../db/embedded/run-as.ts';
import { canExecute } from '../db/embedded/system-dir.ts';
import { fillUntil, mountTmpfs, remount, unmount } from './mounts.ts';
import { freePort, setUpAdmin, startServer, type ServerProcess } from './server-process.ts';

// The faults a firm meets when it starts the server on its embedded database (issue 13's list):
// a DATA_DIR on a read-only or full disk, or someone else's; the port or the database's socket
// already taken; a postmaster.pid that lies.
// Each is said in French at start, and a failed start leaves nothing behind: no lock, no running
// PostgreSQL, no half-made folder. The real server runs as a child process with no DATABASE_URL,
// in both passes of the suite. Mounting a small tmpfs needs root, as CI runs the tests.

const base = reachableTempDir('cabinet-start-faults-');
const disk = join(base, 'disque');
const dataDir = join(disk, 'data');
const pgdata = join(dataDir, 'postgres');
const EMAIL = 'admin@cabinet.test';
const PASSWORD = 'motdepasse';
const FAILED_START_MS = 60_000;
const NOBODY = { uid: 65534, gid: 65534 };
const mounted: string[] = [];
let server: ServerProcess | undefined;
const others: ChildProcess[] = [];

function mount(dir: string, megabytes: number) {
  mountTmpfs(dir, megabytes);
  mounted.push(dir);
}

/** What a failed start must not leave: the data folder's lock, a running PostgreSQL. */
function expectNothingRunning(dir: string) {
  expect(existsSync(join(dir, 'cabinet.lock'))).toBe(false);
  expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
}

/** Alive and not a zombie waiting for whichever process adopted it to reap it. */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A process of another program, alive until the test ends. */
async function otherProgram(script: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  others.push(child);
  await once(child.stdout ?? child, 'data');
  return child;
}

/**
 * A folder of one account and a way to start the server as another: the server runs as nobody
 * when nobody can read the project; in a project closed to it (a clone in /root), as root
 * without the capabilities that let root write into every folder, in nobody's folder.
 */
async function anotherAccountsFolder() {
  const project = fileURLToPath(new URL('../../..', import.meta.url));
  if (await canExecute(join(project, 'node_modules', '.bin', 'tsx'), NOBODY)) {
    const folder = join(base, 'a-root');
    mkdirSync(folder, { mode: 0o755 });
    return { me: 'nobody', owner: 'root', folder, launcher: ['setpriv', `--reuid=${NOBODY.uid}`, `--regid=${NOBODY.gid}`, '--clear-groups', '--'] };
  }
  const folder = join(base, 'a-nobody');
  mkdirSync(folder, { mode: 0o755 });
  chownSync(folder, NOBODY.uid, NOBODY.gid);
  return { me: 'root', owner: 'nobody', folder, launcher: ['setpriv', '--bounding-set', '-dac_override,-dac_read_search,-fowner', '--'] };
}

async function stopServer() {
  assert(server, 'serveur absent');
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  server = undefined;
}

beforeAll(async () => {
  // Room for a cluster (about 40 MB) and the 64 MB a new one asks for.
  mount(disk, 160);
  server = await startServer({ DATA_DIR: dataDir });
  await setUpAdmin(server, EMAIL, PASSWORD);
  await stopServer();
}, 120_000);

// Each test starts from the stopped cluster: a server left running is stopped as an operator
// would (SIGTERM), so its PostgreSQL stops too and the disk can be remounted.
afterEach(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  server = undefined;
  for (const child of others.splice(0)) child.kill('SIGKILL');
  if (await isClusterRunning(pgdata)) await stopCluster(pgdata);
  // A PostgreSQL whose postmaster.pid a test garbled cannot be stopped through it.
  const left = readPostmasterState(pgdata);
  if (left.kind === 'unreadable' && left.pid > 0) process.kill(left.pid, 'SIGINT');
});

afterAll(async () => {
  for (const dir of mounted.reverse()) unmount(dir);
  rmSync(base, { recursive: true, force: true });
});

describe('a DATA_DIR the server cannot use', () => {
  it('on a full disk: refused in French with the room left, the cluster untouched; served again once there is room', async () => {
    const filler = fillUntil(disk, 4);
    await expect(startServer({ DATA_DIR: dataDir }, { timeoutMs: FAILED_START_MS })).rejects.toThrow(
      /Plus de place sur le disque du dossier de données .*data \([0-4] Mo libres\) : libérez de la place ou choisissez un DATA_DIR sur un autre disque/,
    );
    expectNothingRunning(dataDir);
    rmSync(filler);
    server = await startServer({ DATA_DIR: dataDir });
    await server.signIn(EMAIL, PASSWORD);
  }, 120_000);

  it('on a full disk for a first start: refused before initdb, and the folder it would have made is not left behind', async () => {
    const small = join(base, 'petit-disque');
    mount(small, 16);
    await expect(startServer({ DATA_DIR: join(small, 'nouveau', 'data') }, { timeoutMs: FAILED_START_MS })).rejects.toThrow(
      /Plus de place sur le disque du dossier de données .*nouveau\/data \(\d+ Mo libres\)/,
    );
    expect(readdirSync(small)).toEqual([]);
  }, 60_000);

  it('on a disk mounted read-only: refused in French, nothing written; served again once writable', async () => {
    remount(disk, 'ro');
    try {
      await expect(startServer({ DATA_DIR: dataDir }, { timeoutMs: FAILED_START_MS })).rejects.toThrow(
        /Le dossier de données .*data est en lecture seule \(disque monté en lecture seule\) : choisissez un DATA_DIR où le serveur peut écrire/,
      );
      expectNothingRunning(dataDir);
    } finally {
      remount(disk, 'rw');
    }
    server = await startServer({ DATA_DIR: dataDir });
    await server.signIn(EMAIL, PASSWORD);
  }, 120_000);

  it('owned by another account than the server’s: refused in French naming both accounts and the fix, nothing created', async () => {
    const { me, owner, launcher, folder } = await anotherAccountsFolder();
    await expect(startServer({ DATA_DIR: join(folder, 'data') }, { timeoutMs: FAILED_START_MS, launcher })).rejects.toThrow(
      new RegExp(
        `Le dossier de données .*a-${owner}/data n’est pas accessible en écriture au compte « ${me} » qui lance le serveur \\(.*a-${owner} appartient à « ${owner} »\\) : ` +
          `lancez le serveur sous le compte « ${owner} », ou donnez le dossier à « ${me} » \\(chown -R ${me} .*a-${owner}\\)`,
      ),
    );
    expect(readdirSync(folder)).toEqual([]);
  }, 60_000);
});

describe('what the start finds taken', () => {
  it('the HTTP port: refused in French before the database starts, nothing created', async () => {
    const port = await freePort();
    const taken: Server = createServer().listen(port, '127.0.0.1');
    await once(taken, 'listening');
    const fresh = join(base, 'port-pris');
    try {
      await expect(startServer({ DATA_DIR: fresh, PORT: String(port) }, { timeoutMs: FAILED_START_MS })).rejects.toThrow(
        new RegExp(`Le port ${port} \\(127\\.0\\.0\\.1:${port}\\) est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre PORT`),
      );
    } finally {
      taken.close();
    }
    expect(existsSync(fresh)).toBe(false);
  }, 60_000);

  it('the database’s socket, answered by another process: refused in French with its pid, which keeps its socket', async () => {
    const socket = join(pgdata, '.s.PGSQL.5432');
    const other = await otherProgram(`require('node:net').createServer().listen(${JSON.stringify(socket)}, () => console.log('prêt'))`);
    writeFileSync(`${socket}.lock`, `${other.pid}\n${pgdata}\n`);
    await expect(startServer({ DATA_DIR: dataDir }, { timeoutMs: FAILED_START_MS })).rejects.toThrow(
      new RegExp(`La socket de la base embarquée \\(.*\\.s\\.PGSQL\\.5432\\) est déjà prise par un autre processus \\(pid ${other.pid}\\) : arrêtez-le`),
    );
    expectNothingRunning(dataDir);
    expect(other.exitCode).toBeNull();
    expect(existsSync(socket)).toBe(true);
    other.kill('SIGKILL');
    await once(other, 'exit');
    server = await startServer({ DATA_DIR: dataDir });
    await server.signIn(EMAIL, PASSWORD);
  }, 120_000);

  it('a socket lock naming a live process that answers nothing (a copied folder): removed with a warning, and the server starts', async () => {
    const other = await otherProgram(`console.log('prêt'); setInterval(() => {}, 1000)`);
    writeFileSync(join(pgdata, '.s.PGSQL.5432.lock'), `${other.pid}\n${pgdata}\n`);
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    expect(server.output()).toMatch(/verrou de socket sans serveur derrière/);
    await server.signIn(EMAIL, PASSWORD);
  }, 120_000);
});

describe('a postmaster.pid that lies', () => {
  it('garbled, or naming another program’s pid, with no PostgreSQL on the folder: set aside with a warning, and the server starts', async () => {
    writeFileSync(join(pgdata, 'postmaster.pid'), '\u0000\u0000garbage\n');
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    expect(server.output()).toMatch(/postmaster\.pid périmé ou corrompu : aucun PostgreSQL ne tourne sur ce dossier/);
    await server.signIn(EMAIL, PASSWORD);
    await stopServer();

    // After a reboot the pid is another program's: PostgreSQL alone would refuse to start.
    const other = await otherProgram(`console.log('prêt'); setInterval(() => {}, 1000)`);
    writeFileSync(join(pgdata, 'postmaster.pid'), `${other.pid}\n${pgdata}\n1700000000\n5432\n${pgdata}\n\n0 0\nready   \n`);
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    expect(server.output()).toMatch(/postmaster\.pid périmé ou corrompu/);
    expect(other.exitCode).toBeNull();
    await server.signIn(EMAIL, PASSWORD);
  }, 120_000);

  it('garbled while the killed server’s PostgreSQL still runs: refused in French naming its pid, which is left running', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    server.child.kill('SIGKILL');
    await server.exited;
    server = undefined;
    const orphan = readPostmaster(pgdata);
    assert(orphan, 'postmaster.pid absent');
    writeFileSync(join(pgdata, 'postmaster.pid'), 'illisible\n');
    await expect(startServer({ DATA_DIR: dataDir }, { timeoutMs: FAILED_START_MS })).rejects.toThrow(
      new RegExp(`postmaster\\.pid est illisible \\(contenu corrompu\\) et un PostgreSQL \\(pid ${orphan.pid}\\) tourne encore sur ce dossier : arrêtez-le \\(kill -INT ${orphan.pid}\\)`),
    );
    expect(existsSync(join(dataDir, 'cabinet.lock'))).toBe(false);
    expect(isRunning(orphan.pid)).toBe(true);
    process.kill(orphan.pid, 'SIGINT');
    await expect.poll(() => isRunning(orphan.pid), { timeout: 30_000 }).toBe(false);
    server = await startServer({ DATA_DIR: dataDir });
    await server.signIn(EMAIL, PASSWORD);
  }, 120_000);
});
