import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import type { BackupSource } from './backup.ts';
import { parseLine, type NextLine } from './backup-lines.ts';
import type { Queryable } from './catalog.ts';
import { documentFile, ensureDocumentsFolder } from './document-store.ts';

// The clients' documents in a backup (format 2): right after the header, one line per document
// (its key, size and SHA-256, how many chunks follow), then its bytes as base64 lines of 1 MB, so
// that neither writing nor reading holds more than a chunk. A restore proves each file by its
// hash before it counts; a format-1 file (before the documents) has no such section.

/** The table whose rows name the files. */
export const DOCUMENTS_TABLE = 'client_documents';
/** Raw bytes per chunk: 768 KiB, 1 MiB of base64. */
const CHUNK_BYTES = 768 * 1024;

export type DocumentEntry = { document: string; storageKey: string; size: number; sha256: string; chunks: number };
type DocumentRow = { id: string; storage_key: string; size: number; sha256: string };

const chunksOf = (size: number) => Math.ceil(size / CHUNK_BYTES);

/**
 * The documents of the backup's snapshot whose file is there. A file missing because its document
 * was deleted after the snapshot began is left out (its row then too: `excluded`); a file missing
 * while its row still exists is a loss the backup refuses to hide.
 */
export async function listBackupDocuments({
  client,
  database,
  folder,
}: {
  client: Queryable;
  database: BackupSource;
  folder: string | undefined;
}): Promise<{ entries: DocumentEntry[]; excluded: string[] }> {
  const { rows } = await client.query<DocumentRow>(`SELECT id, storage_key, size, sha256 FROM ${DOCUMENTS_TABLE} ORDER BY id`);
  if (rows.length === 0) return { entries: [], excluded: [] };
  if (folder === undefined) throw new Error('Sauvegarde impossible : le dossier des documents n’est pas indiqué.');
  const missing = rows.filter((row) => !existsSync(documentFile(folder, row.storage_key)));
  const deletedSince = new Set(missing.length ? await stillMissingRows(database, missing.map((row) => row.id)) : []);
  const lost = missing.filter((row) => !deletedSince.has(row.id));
  if (lost.length > 0) {
    throw new Error(`Sauvegarde impossible : ${lost.length} document(s) absent(s) de ${folder} (${lost.slice(0, 5).map((row) => row.storage_key).join(', ')}).`);
  }
  const entries = rows
    .filter((row) => !deletedSince.has(row.id))
    .map((row) => ({ document: row.id, storageKey: row.storage_key, size: row.size, sha256: row.sha256, chunks: chunksOf(row.size) }));
  return { entries, excluded: [...deletedSince] };
}

/** Of these document ids, those no longer in the table now (outside the backup's snapshot). */
async function stillMissingRows(database: BackupSource, ids: string[]): Promise<string[]> {
  const connection = await database.pool.connect();
  try {
    const { rows } = await connection.query<{ id: string }>(
      `SELECT asked.id::text AS id FROM unnest($1::uuid[]) AS asked(id) WHERE NOT EXISTS (SELECT 1 FROM ${DOCUMENTS_TABLE} d WHERE d.id = asked.id)`,
      [ids],
    );
    return rows.map((row) => row.id);
  } finally {
    connection.release();
  }
}

/** Writes each document's line and chunks; a file that is not what its row says (size, hash) stops the backup. */
export async function writeDocumentsSection({ entries, folder, write }: { entries: DocumentEntry[]; folder: string; write: (text: string) => Promise<void> }) {
  for (const entry of entries) {
    await write(`${JSON.stringify(entry)}\n`);
    const hash = createHash('sha256');
    let size = 0;
    const handle = await open(documentFile(folder, entry.storageKey), 'r');
    try {
      const buffer = Buffer.alloc(CHUNK_BYTES);
      for (let chunk = 0; chunk < entry.chunks; chunk++) {
        const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
        const bytes = buffer.subarray(0, bytesRead);
        hash.update(bytes);
        size += bytesRead;
        await write(`"${bytes.toString('base64')}"\n`);
      }
      const { bytesRead: beyond } = await handle.read(buffer, 0, 1, null);
      size += beyond;
    } finally {
      await handle.close();
    }
    if (size !== entry.size || hash.digest('hex') !== entry.sha256) {
      throw new Error(`Sauvegarde impossible : le document ${entry.storageKey} ne correspond plus à son empreinte (fichier modifié ou abîmé).`);
    }
  }
}

/**
 * Reads `count` documents, each proven by its size and SHA-256. With `into` (a folder), writes
 * each file there under its key; without, only checks them (a file's full pass, the nightly
 * verification's scratch restore). Answers the number read.
 */
export async function readDocumentsSection({ nextLine, count, into }: { nextLine: NextLine; count: number; into?: string }): Promise<number> {
  if (into !== undefined) ensureDocumentsFolder(into);
  for (let index = 0; index < count; index++) {
    const entry = parseLine<DocumentEntry>(await nextLine(), `document n° ${index + 1}`);
    if (typeof entry.storageKey !== 'string' || !Number.isInteger(entry.chunks) || entry.chunks < 0 || !Number.isInteger(entry.size)) {
      throw new Error(`Sauvegarde illisible : document n° ${index + 1} invalide.`);
    }
    const handle: FileHandle | undefined = into === undefined ? undefined : await open(documentFile(into, entry.storageKey), 'w', 0o600);
    const hash = createHash('sha256');
    let size = 0;
    try {
      for (let chunk = 0; chunk < entry.chunks; chunk++) {
        const bytes = Buffer.from(parseLine<string>(await nextLine(), `contenu du document ${entry.storageKey}`), 'base64');
        hash.update(bytes);
        size += bytes.byteLength;
        await handle?.write(bytes);
      }
    } finally {
      await handle?.close();
    }
    if (size !== entry.size || hash.digest('hex') !== entry.sha256) {
      throw new Error(`Sauvegarde abîmée : le document ${entry.storageKey} ne correspond pas à son empreinte (SHA-256).`);
    }
  }
  return count;
}

/** The folder a restore fills before its transaction commits, beside the documents' own. */
export const stagingFolder = (folder: string) => `${folder}.restauration`;

/** Once the rows are committed: the restored files replace the folder's (whose rows the restore replaced). */
export async function replaceDocumentsFolder(folder: string): Promise<void> {
  const staging = stagingFolder(folder);
  if (!existsSync(staging)) ensureDocumentsFolder(staging);
  const previous = `${folder}.avant-restauration`;
  await rm(previous, { recursive: true, force: true });
  if (existsSync(folder)) await rename(folder, previous);
  await rename(staging, folder);
  await rm(previous, { recursive: true, force: true });
}
