import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, READABLE_FORMAT_VERSIONS, type BackupEnd, type BackupHeader, type TableSection } from './backup.ts';
import { readDocumentsSection } from './backup-documents.ts';
import { parseLine, type NextLine } from './backup-lines.ts';
import { knownMigrations } from './migration-level.ts';

// Reading a backup file (backup.ts writes it): its lines through gunzip, its header refused when it
// is not for this version, and a whole pass that proves it complete before a restore changes a thing.

export { parseLine, type NextLine } from './backup-lines.ts';

/** zlib's own words for a cut or damaged file ('unexpected end of file', 'incorrect header check'), said in French. */
function frenchReadError(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return new Error('Sauvegarde tronquée ou abîmée : le fichier compressé est incomplet ou illisible.', { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** The backup's lines, one by one, through gunzip; `close` ends both streams. */
export function openBackupLines(input: string | Readable): { nextLine: NextLine; close: () => void } {
  const source = typeof input === 'string' ? createReadStream(input) : input;
  const gunzip = source.pipe(createGunzip());
  // A read error (missing file, bad gzip) reaches the line reader through the gunzip stream.
  source.once('error', (error: Error) => gunzip.destroy(error));
  const lines = createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
  const nextLine = async () => {
    try {
      const result = await lines.next();
      return result.done ? undefined : result.value;
    } catch (error) {
      throw frenchReadError(error);
    }
  };
  return {
    nextLine,
    close: () => {
      gunzip.destroy();
      source.destroy();
    },
  };
}

/** The header, refused when it is not ours, of another format, or from a newer version of the application. */
export async function readHeader(nextLine: NextLine): Promise<BackupHeader> {
  const header = parseLine<BackupHeader>(await nextLine(), 'en-tête');
  if (header.format !== BACKUP_FORMAT) throw new Error('Ce fichier n’est pas une sauvegarde de Cabinet.');
  if (!READABLE_FORMAT_VERSIONS.includes(header.formatVersion)) {
    throw new Error(`Format de sauvegarde ${header.formatVersion} non pris en charge par cette version (format ${BACKUP_FORMAT_VERSION}).`);
  }
  if (!knownMigrations().some((entry) => entry.when === header.migration.when)) {
    throw new Error(
      `La sauvegarde vient d’une version plus récente de l’application (migration ${header.migration.tag}) : mettez l’application à jour avant de la restaurer.`,
    );
  }
  return header;
}

/** The number of documents the header announces (none in format 1); refused when it is not a count. */
export function documentCount(header: BackupHeader): number {
  const count = header.documents ?? 0;
  if (!Number.isInteger(count) || count < 0) throw new Error('Sauvegarde illisible : nombre de documents invalide.');
  return count;
}

/**
 * Reads the whole file once, without a database: its header, every document against its SHA-256,
 * each table's announced number of rows against the lines that follow, and the end marker. A restore runs it first, so that a
 * truncated file, a damaged one or one from a newer version is refused before the database is
 * touched (a blank database would otherwise be migrated before the cut was found).
 */
export async function checkBackupFile(file: string): Promise<{ header: BackupHeader; tables: TableSection[]; rows: number; documents: number }> {
  const { nextLine, close } = openBackupLines(file);
  try {
    const header = await readHeader(nextLine);
    const documents = await readDocumentsSection({ nextLine, count: documentCount(header) });
    const tables: TableSection[] = [];
    let rows = 0;
    for (let index = 0; index < header.tables.length; index++) {
      const section = parseLine<TableSection>(await nextLine(), `début de la table n° ${index + 1}`);
      if (section.table !== header.tables[index] || !Number.isInteger(section.rows) || section.rows < 0) {
        throw new Error(`Sauvegarde illisible : table ${String(section.table)} inattendue.`);
      }
      for (let row = 0; row < section.rows; row++) {
        if ((await nextLine()) === undefined) throw new Error(`Sauvegarde tronquée dans la table ${section.table}.`);
      }
      tables.push(section);
      rows += section.rows;
    }
    const end = parseLine<BackupEnd>(await nextLine(), 'marqueur de fin');
    if (end.end !== true || end.rows !== rows || end.tables !== header.tables.length || (end.documents ?? 0) !== documents) throw new Error('Sauvegarde tronquée ou incohérente (marqueur de fin).');
    if ((await nextLine()) !== undefined) throw new Error('Sauvegarde incohérente : des lignes suivent le marqueur de fin.');
    return { header, tables, rows, documents };
  } finally {
    close();
  }
}
