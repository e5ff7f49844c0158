import { ApiError } from '../../../lib/api-error.ts';

/**
 * SPEC §5 and §8: the server's own message when it gave one (a refusal it explained), else the
 * screen's fallback (no answer, or an answer without our error body).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.code.startsWith('HTTP_')) return fallback;
  return error.message;
}
