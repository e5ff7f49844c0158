import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { RiskAssessment } from '../../shared/compliance/vigilance.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { findTableAnalyses } from '../db/analyze.ts';
import { connectPostgres, type Database } from '../db/client.ts';
import { startCluster } from '../db/embedded/cluster.ts';
import { reachableTempDir } from '../db/embedded/run-as.ts';
import * as schema from '../db/schema/index.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createLogger } from '../logger.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { writeBackup, type BackupHeader } from './backup.ts';
import { listTables, quoteIdent } from './catalog.ts';
import { knownMigrations, migrateUpTo, readMigrationLevel } from './migration-level.ts';
import { restoreBackup } from './restore.ts';

const logger = createLogger('silent');
const dir = mkdtempSync(join(tmpdir(), 'cabinet-backup-test-'));
/** The source's DATA_DIR/documents: the files its document rows name. */
const documents = join(dir, 'documents');
const opened: Database[] = [];
let source: Database;
let sourceFile: string;

/** A migrated database without data, as a new installation has (quick: a template copy). */
async function emptyDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

/** A database with no migration at all, on the run's server. */
async function blankDatabase(): Promise<Database> {
  const database = await openTestDatabase({ blank: true });
  opened.push(database);
  return database;
}

/** Every row of every table, as text, in key order, times in UTC whatever the server's zone. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const client = await database.pool.connect();
  try {
    await client.query(`SET TimeZone = 'UTC'`);
    const result: Record<string, string[]> = {};
    for (const table of await listTables(client)) {
      const order = table.primaryKey.map((column) => `t.${quoteIdent(column)}`).join(', ') || '1';
      const rows = await client.query<{ r: string }>(`SELECT row_to_json(t)::text AS r FROM ${quoteIdent(table.name)} t ORDER BY ${order}`);
      result[table.name] = rows.rows.map((row) => row.r);
    }
    return result;
  } finally {
    client.release();
  }
}

async function backupTo(database: Database, name: string) {
  const file = join(dir, name);
  const stats = await writeBackup({ database, output: file, appVersion: '1.0.0', documentsFolder: documents });
  return { file, stats };
}

/** Rows for the tables the demo seed leaves empty, so every table is exercised. */
async function fillOtherTables(database: Database) {
  const { db } = database;
  const [user] = await db.select().from(schema.users).limit(1);
  const [client] = await db.select().from(schema.clients).limit(1);
  const [task] = await db.select().from(schema.tasks).limit(1);
  if (!user || !client || !task) throw new Error('seed vide');
  const soon = new Date(Date.now() + 3_600_000);
  await db.insert(schema.sessions).values({ token: 'jeton-de-session', userId: user.id, expiresAt: soon, userAgent: 'Navigateur « test »' });
  await db.insert(schema.verifications).values({ identifier: 'reset-password:abc', value: user.id, expiresAt: soon });
  await db.insert(schema.rateLimits).values({ key: '127.0.0.1/sign-in', count: 3, lastRequest: Date.now() });
  await db.insert(schema.notes).values({ clientId: client.id, authorId: user.id, body: 'Ligne 1\nLigne 2 « guillemets » \\ antislash \u0001 et 🙂' });
  const [batch] = await db
    .insert(schema.activityBatches)
    .values({ userId: user.id, userName: user.fullName, kind: 'clients.update', rowCount: 1, snapshot: { rows: [{ id: client.id, patch: { ville: 'Lyon' } }] } })
    .returning({ id: schema.activityBatches.id });
  await db.insert(schema.jobRuns).values({ name: 'obligations', doneFor: '2026-03-15 1.0.0 sources' });
  await db.insert(schema.activityLog).values([
    { userId: user.id, userName: user.fullName, batchId: batch?.id, entity: 'client', entityId: client.id, clientId: client.id, action: 'update', field: 'ville', oldValue: 'Lyon', newValue: "L'Isle-d'Abeau" },
    { userId: null, userName: null, entity: 'task', entityId: task.id, action: 'delete' },
  ]);
  await db.insert(schema.notifications).values({ userId: user.id, kind: 'task_assigned', taskId: task.id, title: task.title, dedupeKey: 'k1' });
  await db.insert(schema.mailOutbox).values({
    to: user.email,
    subject: 'Sujet',
    text: 'texte',
    html: '<p>html</p>',
    attempts: 2,
    lastError: 'ECONNREFUSED',
    replyTo: 'collaborateur@cabinet.test',
    capCategory: 'client_reminder',
    capDay: '2026-03-16',
    onSent: { handler: 'e-invoicing.reminder', data: { clientId: client.id, userId: user.id } },
  });
  await db.insert(schema.firmSettings).values({ key: 'e-invoicing.reminder-template', value: { subject: 'Objet « {raison_sociale} »', body: 'Ligne 1\nLigne 2' }, updatedBy: user.id });
  await db.insert(schema.calendarFeeds).values({ userId: user.id, tokenHash: 'hash' });
  await db.insert(schema.backups).values({
    fileName: 'cabinet-2026-03-15-020000.jsonl.gz',
    trigger: 'manual',
    status: 'verified',
    requestedBy: user.id,
    bytes: 123_456,
    tableCounts: { clients: 120, tasks: 300 },
  });
  await db.insert(schema.twoFactors).values({ userId: user.id, secret: 'secret-chiffré', backupCodes: 'codes-chiffrés', failedVerificationCount: 2, lockedUntil: soon });
  // Production (issue 24): a template and its stage (rule and checklist as JSON), a mission on it, its stage's progress, a task of that mission.
  const [template] = await db.insert(schema.missionTemplates).values({ name: 'Modèle « sauvegarde »', kind: 'exercice', position: 9, updatedBy: user.id }).returning();
  if (!template) throw new Error('modèle non créé');
  const [stage] = await db
    .insert(schema.missionStages)
    .values({ templateId: template.id, position: 0, name: 'Révision « annuelle »', checklist: ['Point 1', 'Point « 2 »'], rule: { type: 'after_closing', amount: 3, unit: 'months' } })
    .returning();
  if (!stage) throw new Error('étape non créée');
  const [mission] = await db
    .insert(schema.missions)
    .values({ clientId: client.id, templateId: template.id, closingDate: '2026-12-31', stageId: stage.id, status: 'en_attente_client', waitingReason: 'Relevés\nde décembre', responsibleId: user.id, budgetHours: 12.5, notes: 'Note 🙂', createdBy: user.id, updatedBy: user.id })
    .returning();
  if (!mission) throw new Error('mission non créée');
  await db.insert(schema.missionStageProgress).values({ missionId: mission.id, stageId: stage.id, targetDate: '2027-03-31', doneAt: '2027-03-15', doneBy: user.id, doneByName: user.fullName, checklist: [true, false] });
  await db.update(schema.tasks).set({ missionId: mission.id }).where(eq(schema.tasks.id, task.id));
  // Conformité (issue 25): a client's LCB-FT file (risk as JSON), a beneficial owner, an engagement letter (missions as an enum array), a document's record.
  const risk: RiskAssessment = { client: { level: 'eleve', facts: ['ppe'] }, activite: { level: 'faible', facts: [] }, localisation: { level: 'moyen', facts: ['etranger'] }, mission: { level: 'faible', facts: [] } };
  // seedDemo may have filed this client already: its file is replaced by these values.
  for (const table of [schema.clientKyc, schema.beneficialOwners, schema.engagementLetters]) await db.delete(table).where(eq(table.clientId, client.id));
  await db.insert(schema.clientKyc).values({ clientId: client.id, vigilance: 'renforcee', assessedAt: '2026-03-01', assessedBy: user.id, assessedByName: user.fullName, justification: 'PPE « dirigeant »\nvérifié', risk, identityVerifiedAt: '2026-03-02', identityDocument: 'Kbis de moins de 3 mois', nextReviewAt: '2027-03-01' });
  await db.insert(schema.beneficialOwners).values({ clientId: client.id, position: 0, name: 'Élise Dupont-Martin', birthDate: '1970-05-04', nationality: 'française', share: 62.5, ppe: true, sourceDate: '2026-02-20' });
  await db.insert(schema.engagementLetters).values({ clientId: client.id, status: 'signee', missions: ['tenue', 'fiscal', 'autre'], missionsOther: 'Prévisionnel', fees: 4800.5, feesMode: 'forfait', startDate: '2026-01-01', signedAt: '2026-01-15', updatedBy: user.id });
  const kbis = Buffer.from('%PDF-1.4 Kbis « 2026 »');
  const storageKey = randomUUID();
  mkdirSync(documents, { recursive: true });
  writeFileSync(join(documents, storageKey), kbis);
  const sha256 = createHash('sha256').update(kbis).digest('hex');
  await db.insert(schema.clientDocuments).values({ clientId: client.id, kind: 'kbis', fileName: 'kbis « 2026 ».pdf', mediaType: 'application/pdf', size: kbis.byteLength, sha256, storageKey, uploadedBy: user.id, uploadedByName: user.fullName });
}

