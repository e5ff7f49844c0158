import {
  CSV_FILE_NAME_HEADER,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MESSAGES,
  importEventSchema,
  importPreviewSchema,
  type ImportPreview,
  type ImportResult,
} from '../../../../shared/clients-import.ts';
import { errorBodySchema } from '../../../../shared/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-error.ts';
import { readNdjson } from '../lib/ndjson.ts';

/** The browser's own checks, before any upload (the server checks again). */
export function checkImportFile(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return CSV_IMPORT_MESSAGES.notCsv;
  if (file.size > CSV_IMPORT_MAX_BYTES) return CSV_IMPORT_MESSAGES.tooLarge;
  return null;
}

// The file goes as the raw body: the server detects the encoding from the bytes themselves.
async function postFile(path: string, file: File, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', [CSV_FILE_NAME_HEADER]: encodeURIComponent(file.name) },
      body: file,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
  if (response.ok) return response;
  const payload: unknown = await response.json().catch(() => undefined);
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) throw new ApiError({ status: response.status, ...parsed.data.error });
  const message = response.status === 413 ? CSV_IMPORT_MESSAGES.tooLarge : CSV_IMPORT_MESSAGES.failed;
  throw new ApiError({ status: response.status, code: `HTTP_${response.status}`, message });
}

/** Encoding, separator, column mapping and the first 3 rows, or the SPEC's refusal messages. */
export async function previewImport(file: File, signal?: AbortSignal): Promise<ImportPreview> {
  const response = await postFile('/api/clients/import/preview', file, signal);
  return importPreviewSchema.parse(await response.json());
}

export type ImportProgress = { done: number; total: number };

/** Runs the import, reporting progress as the server streams it; resolves with the result. */
export async function runImport(
  file: File,
  { update, onProgress }: { update: boolean; onProgress: (progress: ImportProgress) => void },
): Promise<ImportResult> {
  const response = await postFile(`/api/clients/import?update=${update ? 'true' : 'false'}`, file);
  if (!response.body) throw new Error(CSV_IMPORT_MESSAGES.failed);
  let result: ImportResult | undefined;
  let failure: string | undefined;
  await readNdjson(response.body, (line) => {
    const event = importEventSchema.parse(line);
    if (event.type === 'progress') onProgress({ done: event.done, total: event.total });
    else if (event.type === 'error') failure = event.message;
    else result = event;
  });
  if (failure !== undefined) throw new ApiError({ status: 200, code: 'IMPORT_FAILED', message: failure });
  if (!result) throw new Error(CSV_IMPORT_MESSAGES.failed);
  return result;
}
