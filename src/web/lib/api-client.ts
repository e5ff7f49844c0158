import { errorBodySchema } from '../../shared/errors.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './api-error.ts';

export { ApiError } from './api-error.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ApiFetchOptions = {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
};

// Used only when a response does not carry the usual error body (a proxy, a crash).
const FALLBACK_MESSAGES: Partial<Record<number, string>> = {
  401: 'Vous devez vous connecter',
  403: 'Accès refusé',
  429: 'Trop de tentatives, veuillez réessayer plus tard',
};

/**
 * Calls the JSON API on the same origin; resolves with the parsed body or throws an ApiError. A
 * FormData body (a file's upload) goes as multipart, its boundary set by the browser.
 */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, issues } = parsed.data.error;
    return new ApiError({ status, code, message, issues });
  }
  return new ApiError({
    status,
    code: `HTTP_${status}`,
    message: FALLBACK_MESSAGES[status] ?? UNEXPECTED_ERROR_MESSAGE,
  });
}
