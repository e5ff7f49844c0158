import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { clientDocuments, clients } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { eq } from 'drizzle-orm';
import { writeBackup, type BackupHeader } from './backup.ts';
import { listBackupDocuments } from './backup-documents.ts';
import { checkBackupFile } from './backup-file.ts';
import { restoreBackup } from './restore.ts';

// The clients' documents travel with the rows (issue 25): a backup carries every file, a restore
// writes them back to DATA_DIR/documents, each proven identical by its SHA-256.

const dir = mkdtempSync(join(tmpdir(), 'cabinet-backup-documents-'));
const source = join(dir, 'source-documents');
const opened: Database[] = [];
let database: Database;
let file: string;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const hashes = (folder: string) => Object.fromEntries(readdirSync(folder).map((name) => [name, sha256(readFileSync(join(folder, name)))]));

async function open(blank = false) {
  const opening = await openTestDatabase({ blank });
  opened.push(opening);
  return opening;
}

beforeAll(async () => {
  database = await open();
  const [client] = await database.db.insert(clients).values({ raisonSociale: 'Boulangerie Martin' }).returning({ id: clients.id });
  if (!client) throw new Error('client non créé');
  mkdirSync(source);
  // Sizes around a chunk (768 KiB) and a 3-chunk file: each must come back byte for byte.
  const sizes = [1, 1000, 768 * 1024 - 1, 768 * 1024, 768 * 1024 + 1, 2_500_000];
  for (const [index, size] of sizes.entries()) {
    const bytes = randomBytes(size);
    const storageKey = randomUUID();
    writeFileSync(join(source, storageKey), bytes);
    await database.db.insert(clientDocuments).values({
      clientId: client.id,
      kind: 'identite',
      fileName: `pièce ${index}.pdf`,
      mediaType: 'application/pdf',
      size,
      sha256: sha256(bytes),
      storageKey,
    });
  }
  file = join(dir, 'avec-documents.jsonl.gz');
  const stats = await writeBackup({ database, output: file, appVersion: '1.0.0', documentsFolder: source });
  expect(stats.documents).toBe(sizes.length);
}, 60_000);

