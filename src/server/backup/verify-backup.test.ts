import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createLogger } from '../logger.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { writeBackup, type BackupEnd, type BackupStats, type TableSection } from './backup.ts';
import { scratchDatabaseName, verifyBackup } from './verify-backup.ts';

const logger = createLogger('silent');
const dir = mkdtempSync(join(tmpdir(), 'cabinet-verify-test-'));
const opened: Database[] = [];
let source: Database;
let file: string;
let stats: BackupStats;

beforeAll(async () => {
  source = await openTestDatabase();
  opened.push(source);
  await seedDemo({ db: source.db, clients: 40, tasks: 60, users: 3, seed: 11, now: new Date('2026-03-15T10:00:00Z') });
  file = join(dir, 'source.jsonl.gz');
  stats = await writeBackup({ database: source, output: file, appVersion: '1.0.0' });
}, 120_000);

afterAll(async () => {
  for (const database of opened.reverse()) await database.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

/** Databases of the source's server named like the scratch one: none once a verification is over. */
async function scratchLeft(): Promise<string[]> {
  const current = await source.pool.query<{ name: string }>('SELECT current_database() AS name');
  const name = scratchDatabaseName(current.rows[0]?.name ?? '');
  const found = await source.pool.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = $1', [name]);
  return found.rows.map((row) => row.datname);
}

/** The backup without the last row of `table`, its counts rewritten to match: a file that restores, short of a row. */
function withoutOneRow(table: string): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const start = lines.findIndex((line) => line.startsWith(`{"table":${JSON.stringify(table)},`));
  const section = JSON.parse(lines[start] ?? '') as TableSection;
  if (section.rows === 0) throw new Error(`table ${table} vide`);
  lines[start] = JSON.stringify({ ...section, rows: section.rows - 1 });
  lines.splice(start + section.rows, 1);
  const end = JSON.parse(lines.at(-1) ?? '') as BackupEnd;
  lines[lines.length - 1] = JSON.stringify({ ...end, rows: end.rows - 1 });
  const short = join(dir, `without-${table}.jsonl.gz`);
  writeFileSync(short, gzipSync(`${lines.join('\n')}\n`));
  return short;
}

describe('verifyBackup', () => {
  it('restores the backup into a scratch database beside the source, finds every table’s rows, then drops it', async () => {
    const result = await verifyBackup({ file, expected: stats.perTable, source, logger });
    expect(result).toMatchObject({ outcome: 'verified', tables: stats.tables, rows: stats.rows });
    expect(await scratchLeft()).toEqual([]);
  });

  it('detects a backup that restores short of a row, names the table, and drops the scratch database', async () => {
    const short = withoutOneRow('client_authorizations');
    const expected = stats.perTable.client_authorizations ?? 0;
    const result = await verifyBackup({ file: short, expected: stats.perTable, source, logger });
    const count = new Intl.NumberFormat('fr-FR').format;
    expect(result).toMatchObject({
      outcome: 'mismatch',
      message: `Restauration différente de la base : client_authorizations : ${count(expected - 1)} lignes restaurées, ${count(expected)} dans la base au moment de la sauvegarde.`,
    });
    expect(await scratchLeft()).toEqual([]);
  });

  it('reports a backup that does not restore (a client missing under its tasks) as a mismatch', async () => {
    const result = await verifyBackup({ file: withoutOneRow('clients'), expected: stats.perTable, source, logger });
    expect(result).toMatchObject({ outcome: 'mismatch', message: expect.stringMatching(/^La sauvegarde ne se restaure pas : /) });
    expect(await scratchLeft()).toEqual([]);
  });

  it('uses a dedicated database (BACKUP_VERIFY_DATABASE_URL) and leaves it empty', async () => {
    const dedicated = await openTestDatabase({ blank: true });
    opened.push(dedicated);
    await dedicated.pool.query('CREATE TABLE restes_d_avant (id int)');
    const result = await verifyBackup({ file, expected: stats.perTable, source, verifyUrl: dedicated.url, logger });
    expect(result).toMatchObject({ outcome: 'verified', rows: stats.rows });
    const tables = await dedicated.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`);
    expect(tables.rows[0]?.n).toBe(0);
  });

  it('refuses the application’s own database as the dedicated one, leaving it whole', async () => {
    const result = await verifyBackup({ file, expected: stats.perTable, source, verifyUrl: source.url, logger });
    expect(result).toMatchObject({ outcome: 'impossible', message: expect.stringContaining('désigne la base de l’application elle-même') });
    const clients = await source.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
    expect(clients.rows[0]?.n).toBe(40);
  });

  it('says why it cannot verify when the application’s role may not create a database', async () => {
    const role = `cabinet_sans_createdb_${process.pid}`;
    await source.pool.query(`CREATE ROLE ${role} LOGIN NOCREATEDB`);
    const url = new URL(source.url);
    url.username = role;
    const limited = connectPostgres(url.toString(), logger, 1);
    try {
      const result = await verifyBackup({ file, expected: stats.perTable, source: limited, logger });
      expect(result).toMatchObject({ outcome: 'impossible', message: expect.stringContaining('ne peut pas créer de base (droit CREATEDB)') });
    } finally {
      await limited.close();
      await source.pool.query(`DROP ROLE ${role}`);
    }
  });
});
