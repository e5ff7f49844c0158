import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_MEDIA_TYPES } from './documents.ts';

// API contracts of a client's documents (issue 25): GET /api/clients/{id}/documents lists them,
// POST adds one (multipart: the file in `file`, its kind in `kind`), GET /api/documents/{id}
// downloads one, DELETE removes it.

export const documentSummarySchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  mediaType: z.enum(DOCUMENT_MEDIA_TYPES),
  /** Bytes. */
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedByName: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export const documentListSchema = z.object({ documents: z.array(documentSummarySchema) });

export const DOCUMENT_UPLOAD_FIELDS = { file: 'file', kind: 'kind' } as const;
