// How fast does a 10,000-client CSV import through the API, against the fastest way
// PostgreSQL knows to load the same rows (COPY)? On the embedded database always,
// and on a PostgreSQL server when BENCH_DATABASE_URL is set. Ratios matter more than times:
// these machines are shared.
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/server/app.ts';
import { createUserWithPassword } from '../src/server/auth/users.ts';
import { connectPostgres, openEmbedded, type Database } from '../src/server/db/client.ts';
import { reachableTempDir } from '../src/server/db/embedded/run-as.ts';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { parseEnv } from '../src/server/env.ts';
import { foldKey } from '../src/server/features/clients/csv/cells.ts';
import { validateClientRow } from '../src/server/features/clients/csv/rows.ts';
import { readImportableFile } from '../src/server/features/clients/clients-import.service.ts';
import { createLogger } from '../src/server/logger.ts';
import { databaseUrlFor } from '../src/server/testing/postgres-url.ts';
import { copyFromStdin } from './lib/copy-from-stdin.ts';
import { COPY_SQL, copyPayload, makeImportFixture, UNNEST_INSERT, unnestParams } from './lib/import-fixture.ts';
import { writeResults } from './lib/report.ts';
import { SIZE } from './lib/size.ts';

const COUNT = SIZE.clients;
const RUNS = 3;
const ORIGIN = 'http://localhost:3000';
const logger = createLogger('silent');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const round = (ms: number) => Math.round(ms);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

type Engine = {
  kind: Database['kind'];
  database: Database;
  /** COPY of `payload` into clients, with the engine's own means; returns what it ran. */
  copy: (payload: Buffer) => Promise<void>;
  copyLabel: string;
  close: () => Promise<void>;
};

/** COPY FROM STDIN through the driver: the floor an import is measured against, on either engine. */
function copyThrough(database: Database) {
  return async (payload: Buffer) => {
    await database.pool.query('TRUNCATE clients CASCADE');
    await copyFromStdin(database.pool, COPY_SQL, payload);
  };
}

