import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { link, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Env } from '../env.ts';

// The clients' documents (issue 25) are files, not rows: each is DATA_DIR/documents/<storage key>,
// the key a fresh UUID, never the name the user gave (which only the database keeps). The backup
// carries them beside the rows (backup-documents.ts), so the folder is part of the kernel.

/** DATA_DIR/documents, absolute. */
export function documentsFolder(env: Pick<Env, 'DATA_DIR'>): string {
  return resolve(join(env.DATA_DIR, 'documents'));
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The file of a key; a key that is not a UUID (from a damaged row or backup) never becomes a path. */
export function documentFile(folder: string, storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`Clé de document invalide : ${storageKey}`);
  return join(folder, storageKey);
}

export const newStorageKey = (): string => randomUUID();

/** Creates the folder, private to the server's account, when it is missing. */
export function ensureDocumentsFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
}

/** Writes the bytes under a temporary name, then renames: a reader never sees half a file. */
export async function writeDocumentFile(folder: string, storageKey: string, bytes: Uint8Array): Promise<void> {
  ensureDocumentsFolder(folder);
  const file = documentFile(folder, storageKey);
  const partial = `${file}.partiel`;
  try {
    await writeFile(partial, bytes, { mode: 0o600, flush: true });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export async function removeDocumentFile(folder: string, storageKey: string): Promise<void> {
  await rm(documentFile(folder, storageKey), { force: true });
}

/** Hard links to one file, well under ext4's 65,000 links per file. */
const LINKS_PER_FILE = 50_000;
const AT_ONCE = 256;

/**
 * The same bytes under many keys (seed:demo's thousands of identical demo documents): one file
 * written, the others hard links to it, so they cost a directory entry each, not a block. Each key
 * is still a file of its own: removing one (a document deleted) leaves the others, and nothing
 * rewrites a document in place. Where a link is refused (a file system without them), a copy.
 */
export async function writeSameDocumentFiles(folder: string, storageKeys: readonly string[], bytes: Uint8Array): Promise<void> {
  let source: string | null = null;
  let links = 0;
  for (let start = 0; start < storageKeys.length; start += AT_ONCE) {
    const slice = storageKeys.slice(start, start + AT_ONCE);
    if (source === null || links + slice.length > LINKS_PER_FILE) {
      const [first] = slice as [string];
      await writeDocumentFile(folder, first, bytes);
      source = documentFile(folder, first);
      links = 0;
      slice.shift();
    }
    const from = source;
    await Promise.all(slice.map((key) => link(from, documentFile(folder, key)).catch(() => writeDocumentFile(folder, key, bytes))));
    links += slice.length;
  }
}

/** Removes these keys' files (those written before a failure); a key without a file is skipped. */
export async function removeDocumentFiles(folder: string, storageKeys: readonly string[]): Promise<void> {
  for (let start = 0; start < storageKeys.length; start += AT_ONCE) {
    await Promise.all(storageKeys.slice(start, start + AT_ONCE).map((key) => removeDocumentFile(folder, key)));
  }
}
