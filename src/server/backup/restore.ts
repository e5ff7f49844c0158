import { rmSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { analyzeTables } from '../db/analyze.ts';
import type { Database } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import type { BackupEnd, BackupHeader, TableSection } from './backup.ts';
import { readDocumentsSection, replaceDocumentsFolder, stagingFolder } from './backup-documents.ts';
import { checkBackupFile, documentCount, openBackupLines, parseLine, readHeader, type NextLine } from './backup-file.ts';
import { listTables, quoteIdent, type TableInfo } from './catalog.ts';
import { describeLevel, knownMigrations, migrateUpTo, readMigrationLevel, tablesFilledByMigrations } from './migration-level.ts';

export type RestoreStats = { tables: number; rows: number; documents: number; ms: number; header: BackupHeader };

/** Rows per INSERT: one JSON array parameter, expanded by json_populate_recordset. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

const n = new Intl.NumberFormat('fr-FR').format;

/** What a restore uses of a database: its pool and its Drizzle handle (a scratch database has no live updates). */
type Target = Pick<Database, 'db' | 'pool'>;

function sameColumns(a: string[], b: string[]) {
  return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
}

/** The schema at the backup's migration: a blank or older database is migrated up to it; a newer one is refused. */
async function bringSchemaToBackup(database: Target, header: BackupHeader, progress: (message: string) => void): Promise<void> {
  const current = await withClient(database, readMigrationLevel);
  if (current !== null && current > header.migration.when) {
    throw new Error(
      `La base est au niveau ${describeLevel(current)}, plus récent que la sauvegarde (${header.migration.tag}) : ` +
        'restaurez dans une base vierge (nouveau DATA_DIR ou nouvelle base PostgreSQL), l’application la mettra ensuite à jour.',
    );
  }
  if (current === null || current < header.migration.when) {
    progress(`Schéma amené au niveau de la sauvegarde (${header.migration.tag})…`);
    await migrateUpTo(database.pool, header.migration.when);
  }
}

/**
 * Restores a file written by writeBackup into this database, in one transaction: on failure the
 * database is left as it was. A file is first read through (checkBackupFile): a truncated one, or
 * one from a newer version, is refused before the database is touched. The schema is first brought to the backup's migration (a blank
 * database is migrated up to it), the rows are inserted in foreign-key order with the tables'
 * own triggers off (the journal must not record the restore as new writes), sequences are set
 * past the restored ids, then the remaining migrations of this version are applied and the
 * tables' statistics refreshed (analyzeTables).
 */
export async function restoreBackup(options: {
  database: Target;
  /** A file, read through once before the database is touched; or a stream, read once (`npm run restore -- -` spools standard input to a file first). */
  input: string | Readable;
  /** Replaces the data of a database that already holds some; refused otherwise. */
  force?: boolean;
  /** False for a scratch database dropped right after (the nightly verification): no ANALYZE. */
  analyze?: boolean;
  /** The caller has run checkBackupFile on this file already (the command, before opening the database). */
  checked?: boolean;
  /**
   * DATA_DIR/documents: the backup's documents replace its files once the rows are committed. Without
   * it (a scratch database), the documents are only proven by their hashes.
   */
  documentsFolder?: string;
  onProgress?: (message: string) => void;
}): Promise<RestoreStats> {
  const started = performance.now();
  const { database } = options;
  const progress = options.onProgress ?? (() => {});
  if (typeof options.input === 'string' && !options.checked) {
    progress('Lecture complète de la sauvegarde avant de toucher à la base…');
    await checkBackupFile(options.input);
  }
  const { nextLine, close } = openBackupLines(options.input);
  try {
    const header = await readHeader(nextLine);
    const staging = options.documentsFolder === undefined ? undefined : stagingFolder(options.documentsFolder);
    if (staging) rmSync(staging, { recursive: true, force: true });
    let documents: number;
    let rows: number;
    try {
      // Each file is written and proven by its hash beside the folder; the folder itself changes only once the rows are in.
      documents = await readDocumentsSection({ nextLine, count: documentCount(header), into: staging });
      if (documents > 0) progress(`documents : ${n(documents)} fichiers, empreintes vérifiées`);
      await bringSchemaToBackup(database, header, progress);
      rows = await withTransaction(database, (client) => restoreTables({ client, header, nextLine, documents, force: options.force === true, progress }));
    } catch (error) {
      if (staging) rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    if (options.documentsFolder !== undefined) await replaceDocumentsFolder(options.documentsFolder);
    const latest = knownMigrations().at(-1)?.when ?? 0;
    if (header.migration.when < latest) {
      progress(`Migrations de cette version appliquées (${describeLevel(latest)})…`);
      await applyMigrations(database.pool);
    }
    // Every table was filled at once: statistics now, so the first pages are planned on what is
    // there. Listed again: the migrations just applied may have renamed some.
    if (options.analyze !== false) {
      progress('Statistiques des tables (ANALYZE)…');
      const restored = await withClient(database, listTables);
      await analyzeTables(database.db, restored.map((table) => table.name));
    }
    return { tables: header.tables.length, rows, documents, ms: performance.now() - started, header };
  } finally {
    close();
  }
}

/** `work` in one transaction on one pooled connection: committed if it returns, rolled back if it throws. */
async function withTransaction<T>(database: Target, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The tables emptied (refused when they hold data, unless `force`), their rows read back in the
 * backup's order with their triggers off, then the triggers on again and each sequence past the
 * highest restored id. Answers the number of rows restored.
 */
async function restoreTables({
  client,
  header,
  nextLine,
  documents,
  force,
  progress,
}: {
  client: pg.PoolClient;
  header: BackupHeader;
  nextLine: NextLine;
  documents: number;
  force: boolean;
  progress: (message: string) => void;
}): Promise<number> {
  const tables = await listTables(client);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const missing = header.tables.filter((name) => !byName.has(name));
  const extra = tables.filter((table) => !header.tables.includes(table.name)).map((table) => table.name);
  if (missing.length || extra.length) {
    throw new Error(`Tables différentes de celles de la sauvegarde (absentes : ${missing.join(', ') || 'aucune'} ; en plus : ${extra.join(', ') || 'aucune'}).`);
  }
  await ensureEmpty(client, tables, force);
  if (tables.length) await client.query(`TRUNCATE ${tables.map((table) => quoteIdent(table.name)).join(', ')}`);
  for (const table of tables) await client.query(`ALTER TABLE ${quoteIdent(table.name)} DISABLE TRIGGER USER`);

  let rows = 0;
  for (let index = 0; index < header.tables.length; index++) {
    const section = parseLine<TableSection>(await nextLine(), `début de la table n° ${index + 1}`);
    const table = byName.get(section.table);
    if (!table || section.table !== header.tables[index]) throw new Error(`Sauvegarde illisible : table ${section.table} inattendue.`);
    await restoreTable({ client, table, section, nextLine });
    rows += section.rows;
    progress(`${table.name} : ${n(section.rows)} lignes`);
  }
  const end = parseLine<BackupEnd>(await nextLine(), 'marqueur de fin');
  if (end.end !== true || end.rows !== rows || (end.documents ?? 0) !== documents) throw new Error('Sauvegarde tronquée ou incohérente (marqueur de fin).');

  for (const table of tables) await client.query(`ALTER TABLE ${quoteIdent(table.name)} ENABLE TRIGGER USER`);
  for (const table of tables) {
    for (const { column, sequence } of table.sequences) {
      await client.query(`SELECT setval($1::regclass, coalesce((SELECT max(${quoteIdent(column)}) FROM ${quoteIdent(table.name)}), 0) + 1, false)`, [
        sequence,
      ]);
    }
  }
  return rows;
}

/** One table's section: its columns checked against the table's, its rows inserted by batches. */
async function restoreTable({ client, table, section, nextLine }: { client: pg.PoolClient; table: TableInfo; section: TableSection; nextLine: NextLine }) {
  if (!sameColumns(section.columns, table.columns)) {
    throw new Error(`Colonnes de ${table.name} différentes de celles de la sauvegarde : ${section.columns.join(', ')}.`);
  }
  let batch: string[] = [];
  let chars = 0;
  for (let row = 0; row < section.rows; row++) {
    const line = await nextLine();
    if (line === undefined) throw new Error(`Sauvegarde tronquée dans la table ${table.name}.`);
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insertRows(client, table, batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) await insertRows(client, table, batch);
}

async function withClient<T>(database: Target, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** Refuses to overwrite data unless asked to; the rows migrations write do not count as data. */
async function ensureEmpty(client: pg.PoolClient, tables: TableInfo[], force: boolean) {
  if (force) return;
  const seeded = tablesFilledByMigrations();
  const filled: string[] = [];
  for (const table of tables) {
    if (seeded.has(table.name)) continue;
    const result = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${quoteIdent(table.name)}`);
    const count = Number(result.rows[0]?.n ?? 0);
    if (count > 0) filled.push(`${table.name} (${n(count)})`);
  }
  if (filled.length) {
    throw new Error(
      `La base contient déjà des données : ${filled.join(', ')}. ` +
        'Restaurez dans une base vierge, ou ajoutez --force pour les remplacer par celles de la sauvegarde.',
    );
  }
}

async function insertRows(client: pg.PoolClient, table: TableInfo, lines: string[]) {
  const columns = table.columns.map(quoteIdent).join(', ');
  const overriding = table.identityAlways ? ' OVERRIDING SYSTEM VALUE' : '';
  await client.query(
    `INSERT INTO ${quoteIdent(table.name)} (${columns})${overriding} SELECT ${columns} FROM json_populate_recordset(NULL::${quoteIdent(table.name)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
}