async function openEmbeddedEngine(userSetup: (database: Database) => Promise<void>): Promise<Engine> {
  const dir = reachableTempDir('cabinet-bench-import-');
  const database = await openEmbedded({ dataDir: join(dir, 'data'), logger });
  await applyMigrations(database.pool);
  await userSetup(database);
  return {
    kind: 'embedded',
    database,
    copy: copyThrough(database),
    copyLabel: 'COPY … FROM STDIN (protocole COPY du pilote pg)',
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openServer(serverUrl: string, userSetup: (database: Database) => Promise<void>): Promise<Engine> {
  const name = `cabinet_bench_${randomBytes(4).toString('hex')}`;
  const admin = connectPostgres(serverUrl, logger, 1);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const database = connectPostgres(databaseUrlFor(serverUrl, name), logger);
  await applyMigrations(database.pool);
  await userSetup(database);
  return {
    kind: 'postgres',
    database,
    copy: copyThrough(database),
    copyLabel: 'COPY … FROM STDIN (protocole COPY du pilote pg)',
    close: async () => {
      await database.close();
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

async function benchEngine(open: (setup: (database: Database) => Promise<void>) => Promise<Engine>) {
  let userId = '';
  const email = 'bench@cabinet.test';
  const engine = await open(async (database) => {
    userId = (await createUserWithPassword(database.db, { email, fullName: 'Banc d’essai', role: 'admin', password: 'motdepasse' })).id;
  });
  const { database } = engine;
  const app = createApp({
    database,
    env: parseEnv({ NODE_ENV: 'test', APP_URL: ORIGIN, LOG_LEVEL: 'silent' }),
    logger,
    mailer: { describe: () => 'bench', send: async () => {} },
    authSecret: 'bench-secret-bench-secret-bench-secret-0123',
    version: '1.0.0',
  });
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'motdepasse' }),
  });
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

  const fixture = await makeImportFixture({ database, count: COUNT });
  const body = new Uint8Array(fixture.file);
  const importFile = async (update = false) => {
    const response = await app.request(`/api/clients/import?update=${update}`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'text/csv', 'x-file-name': 'clients.csv' },
      body,
    });
    const last = JSON.parse((await response.text()).trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    if (last.type !== 'result') throw new Error(`import en échec : ${JSON.stringify(last)}`);
    return last;
  };

  // Reading the file alone (decode, split, map, check every row), without the database.
  const software = new Map([...fixture.softwareNames].map(([id, name]) => [foldKey(name), id]));
  const parseMs = await timed(async () => {
    const file = readImportableFile({ bytes: body });
    for (const record of file.records) validateClientRow({ record, columns: file.mapping.columns, software });
  });

  const importMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await database.pool.query('TRUNCATE clients CASCADE');
    let result: Record<string, unknown> = {};
    importMs.push(await timed(async () => (result = await importFile())));
    if (result.imported !== COUNT) throw new Error(`import incomplet : ${JSON.stringify(result).slice(0, 300)}`);
  }
  let skipped: Record<string, unknown> = {};
  const reimportSkipMs = await timed(async () => (skipped = await importFile()));
  let updated: Record<string, unknown> = {};
  const reimportUpdateMs = await timed(async () => (updated = await importFile(true)));
  if (skipped.skipped !== COUNT || updated.updated !== COUNT) throw new Error('ré-import inattendu');

  const params = unnestParams(fixture.rows, userId);
  const unnestMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await database.pool.query('TRUNCATE clients CASCADE');
    unnestMs.push(await timed(() => database.pool.query(UNNEST_INSERT, params)));
  }
  const payload = copyPayload(fixture.rows, userId);
  const copyMs: number[] = [];
  for (let run = 0; run < RUNS; run++) copyMs.push(await timed(() => engine.copy(payload)));
  await engine.close();

  const result = {
    engine: engine.kind,
    rows: COUNT,
    fileBytes: fixture.file.length,
    parseAndValidateMs: round(parseMs),
    importMs: importMs.map(round),
    importMedianMs: round(median(importMs)),
    reimportAllSkippedMs: round(reimportSkipMs),
    reimportAllUpdatedMs: round(reimportUpdateMs),
    unnestInsertMs: unnestMs.map(round),
    unnestInsertMedianMs: round(median(unnestMs)),
    copy: engine.copyLabel,
    copyMs: copyMs.map(round),
    copyMedianMs: round(median(copyMs)),
  };
  return {
    ...result,
    ratioToCopy: Math.round((median(importMs) / median(copyMs)) * 10) / 10,
    ratioToUnnestInsert: Math.round((median(importMs) / median(unnestMs)) * 10) / 10,
  };
}

const results = [await benchEngine(openEmbeddedEngine)];
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) results.push(await benchEngine((setup) => openServer(serverUrl, setup)));

const cpu = cpus();
const lines = [
  `# Import CSV de ${COUNT.toLocaleString('fr-FR')} clients`,
  '',
  `Fichier « Excel français » généré (Windows-1252, \`;\`, CRLF, dates JJ/MM/AAAA, SIRET valides), envoyé à \`POST /api/clients/import\` (application en processus, sans réseau), base vide à chaque passage ; médiane de ${RUNS} passages. Plancher : les mêmes lignes, déjà converties, chargées par le COPY de PostgreSQL, et par un seul \`INSERT … SELECT FROM unnest(…)\` par le pilote.`,
  '',
  `Machine : ${cpu.length} × ${cpu[0]?.model ?? '?'}, Node ${process.version}.`,
  '',
  '| base | fichier (Ko) | lecture + contrôle seuls (ms) | import par l’API (ms, médiane) | passages (ms) | ré-import, tout ignoré (ms) | ré-import, tout mis à jour (ms) | INSERT unnest (ms) | COPY (ms) | import / COPY | import / INSERT unnest |',
  '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.engine} | ${Math.round(r.fileBytes / 1024)} | ${r.parseAndValidateMs} | ${r.importMedianMs} | ${r.importMs.join(', ')} | ${r.reimportAllSkippedMs} | ${r.reimportAllUpdatedMs} | ${r.unnestInsertMedianMs} | ${r.copyMedianMs} | ${r.ratioToCopy} | ${r.ratioToUnnestInsert} |`,
  ),
  '',
  ...results.map((r) => `- COPY sur ${r.engine} : ${r.copy}.`),
  serverUrl ? '' : '- PostgreSQL non mesuré : définir BENCH_DATABASE_URL.',
  '',
];
writeResults('clients-import', lines, { results });
