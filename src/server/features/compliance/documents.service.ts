import { createHash } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { DocumentSummary } from '../../../shared/compliance/documents-api.ts';
import { DOCUMENT_MESSAGES, type DocumentMediaType } from '../../../shared/compliance/documents.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { documentFile, newStorageKey, removeDocumentFile, writeDocumentFile } from '../../backup/document-store.ts';
import type { Db } from '../../db/client.ts';
import { clientDocuments, clients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { DocumentUpload } from './documents-upload.ts';

// A client's documents (issue 25): the file under DATA_DIR/documents named by its id, the row
// (name, kind, type, size, SHA-256) and a journal line for each upload, download and deletion.
// The file is written before the row and removed after it, so a row always has its file.

const summary = {
  id: clientDocuments.id,
  clientId: clientDocuments.clientId,
  kind: clientDocuments.kind,
  fileName: clientDocuments.fileName,
  mediaType: clientDocuments.mediaType,
  size: clientDocuments.size,
  uploadedAt: clientDocuments.uploadedAt,
  uploadedByName: clientDocuments.uploadedByName,
};
type SummaryRow = Omit<DocumentSummary, 'uploadedAt' | 'mediaType'> & { uploadedAt: Date; mediaType: string };
const toSummary = (row: SummaryRow): DocumentSummary => ({ ...row, mediaType: row.mediaType as DocumentMediaType, uploadedAt: row.uploadedAt.toISOString() });

const documentNotFound = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);

/** Stores the file, then its row and journal line in one transaction; a failed insert leaves no file behind. */
export async function addDocument({ db, folder, clientId, upload, actor }: { db: Db; folder: string; clientId: string; upload: DocumentUpload; actor: Actor }) {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw notFound('Client');
  const id = newStorageKey();
  await writeDocumentFile(folder, id, upload.bytes);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(clientDocuments).values({
        id,
        clientId,
        kind: upload.kind,
        fileName: upload.fileName,
        mediaType: upload.mediaType,
        size: upload.bytes.byteLength,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        storageKey: id,
        uploadedBy: actor.id,
        uploadedByName: actor.fullName,
      });
      await recordActivity(tx, actor, [
        { entity: 'client_document', entityId: id, clientId, action: 'create', field: 'fileName', newValue: upload.fileName },
        { entity: 'client_document', entityId: id, clientId, action: 'update', field: 'kind', newValue: upload.kind },
      ]);
    });
  } catch (error) {
    await removeDocumentFile(folder, id);
    throw error;
  }
  return { id };
}

/** A client's documents, the newest first; an ended client's too (kept five years). */
export async function listDocuments({ db, clientId }: { db: Db; clientId: string }): Promise<DocumentSummary[]> {
  const rows = await db.select(summary).from(clientDocuments).where(eq(clientDocuments.clientId, clientId)).orderBy(desc(clientDocuments.uploadedAt), clientDocuments.id);
  return rows.map(toSummary);
}

async function findDocument(db: Db, id: string) {
  const [row] = await db.select({ ...summary, storageKey: clientDocuments.storageKey }).from(clientDocuments).where(eq(clientDocuments.id, id));
  return row;
}

/** The file to send, journalled before a byte leaves (who took it, when). */
/** What a HEAD of a document answers: its type, size and name, without reading the file or journalling (nothing is sent). */
export async function describeDocument({ db, id }: { db: Db; id: string }): Promise<DocumentSummary> {
  const row = await findDocument(db, id);
  if (!row) throw documentNotFound();
  const { storageKey: _key, ...document } = row;
  return toSummary(document);
}

export async function openDocumentDownload({ db, folder, id, actor }: { db: Db; folder: string; id: string; actor: Actor }): Promise<{ document: DocumentSummary; stream: ReadStream }> {
  const row = await findDocument(db, id);
  if (!row) throw documentNotFound();
  const stream = createReadStream(documentFile(folder, row.storageKey));
  // Opened before the journal line: a file missing on disk is an error, not a download.
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  });
  try {
    await recordActivity(db, actor, [{ entity: 'client_document', entityId: row.id, clientId: row.clientId, action: 'download', field: 'download' }]);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  const { storageKey: _key, ...document } = row;
  return { document: toSummary(document), stream };
}

/**
 * A download refused (a stagiaire, a signed-out caller): a journal line saying who tried, or
 * that nobody was signed in, when the document exists (an unknown id names nothing to watch).
 */
export async function recordRefusedDownload({ db, id, actor, reason }: { db: Db; id: string; actor: Actor | null; reason: string }): Promise<void> {
  const row = await findDocument(db, id);
  if (!row) return;
  await recordActivity(db, actor, [{ entity: 'client_document', entityId: row.id, clientId: row.clientId, action: 'update', field: 'downloadRefused', newValue: reason }]);
}

/** Removes the row and its journal line in one transaction, then the file. */
export async function deleteDocument({ db, folder, id, actor }: { db: Db; folder: string; id: string; actor: Actor }): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(clientDocuments).where(eq(clientDocuments.id, id)).returning();
    if (!deleted) throw documentNotFound();
    await recordActivity(tx, actor, [{ entity: 'client_document', entityId: deleted.id, clientId: deleted.clientId, action: 'delete', field: 'fileName', oldValue: deleted.fileName }]);
    return deleted;
  });
  await removeDocumentFile(folder, row.storageKey);
}
