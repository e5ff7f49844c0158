import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
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