beforeAll(async () => {
  source = await openTestDatabase();
  opened.push(source);
  await seedDemo({ db: source.db, clients: 120, tasks: 300, users: 4, seed: 7, now: new Date('2026-03-15T10:00:00Z'), documentsFolder: documents });
  await fillOtherTables(source);
  sourceFile = (await backupTo(source, 'source.jsonl.gz')).file;
}, 120_000);

afterAll(async () => {
  for (const database of opened.reverse()) await database.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

describe('backup', () => {
  it('covers every table of the Drizzle schema, each holding rows in this test', async () => {
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    const header = JSON.parse(gunzipSync(readFileSync(sourceFile)).toString('utf8').split('\n')[0] ?? '') as BackupHeader;
    expect([...header.tables].sort()).toEqual(declared);
    // A new table must get a row in fillOtherTables: otherwise its round trip is not tested.
    const rows = await snapshot(source);
    expect(Object.entries(rows).filter(([, list]) => list.length === 0).map(([name]) => name)).toEqual([]);
  });

  it('is one moment of the database while the server writes (restoring it keeps every foreign key)', async () => {
    const busy = await emptyDatabase();
    await seedDemo({ db: busy.db, clients: 30, tasks: 30, users: 2, seed: 3 });
    // Clients are saved before tasks: without one snapshot, a task written in between would
    // reach the file without its client, and its restore would break the foreign key.
    let stop = false;
    let writes = 0;
    const writer = (async () => {
      while (!stop) {
        await busy.pool.query(
          `WITH c AS (INSERT INTO clients (raison_sociale) VALUES ('Pendant la sauvegarde ' || $1::text) RETURNING id)
           INSERT INTO tasks (title, client_id) SELECT 'Tâche écrite pendant la sauvegarde', id FROM c`,
          [writes],
        );
        writes++;
      }
    })();
    const { file } = await backupTo(busy, 'busy.jsonl.gz');
    stop = true;
    await writer;
    expect(writes).toBeGreaterThan(0);
    const target = await emptyDatabase();
    await restoreBackup({ database: target, input: file });
    const counts = await target.pool.query<{ clients: number; tasks: number }>(
      `SELECT (SELECT count(*)::int FROM clients WHERE raison_sociale LIKE 'Pendant la sauvegarde %') AS clients,
              (SELECT count(*)::int FROM tasks WHERE title = 'Tâche écrite pendant la sauvegarde') AS tasks`,
    );
    expect(counts.rows[0]?.clients).toBe(counts.rows[0]?.tasks);
  });

  it('writes a header with the format, the app version and the last migration, tables in foreign-key order', async () => {
    const lines = gunzipSync(readFileSync(sourceFile)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0] ?? '') as BackupHeader;
    // The demo's documents (their files links to one) and fillOtherTables' Kbis.
    const documentRows = await source.db.$count(schema.clientDocuments);
    expect(documentRows).toBeGreaterThan(100);
    expect(header).toMatchObject({ format: 'cabinet-backup', formatVersion: 2, appVersion: '1.0.0', engine: source.kind, documents: documentRows });
    expect(header.migration.tag).toBe(knownMigrations().at(-1)?.tag);
    const position = (name: string) => header.tables.indexOf(name);
    expect(position('users')).toBeLessThan(position('clients'));
    expect(position('clients')).toBeLessThan(position('tasks'));
    expect(position('tasks')).toBeLessThan(position('notifications'));
    expect(position('tracking_years')).toBeLessThan(position('yearly_tracking'));
    expect(JSON.parse(lines.at(-1) ?? '')).toMatchObject({ end: true, tables: header.tables.length });
  });
});

describe('restore', () => {
  it('round-trips every row of every table into a blank database', async () => {
    const target = await blankDatabase();
    const restoredDocuments = join(dir, 'restored-documents');
    const stats = await restoreBackup({ database: target, input: sourceFile, documentsFolder: restoredDocuments });
    expect(stats.rows).toBeGreaterThan(1000);
    const restored = await snapshot(target);
    expect(restored).toEqual(await snapshot(source));
    // Every document's file, the demo's included, is back as it was.
    const rows = await target.db.select().from(schema.clientDocuments);
    expect(readdirSync(restoredDocuments).sort()).toEqual(rows.map((row) => row.storageKey).sort());
    const hashes = rows.map((row) => [row.storageKey, createHash('sha256').update(readFileSync(join(restoredDocuments, row.storageKey))).digest('hex')]);
    expect(hashes).toEqual(rows.map((row) => [row.storageKey, row.sha256]));
    // Every table was filled at once: the first requests are planned on its statistics.
    const analyses = await findTableAnalyses(target.db, Object.keys(restored));
    expect(Object.keys(analyses).filter((table) => analyses[table]?.lastAnalyze === null)).toEqual([]);
    // The journal's sequence goes on after the restored ids.
    const client = await target.pool.connect();
    try {
      await client.query('BEGIN');
      const max = await client.query<{ max: string }>('SELECT max(id)::text AS max FROM activity_log');
      const next = await client.query<{ id: string }>(
        `INSERT INTO activity_log (entity, entity_id, action) VALUES ('client', 'x', 'create') RETURNING id::text AS id`,
      );
      expect(Number(next.rows[0]?.id)).toBeGreaterThan(Number(max.rows[0]?.max));
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('moves an embedded database to a PostgreSQL server: the embedded cluster’s backup restored on the run’s server', async () => {
    const folder = reachableTempDir('cabinet-backup-embedded-');
    const cluster = await startCluster({ pgdata: join(folder, 'postgres'), durable: false });
    try {
      const embedded = connectPostgres(cluster.url('postgres'), logger, 2, { kind: 'embedded' });
      try {
        await restoreBackup({ database: embedded, input: sourceFile });
        const { file, stats } = await backupTo(embedded, 'from-embedded.jsonl.gz');
        expect(stats.rows).toBeGreaterThan(1000);
        const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0] ?? '') as BackupHeader;
        expect(header.engine).toBe('embedded');
        const server = await blankDatabase();
        await restoreBackup({ database: server, input: file });
        expect(await snapshot(server)).toEqual(await snapshot(source));
      } finally {
        await embedded.close();
      }
    } finally {
      await cluster.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a database holding data unless forced, then replaces it', async () => {
    const target = await emptyDatabase();
    await restoreBackup({ database: target, input: sourceFile });
    await target.pool.query(`UPDATE clients SET ville = 'Modifiée'`);
    await expect(restoreBackup({ database: target, input: sourceFile })).rejects.toThrow(/contient déjà des données.*--force/);
    await restoreBackup({ database: target, input: sourceFile, force: true });
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });

  it('leaves the database untouched when the file is truncated or not a backup', async () => {
    const target = await emptyDatabase();
    const text = gunzipSync(readFileSync(sourceFile)).toString('utf8');
    const truncated = join(dir, 'truncated.jsonl.gz');
    writeFileSync(truncated, gzipSync(text.slice(0, Math.floor(text.length * 0.9))));
    await expect(restoreBackup({ database: target, input: truncated })).rejects.toThrow(/tronquée/);
    const cut = join(dir, 'cut.gz');
    writeFileSync(cut, readFileSync(sourceFile).subarray(0, 5000));
    await expect(restoreBackup({ database: target, input: cut })).rejects.toThrow();
    const other = join(dir, 'other.gz');
    writeFileSync(other, gzipSync('{"hello":"world"}\n'));
    await expect(restoreBackup({ database: target, input: other })).rejects.toThrow('Ce fichier n’est pas une sauvegarde de Cabinet.');
    const counts = await target.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM clients');
    expect(counts.rows[0]?.n).toBe('0');
  });

  it('refuses a truncated file, a cut one or one from a newer version before a blank database is touched', async () => {
    const target = await blankDatabase();
    const text = gunzipSync(readFileSync(sourceFile)).toString('utf8');
    const truncated = join(dir, 'truncated-blank.jsonl.gz');
    writeFileSync(truncated, gzipSync(text.slice(0, Math.floor(text.length * 0.9))));
    await expect(restoreBackup({ database: target, input: truncated })).rejects.toThrow(/^Sauvegarde tronquée dans la table \w+\.$/);
    const cut = join(dir, 'cut-blank.jsonl.gz');
    writeFileSync(cut, readFileSync(sourceFile).subarray(0, 5000));
    await expect(restoreBackup({ database: target, input: cut })).rejects.toThrow('Sauvegarde tronquée ou abîmée : le fichier compressé est incomplet ou illisible.');
    const [headerLine = '', ...rest] = text.split('\n');
    const header = JSON.parse(headerLine) as BackupHeader;
    const future = { ...header, migration: { when: header.migration.when + 86_400_000, tag: '0099_version_future' } };
    const newer = join(dir, 'newer.jsonl.gz');
    writeFileSync(newer, gzipSync([JSON.stringify(future), ...rest].join('\n')));
    await expect(restoreBackup({ database: target, input: newer })).rejects.toThrow(
      'La sauvegarde vient d’une version plus récente de l’application (migration 0099_version_future) : mettez l’application à jour avant de la restaurer.',
    );
    // Not even migrated: the schema is still blank.
    const client = await target.pool.connect();
    try {
      expect(await readMigrationLevel(client)).toBeNull();
      const tables = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
      expect(tables.rows[0]?.n).toBe(0);
    } finally {
      client.release();
    }
  });

  it('restores a backup made before the latest migration, then migrates it', async () => {
    const migrations = knownMigrations();
    const previous = migrations.at(-2);
    assert(previous, 'il faut au moins deux migrations');
    const old = await blankDatabase();
    await migrateUpTo(old.pool, previous.when);
    await old.pool.query(`INSERT INTO users (email, full_name) VALUES ('ancien@cabinet.test', 'Ancienne Version')`);
    const { file } = await backupTo(old, 'old.jsonl.gz');
    // Restored onto the same schema level (the blank-database path is the round trip above).
    await restoreBackup({ database: old, input: file, force: true });
    const client = await old.pool.connect();
    try {
      expect(await readMigrationLevel(client)).toBe(migrations.at(-1)?.when);
      const users = await client.query<{ email: string }>('SELECT email FROM users');
      expect(users.rows).toEqual([{ email: 'ancien@cabinet.test' }]);
    } finally {
      client.release();
    }
    // The other way round is refused: the schema cannot go back.
    await expect(restoreBackup({ database: source, input: file, force: true })).rejects.toThrow(/plus récent que la sauvegarde/);
  });
});
