import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { isClusterRunning, socketUrl, stopCluster } from '../db/embedded/cluster.ts';
import { readPostmaster } from '../db/embedded/postmaster.ts';
import { reachableTempDir } from '../db/embedded/run-as.ts';
import { killQuietly, runCommand, setUpAdmin, startServer, type ServerProcess } from './server-process.ts';

// The embedded PostgreSQL's life under the real server process, in both passes of the suite:
// the child gets no DATABASE_URL, so it always runs the default a firm installs.

const dir = reachableTempDir('cabinet-embedded-');
const dataDir = join(dir, 'data');
const pgdata = join(dataDir, 'postgres');
const env = { DATA_DIR: dataDir };
const EMAIL = 'admin@cabinet.test';
const PASSWORD = 'motdepasse';
let server: ServerProcess | undefined;

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const postmaster = readPostmaster(pgdata);
  if (!postmaster) throw new Error('aucun postmaster');
  const client = new pg.Client({ connectionString: socketUrl(postmaster.socketDir, 'cabinet', postmaster.port) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Alive and not a zombie waiting for whichever process adopted it to reap it. */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

beforeAll(async () => {
  server = await startServer(env);
  await setUpAdmin(server, EMAIL, PASSWORD);
}, 120_000);

afterAll(async () => {
  await killQuietly(server);
  // A killed server leaves its postmaster running: never leave one behind the test.
  for (const folder of [pgdata, join(dir, 'second', 'postgres')]) if (await isClusterRunning(folder)) await stopCluster(folder);
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL under the server', () => {
  it('lives in DATA_DIR/postgres, reachable only through a socket in its 0700 folder, autovacuum on', async () => {
    const postmaster = readPostmaster(pgdata);
    expect(postmaster).toMatchObject({ status: 'ready', socketDir: pgdata });
    expect(statSync(pgdata).mode & 0o777).toBe(0o700);
    const [settings] = await query<{ listen: string; autovacuum: string; version: string }>(
      `SELECT current_setting('listen_addresses') AS listen, current_setting('autovacuum') AS autovacuum, current_setting('server_version_num') AS version`,
    );
    expect(settings).toMatchObject({ listen: '', autovacuum: 'on' });
    expect(Number(settings?.version)).toBeGreaterThanOrEqual(180000);
  });

  it('refuses a second server on the same DATA_DIR, in French', async () => {
    await expect(startServer(env, { timeoutMs: 30_000 })).rejects.toThrow(
      /Ce dossier de données \(.*\) est déjà utilisé par un autre processus Cabinet \(pid \d+\)\. Arrêtez-le d’abord/,
    );
  }, 60_000);

  it('lets backup and user:create work while the server runs, on its cluster', async () => {
    const file = join(dir, 'pendant.jsonl.gz');
    const backup = await runCommand('backup', [file], env);
    expect(backup.output).toMatch(/Sauvegarde terminée/);
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    const created = await runCommand('user-create', ['--email', 'camille@cabinet.test', '--password', 'motdepasse2', '--name', 'Camille Martin'], env);
    expect(created.output).toContain('Utilisateur créé : Camille Martin <camille@cabinet.test> (collaborateur)');
    expect(created.code).toBe(0);
    // The server sees the row at once: one cluster, not a copy.
    assert(server, 'serveur absent');
    const response = await server.request('POST', '/api/auth/sign-in/email', {
      body: JSON.stringify({ email: 'camille@cabinet.test', password: 'motdepasse2' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(readPostmaster(pgdata)?.status).toBe('ready');
  }, 60_000);

  it('after a SIGKILL, the next start stops the orphaned postmaster cleanly and loses nothing acknowledged', async () => {
    assert(server, 'serveur absent');
    const created = await server.request('POST', '/api/clients', {
      body: JSON.stringify({ raisonSociale: 'Acquittée Avant SIGKILL' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(created.status).toBe(201);
    server.child.kill('SIGKILL');
    await server.exited;
    const orphan = readPostmaster(pgdata);
    assert(orphan, 'postmaster.pid absent');
    expect(isRunning(orphan.pid)).toBe(true);

    server = await startServer(env);
    expect(server.output()).toMatch(/arrêt brutal/);
    expect(isRunning(orphan.pid)).toBe(false);
    expect(readPostmaster(pgdata)?.pid).not.toBe(orphan.pid);
    await server.signIn(EMAIL, PASSWORD);
    const list = (await (await server.request('GET', '/api/clients')).json()) as { clients: { raisonSociale: string }[] };
    expect(list.clients.map((client) => client.raisonSociale)).toContain('Acquittée Avant SIGKILL');
  }, 120_000);

  it('stops its cluster on SIGTERM; a command then starts the cluster for itself and stops it after', async () => {
    assert(server, 'serveur absent');
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(pgdata, 'postmaster.pid'))).toBe(false);

    const backup = await runCommand('backup', [join(dir, 'arret.jsonl.gz')], env);
    expect(backup.code).toBe(0);
    expect(existsSync(join(pgdata, 'postmaster.pid'))).toBe(false);
    server = await startServer(env);
  }, 120_000);

  it('refuses a DATA_DIR of the PGlite version, naming the one command that moves it', async () => {
    const old = join(dir, 'second');
    mkdirSync(join(old, 'pglite'), { recursive: true });
    await expect(startServer({ DATA_DIR: old }, { timeoutMs: 30_000 })).rejects.toThrow(
      /contient une base de l’ancienne version \(PGlite, dossier pglite\/\)\. Transférez-la .* npm run migrate:embedded/,
    );
    expect(existsSync(join(old, 'postgres'))).toBe(false);
  }, 60_000);
});