afterAll(async () => {
  for (const each of opened.reverse()) await each.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

describe('documents in a backup', () => {
  it('restores every file into DATA_DIR/documents identical to the source (SHA-256), replacing what the folder held', async () => {
    const target = join(dir, 'restored-documents');
    mkdirSync(target);
    writeFileSync(join(target, randomUUID()), 'un fichier d’avant la restauration');
    const blank = await open(true);
    const stats = await restoreBackup({ database: blank, input: file, documentsFolder: target });
    expect(stats.documents).toBe(6);
    expect(hashes(target)).toEqual(hashes(source));
    const rows = await blank.db.select({ storageKey: clientDocuments.storageKey, sha256: clientDocuments.sha256 }).from(clientDocuments);
    expect(Object.fromEntries(rows.map((row) => [row.storageKey, row.sha256]))).toEqual(hashes(source));
    expect(existsSync(`${target}.restauration`)).toBe(false);
  });

  it('announces the documents in the header and the end marker; the full pass checks them', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ formatVersion: 2, documents: 6 });
    expect(JSON.parse(lines.at(-1) ?? '')).toMatchObject({ end: true, documents: 6 });
    expect((await checkBackupFile(file)).documents).toBe(6);
  });

  it('refuses a file whose document was damaged, before the database or the folder is touched', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    // Line 2 is the first document's entry, line 3 its (only) chunk: one byte changed, same length.
    const chunk = Buffer.from(JSON.parse(lines[2] ?? '') as string, 'base64');
    chunk.writeUInt8(chunk.readUInt8(0) ^ 0xff, 0);
    lines[2] = JSON.stringify(chunk.toString('base64'));
    const damaged = join(dir, 'abimee.jsonl.gz');
    writeFileSync(damaged, gzipSync(lines.join('\n')));
    const target = join(dir, 'untouched-documents');
    mkdirSync(target);
    writeFileSync(join(target, 'garde'), 'gardé');
    const blank = await open(true);
    await expect(restoreBackup({ database: blank, input: damaged, documentsFolder: target })).rejects.toThrow(/ne correspond pas à son empreinte \(SHA-256\)/);
    expect(readdirSync(target)).toEqual(['garde']);
    expect(existsSync(`${target}.restauration`)).toBe(false);
    const tables = await blank.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    expect(tables.rows[0]?.n).toBe(0);
  });

  it('still restores a format-1 file, written before the documents were carried', async () => {
    const empty = await open();
    const plain = join(dir, 'sans-documents.jsonl.gz');
    await writeBackup({ database: empty, output: plain, appVersion: '1.0.0' });
    const [headerLine = '', ...rest] = gunzipSync(readFileSync(plain)).toString('utf8').split('\n');
    const { documents: _announced, ...header } = JSON.parse(headerLine) as BackupHeader;
    const old = rest.map((line) => (line.startsWith('{"end":true') ? line.replace(/,"documents":0/, '') : line));
    const formatOne = join(dir, 'format-1.jsonl.gz');
    writeFileSync(formatOne, gzipSync([JSON.stringify({ ...header, formatVersion: 1 }), ...old].join('\n')));
    const target = join(dir, 'format-1-documents');
    const stats = await restoreBackup({ database: await open(true), input: formatOne, documentsFolder: target });
    expect(stats.documents).toBe(0);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses to back up a document whose file is missing or no longer matches its hash', async () => {
    const row = (await database.db.select().from(clientDocuments).limit(1))[0] as typeof clientDocuments.$inferSelect;
    const path = join(source, row.storageKey);
    const bytes = readFileSync(path);
    try {
      const altered = Buffer.from(bytes);
      altered.writeUInt8(altered.readUInt8(0) ^ 1, 0);
      writeFileSync(path, altered);
      await expect(writeBackup({ database, output: join(dir, 'alteree.jsonl.gz'), appVersion: '1.0.0', documentsFolder: source })).rejects.toThrow(
        `Sauvegarde impossible : le document ${row.storageKey} ne correspond plus à son empreinte (fichier modifié ou abîmé).`,
      );
      rmSync(path);
      await expect(writeBackup({ database, output: join(dir, 'manquant.jsonl.gz'), appVersion: '1.0.0', documentsFolder: source })).rejects.toThrow(
        `Sauvegarde impossible : 1 document(s) absent(s) de ${source} (${row.storageKey}).`,
      );
      expect(readdirSync(dir).filter((name) => name.startsWith('alteree') || name.startsWith('manquant'))).toEqual([]);
    } finally {
      writeFileSync(path, bytes);
    }
  });

  it('leaves out a document deleted while the backup runs, its row with its file', async () => {
    const row = (await database.db.select().from(clientDocuments).limit(1))[0] as typeof clientDocuments.$inferSelect;
    const path = join(source, row.storageKey);
    const bytes = readFileSync(path);
    const snapshot = await database.pool.connect();
    try {
      // The backup's snapshot is taken, then a colleague deletes the document (its row, then its file).
      await snapshot.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await snapshot.query('SELECT count(*) FROM client_documents');
      await database.db.delete(clientDocuments).where(eq(clientDocuments.id, row.id));
      rmSync(path);
      const listed = await listBackupDocuments({ client: snapshot, database, folder: source });
      expect(listed.excluded).toEqual([row.id]);
      expect(listed.entries.map((entry) => entry.document)).not.toContain(row.id);
      expect(listed.entries).toHaveLength(5);
    } finally {
      await snapshot.query('ROLLBACK');
      snapshot.release();
      writeFileSync(path, bytes);
      await database.db.insert(clientDocuments).values(row);
    }
  });
});
