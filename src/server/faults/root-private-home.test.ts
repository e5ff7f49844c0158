import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, assert, describe, expect, it } from 'vitest';
import { isClusterRunning, stopCluster } from '../db/embedded/cluster.ts';
import { readPostmaster } from '../db/embedded/postmaster.ts';
import { reachableTempDir } from '../db/embedded/run-as.ts';
import { runCommand, setUpAdmin, startServer, type ServerProcess } from './server-process.ts';

// A clone in root's private home (/root is 0700), started as root: the postgres account that
// PostgreSQL runs under cannot enter it. The server puts the cluster in the system directory
// (EMBEDDED_SYSTEM_DIR, /var/lib/cabinet by default; here a folder of the test) and links
// DATA_DIR/postgres to it. Run as root, as CI runs the tests.

const base = reachableTempDir('cabinet-root-home-');
const home = join(base, 'root');
mkdirSync(home, { mode: 0o700 });
const dataDir = join(home, 'cabinet', 'data');
const system = join(base, 'var-lib-cabinet');
const env = { DATA_DIR: dataDir, EMBEDDED_SYSTEM_DIR: system };
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const folder of readdirSync(join(system, 'clusters'), { withFileTypes: true })) {
    const pgdata = join(system, 'clusters', folder.name, 'postgres');
    if (await isClusterRunning(pgdata)) await stopCluster(pgdata);
  }
  rmSync(base, { recursive: true, force: true });
});

describe('a clone in a private folder of root', () => {
  it('starts: the cluster lives in the system directory, DATA_DIR/postgres points to it, the rest stays in DATA_DIR', async () => {
    expect(statSync(home).mode & 0o777).toBe(0o700);
    server = await startServer(env, { timeoutMs: 120_000 });
    await setUpAdmin(server);

    const link = join(dataDir, 'postgres');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    const pgdata = readlinkSync(link);
    expect(pgdata).toMatch(new RegExp(`^${system}/clusters/cabinet-[0-9a-f]{12}/postgres$`));
    expect(statSync(pgdata).mode & 0o777).toBe(0o700);
    expect(readPostmaster(pgdata)?.status).toBe('ready');
    expect(readdirSync(dataDir).sort()).toEqual(['auth-secret', 'cabinet.lock', 'postgres']);
  }, 180_000);

  it('lets a backup join the running server through the link', async () => {
    const backup = await runCommand('backup', [], env);
    expect(backup.output).toMatch(/Sauvegarde terminée/);
    expect(backup.code).toBe(0);
    expect(readdirSync(join(dataDir, 'backups'))).toHaveLength(1);
  }, 60_000);

  it('refuses a copy of DATA_DIR while the original runs: the copied link leads to the same cluster', async () => {
    const copy = join(home, 'copie', 'data');
    cpSync(dataDir, copy, { recursive: true, verbatimSymlinks: true, filter: (source) => !source.endsWith('cabinet.lock') });
    await expect(startServer({ ...env, DATA_DIR: copy }, { timeoutMs: 60_000 })).rejects.toThrow(
      /Ce dossier de données \(.*var-lib-cabinet\/clusters\/cabinet-[0-9a-f]{12}\) est déjà utilisé par un autre processus Cabinet \(pid \d+\)/,
    );
    assert(server, 'serveur absent');
    expect((await server.request('GET', '/api/me')).status).toBe(200);
  }, 90_000);

  it('finds its cluster through the link at the next start, data kept', async () => {
    assert(server, 'serveur absent');
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    server = await startServer(env);
    await server.signIn('admin@cabinet.test', 'motdepasse');
    expect(readdirSync(join(system, 'clusters'))).toHaveLength(1);
  }, 120_000);

  it('refuses a DATA_DIR whose link is gone while its cluster remains, naming both ways out', async () => {
    const lost = join(home, 'perdu', 'data');
    const first = await startServer({ ...env, DATA_DIR: lost });
    first.child.kill('SIGTERM');
    await first.exited;
    rmSync(join(home, 'perdu'), { recursive: true });
    await expect(startServer({ ...env, DATA_DIR: lost }, { timeoutMs: 60_000 })).rejects.toThrow(
      /Une base embarquée existe déjà pour ce DATA_DIR dans .*\/postgres, mais .*perdu\/data\/postgres n’y mène plus : pour la reprendre, ln -s .* ; pour repartir de zéro, supprimez /,
    );
    expect(existsSync(lost)).toBe(false);
  }, 120_000);
});
