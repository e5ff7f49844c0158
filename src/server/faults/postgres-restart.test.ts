import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { killQuietly, setUpAdmin, startServer, type ServerProcess } from './server-process.ts';

// PostgreSQL stopped and started again under a running server. A private cluster on its own port,
// never the machine's shared server: other people's databases live there. The binaries are part
// of the machine image (CI installs PostgreSQL 15): missing, the test fails rather than skip.

const PG_BIN = '/usr/lib/postgresql/15/bin';
const PG_PORT = 5440;
const UNAVAILABLE = { error: { code: 'SERVICE_UNAVAILABLE', message: 'Base de données indisponible, réessayez dans un instant.' } };

const dir = mkdtempSync(join(tmpdir(), 'cabinet-pg-restart-'));
const dataDir = join(dir, 'data');
let server: ServerProcess | undefined;
let clusterStarted = false;

/** Runs a PostgreSQL program as the postgres user (initdb refuses root). */
function asPostgres(program: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, program), ...args]] : [join(PG_BIN, program), args];
  return execFileSync(command, argv, { stdio: 'pipe', timeout: 60_000 }).toString();
}

const pgCtl = (action: 'start' | 'stop', extra: string[] = []) =>
  asPostgres('pg_ctl', [action, '-D', dataDir, '-w', '-t', '30', '-l', join(dir, 'postgres.log'), ...extra]);

const startCluster = () =>
  pgCtl('start', ['-o', `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=30`]);

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 introuvable (${PG_BIN}) : installez postgresql-15, ce test ne se saute pas.`);
  }
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  startCluster();
  clusterStarted = true;
  server = await startServer({
    DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    AUTH_SECRET: 'faults-secret-faults-secret-faults-secret',
    DATA_DIR: join(dir, 'app'),
  });
  await setUpAdmin(server);
}, 120_000);

afterAll(async () => {
  await killQuietly(server);
  if (clusterStarted) {
    try {
      pgCtl('stop', ['-m', 'immediate']);
    } catch {
      // Already stopped by a failing test.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('PostgreSQL restarted while the server runs', () => {
  it('answers 503 with the French message during the outage, then serves again without a restart', async () => {
    assert(server, 'serveur absent');
    const pid = server.child.pid;
    const create = (name: string) =>
      server?.request('POST', '/api/clients', { body: JSON.stringify({ raisonSociale: name }), headers: { 'content-type': 'application/json' } });
    expect((await create('Avant la coupure'))?.status).toBe(201);

    pgCtl('stop', ['-m', 'fast']);
    for (let i = 0; i < 3; i++) {
      expect(await json(await server.request('GET', '/api/clients'))).toEqual({ status: 503, body: UNAVAILABLE });
      const write = await create('Pendant la coupure');
      expect(write && (await json(write))).toEqual({ status: 503, body: UNAVAILABLE });
    }
    expect(await json(await server.request('GET', '/api/health'))).toEqual({ status: 503, body: { status: 'degraded', database: 'unreachable' } });

    startCluster();
    const statuses: number[] = [];
    const deadline = Date.now() + 20_000;
    for (;;) {
      const response = await server.request('GET', '/api/clients');
      statuses.push(response.status);
      if (response.status === 200 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect((await create('Après la coupure'))?.status).toBe(201);
    const list = (await (await server.request('GET', '/api/clients')).json()) as { clients: { raisonSociale: string }[] };
    expect(list.clients.map((client) => client.raisonSociale).sort()).toEqual(['Après la coupure', 'Avant la coupure']);

    // Same process throughout, and it still stops cleanly.
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/erreur inattendue|uncaught|unhandled/i);
  }, 90_000);
});
