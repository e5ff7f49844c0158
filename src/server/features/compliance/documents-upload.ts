import type { Context } from 'hono';
import { DOCUMENT_UPLOAD_FIELDS } from '../../../shared/compliance/documents-api.ts';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  isPlainFileName,
  sniffMediaType,
  type DocumentKind,
  type DocumentMediaType,
} from '../../../shared/compliance/documents.ts';
import { AppError } from '../../errors.ts';
import { readLimitedBody } from '../../http/body-limit.ts';

// POST /api/clients/{id}/documents reads its own body (the feature's BodyLimit is 'own'): at most
// 10 MB of file plus the form's few fields, refused on the announced length before a byte is read,
// else while counting. What the file is comes from its first bytes; its name only has to agree.

/** Room for the multipart boundaries, the part headers and the `kind` field around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type DocumentUpload = { kind: DocumentKind; fileName: string; mediaType: DocumentMediaType; bytes: Uint8Array };

const EXTENSIONS: Record<DocumentMediaType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
};

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/** The name's extension agrees with the content (a PNG named .pdf is refused as an HTML named .pdf is). */
function nameFits(fileName: string, mediaType: DocumentMediaType): boolean {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension !== undefined && EXTENSIONS[mediaType].includes(extension);
}

async function readForm(c: Context): Promise<FormData> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw refuse(DOCUMENT_MESSAGES.missingFile);
  const body = await readLimitedBody(c, { maxBytes: DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES, message: DOCUMENT_MESSAGES.tooLarge });
  try {
    return await new Request('http://envoi.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
  } catch {
    throw refuse(DOCUMENT_MESSAGES.missingFile);
  }
}

/** The upload, or a French refusal (400, 413): a missing or empty file, an unknown kind, a path in the name, a type other than PDF, PNG or JPEG. */
export async function readDocumentUpload(c: Context): Promise<DocumentUpload> {
  const form = await readForm(c);
  const file = form.get(DOCUMENT_UPLOAD_FIELDS.file);
  if (!(file instanceof File)) throw refuse(DOCUMENT_MESSAGES.missingFile);
  const kind = form.get(DOCUMENT_UPLOAD_FIELDS.kind);
  if (typeof kind !== 'string' || !(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw refuse(DOCUMENT_MESSAGES.kindUnknown);
  const fileName = file.name.normalize('NFC');
  if (!isPlainFileName(fileName)) throw refuse(DOCUMENT_MESSAGES.badName);
  if (file.size === 0) throw refuse(DOCUMENT_MESSAGES.empty);
  if (file.size > DOCUMENT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = sniffMediaType(bytes.subarray(0, 16));
  if (mediaType === null || !nameFits(fileName, mediaType)) throw refuse(DOCUMENT_MESSAGES.badType);
  return { kind: kind as DocumentKind, fileName, mediaType, bytes };
}
