import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { ImportEvent } from '../../shared/clients-import.ts';
import { buildSiret } from '../../shared/siret.ts';
import { connectPostgres } from '../db/client.ts';
import { isClusterRunning, stopCluster } from '../db/embedded/cluster.ts';
import { reachableTempDir } from '../db/embedded/run-as.ts';
import { createLogger } from '../logger.ts';
import { databaseUrlFor } from '../testing/postgres-url.ts';
import { killQuietly, setUpAdmin, startServer, type ServerProcess } from './server-process.ts';

// The real server, as a child process on a private database (embedded, or a fresh database on
// the PostgreSQL server when DATABASE_URL is set), killed and stopped in the middle of its
// heaviest request: a 10,000-row import, written in one transaction.

const ROWS = 10_000;
const EMAIL = 'admin@cabinet.test';
const PASSWORD = 'motdepasse';
const dataDir = reachableTempDir('cabinet-faults-');
let server: ServerProcess | undefined;
const serverUrl = process.env.DATABASE_URL;
const databaseName = `cabinet_faults_${randomBytes(6).toString('hex')}`;
const admin = serverUrl ? connectPostgres(serverUrl, createLogger('silent'), 1) : undefined;
const serverEnv: Record<string, string> = serverUrl
  ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(serverUrl, databaseName), AUTH_SECRET: 'faults-secret-faults-secret-faults-secret' }
  : { DATA_DIR: dataDir };

function csv(prefix: string): string {
  const lines = ['N° client;Raison sociale;SIRET;Code postal;Ville'];
  for (let i = 0; i < ROWS; i++) {
    const siret = buildSiret({ sirenBody: String((prefix === 'A' ? 10_000_000 : 20_000_000) + i), nicBody: '0001' });
    lines.push(`${prefix}${String(i).padStart(5, '0')};Société ${prefix} n°${i};${siret};69001;Lyon`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Reads the import's progress lines until `stop` says so; returns the reader to go on with. */
async function readEvents(response: Response, stop: (event: ImportEvent) => boolean) {
  if (!response.body) throw new Error('réponse sans corps');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: ImportEvent[] = [];
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { events, reader, ended: true };
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line) continue;
      const event = JSON.parse(line) as ImportEvent;
      events.push(event);
      if (stop(event)) return { events, reader, ended: false };
    }
  }
}

const startImport = (target: ServerProcess, prefix: string) =>
  target.request('POST', '/api/clients/import', {
    body: csv(prefix),
    headers: { 'content-type': 'text/csv; charset=utf-8', 'x-file-name': 'clients.csv' },
  });

const inProgress = (event: ImportEvent) => event.type === 'progress' && event.done > 0 && event.done < ROWS;

async function clientNumbers(target: ServerProcess): Promise<string[]> {
  const response = await target.request('GET', '/api/clients');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { clients: { numeroClient: string | null }[] };
  return body.clients.map((client) => client.numeroClient ?? '');
}

beforeAll(async () => {
  await admin?.pool.query(`CREATE DATABASE ${databaseName}`);
  server = await startServer(serverEnv);
  await setUpAdmin(server, EMAIL, PASSWORD);
}, 90_000);

afterAll(async () => {
  await killQuietly(server);
  // A killed server leaves the embedded cluster running.
  const pgdata = join(dataDir, 'postgres');
  if (await isClusterRunning(pgdata)) await stopCluster(pgdata);
  await admin?.pool.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server killed or stopped during a 10,000-row import', () => {
  it('SIGKILL in the middle leaves no partial import, and the restarted server works on the same database', async () => {
    assert(server, 'serveur absent');
    const response = await startImport(server, 'A');
    expect(response.status).toBe(200);
    const { events } = await readEvents(response, inProgress);
    expect(events.some(inProgress)).toBe(true);
    server.child.kill('SIGKILL');
    expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });

    // The killed process's lock and cluster are taken over; the open transaction is gone.
    server = await startServer(serverEnv);
    await server.signIn(EMAIL, PASSWORD);
    expect(await clientNumbers(server)).toEqual([]);
  }, 90_000);

  it('SIGTERM lets the import and a list request in flight finish, then exits 0; the import is all there', async () => {
    assert(server, 'serveur absent');
    const response = await startImport(server, 'B');
    expect(response.status).toBe(200);
    const { reader } = await readEvents(response, inProgress);
    const listing = server.request('GET', '/api/clients');
    // Give the list request time to reach the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');

    const decoder = new TextDecoder();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true });
    const last = JSON.parse(rest.trim().split('\n').at(-1) ?? '{}') as ImportEvent;
    expect(last).toEqual({ type: 'result', imported: ROWS, updated: 0, skipped: 0, errors: [] });
    const listed = await listing;
    expect(listed.status).toBe(200);
    expect(Array.isArray(((await listed.json()) as { clients: unknown }).clients)).toBe(true);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/arrêt forcé/);

    server = await startServer(serverEnv);
    await server.signIn(EMAIL, PASSWORD);
    const numbers = await clientNumbers(server);
    expect(numbers).toHaveLength(ROWS);
    expect(numbers.every((number) => number.startsWith('B'))).toBe(true);
  }, 120_000);
});
