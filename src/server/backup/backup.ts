import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/client.ts';
import { DOCUMENTS_TABLE, listBackupDocuments, writeDocumentsSection } from './backup-documents.ts';
import { listTables, quoteIdent, type Queryable } from './catalog.ts';
import { describeLevel, readMigrationLevel } from './migration-level.ts';

/**
 * The backup file: gzip of JSON lines. A header, then per table a line naming it with its
 * columns and row count followed by that many rows (each the table's row as PostgreSQL's
 * row_to_json writes it), then an end line, whose absence reveals a truncated file. Format 2
 * adds the clients' documents (files under DATA_DIR/documents) between the header and the
 * tables, each with its SHA-256 (backup-documents.ts); format 1 files still restore. Being
 * logical rather than a copy of files, one file restores on either engine, and moves an
 * embedded database to a PostgreSQL server.
 */
export const BACKUP_FORMAT = 'cabinet-backup';
export const BACKUP_FORMAT_VERSION = 2;
/** The formats this version restores: 1 has no documents section. */
export const READABLE_FORMAT_VERSIONS: readonly number[] = [1, 2];

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** Where the backup was read: the embedded cluster, a PostgreSQL server, or a PGlite folder of the previous version. */
  engine: BackupSource['kind'];
  /** drizzle's `created_at` of the last migration applied, and its tag for humans. */
  migration: { when: number; tag: string };
  createdAt: string;
  tables: string[];
  /** Format 2: how many documents follow the header. */
  documents?: number;
};
export type TableSection = { table: string; columns: string[]; rows: number };
export type BackupEnd = { end: true; tables: number; rows: number; documents?: number };

/** A database to read: the app's, or a PGlite folder being moved to the embedded cluster. */
export type BackupSource = {
  kind: Database['kind'] | 'pglite';
  pool: { connect: () => Promise<Queryable & { release: () => void }> };
};

export type BackupStats = { tables: number; rows: number; documents: number; bytes: number; ms: number; perTable: Record<string, number> };

const FETCH_SIZE = 2000;

/**
 * Writes a consistent backup of the whole database: every table is read in one read-only
 * transaction, so the file is one moment of the database even while the server writes:
 * SERIALIZABLE READ ONLY DEFERRABLE waits for a snapshot no concurrent transaction can make
 * anomalous, then never blocks writers (the embedded cluster is a PostgreSQL server too).
 */
export async function writeBackup(options: {
  database: BackupSource;
  /** A file path (written under a temporary name, then renamed), or a stream (stdout). */
  output: string | Writable;
  appVersion: string;
  /** DATA_DIR/documents, whose files the document rows name; needed once a document exists. */
  documentsFolder?: string;
  onProgress?: (message: string) => void;
}): Promise<BackupStats> {
  const started = performance.now();
  const { database, output } = options;
  const temporary = typeof output === 'string' ? `${output}.partiel` : undefined;
  const gzip = createGzip({ level: 6 });
  const sink = temporary ? createWriteStream(temporary, { mode: 0o600 }) : (output as Writable);
  const written = pipeline(gzip, sink);
  // Keep a failure of the sink from surfacing as an unhandled rejection before it is awaited.
  written.catch(() => {});
  const write = async (text: string) => {
    if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), written]);
  };

  const client = await database.pool.connect();
  let rows = 0;
  let documentCount: number | undefined;
  const perTable: Record<string, number> = {};
  try {
    await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE, READ ONLY, DEFERRABLE');
    const when = await readMigrationLevel(client);
    if (when === null) throw new Error('La base est vierge (aucune migration appliquée) : rien à sauvegarder.');
    const tables = await listTables(client);
    const hasDocuments = tables.some((table) => table.name === DOCUMENTS_TABLE);
    const documents = hasDocuments ? await listBackupDocuments({ client, database, folder: options.documentsFolder }) : { entries: [], excluded: [] };
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: options.appVersion,
      engine: database.kind,
      migration: { when, tag: describeLevel(when) },
      createdAt: new Date().toISOString(),
      tables: tables.map((table) => table.name),
      documents: documents.entries.length,
    };
    documentCount = documents.entries.length;
    await write(`${JSON.stringify(header)}\n`);
    if (documents.entries.length > 0 && options.documentsFolder !== undefined) {
      await writeDocumentsSection({ entries: documents.entries, folder: options.documentsFolder, write });
      options.onProgress?.(`documents : ${new Intl.NumberFormat('fr-FR').format(documents.entries.length)} fichiers`);
    }
    for (const table of tables) {
      const name = quoteIdent(table.name);
      // A document deleted while this backup ran has no file left: its row goes with it.
      const where = table.name === DOCUMENTS_TABLE && documents.excluded.length ? ` WHERE NOT (t.id = ANY('{${documents.excluded.join(',')}}'::uuid[]))` : '';
      const count = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${name} t${where}`);
      const expected = Number(count.rows[0]?.n ?? 0);
      const section: TableSection = { table: table.name, columns: table.columns, rows: expected };
      await write(`${JSON.stringify(section)}\n`);
      const order = table.primaryKey.length ? ` ORDER BY ${table.primaryKey.map((column) => `t.${quoteIdent(column)}`).join(', ')}` : '';
      await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${name} t${where}${order}`);
      let done = 0;
      for (;;) {
        const batch = await client.query<{ r: string }>(`FETCH ${FETCH_SIZE} FROM backup_rows`);
        if (batch.rows.length === 0) break;
        done += batch.rows.length;
        await write(batch.rows.map((row) => `${row.r}\n`).join(''));
        if (batch.rows.length < FETCH_SIZE) break;
      }
      await client.query('CLOSE backup_rows');
      if (done !== expected) throw new Error(`Table ${table.name} : ${done} lignes lues, ${expected} attendues.`);
      perTable[table.name] = done;
      rows += done;
      options.onProgress?.(`${table.name} : ${new Intl.NumberFormat('fr-FR').format(done)} lignes`);
    }
    const end: BackupEnd = { end: true, tables: tables.length, rows, documents: documents.entries.length };
    await write(`${JSON.stringify(end)}\n`);
    await client.query('COMMIT');
    gzip.end();
    await written;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    gzip.destroy();
    await written.catch(() => {});
    if (temporary) rmSync(temporary, { force: true });
    throw error;
  } finally {
    client.release();
  }
  let bytes = gzip.bytesWritten;
  if (temporary && typeof output === 'string') {
    renameSync(temporary, output);
    bytes = statSync(output).size;
  }
  return { tables: Object.keys(perTable).length, rows, documents: documentCount ?? 0, bytes, ms: performance.now() - started, perTable };
}
