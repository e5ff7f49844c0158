import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorIssue } from '../shared/errors.ts';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'MALFORMED_JSON'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'RATE_LIMITED'
  | 'INVALID_TOKEN'
  | 'INVALID_CREDENTIALS'
  | 'TWO_FACTOR_REQUIRED'
  | 'SETUP_DONE'
  | 'SERVICE_UNAVAILABLE'
  | 'HEADERS_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'INTERNAL';

const STATUS: Record<AppErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
  INVALID_TOKEN: 400,
  INVALID_CREDENTIALS: 401,
  TWO_FACTOR_REQUIRED: 403,
  SETUP_DONE: 409,
  SERVICE_UNAVAILABLE: 503,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  INTERNAL: 500,
};

/** The one error type: a code for programs, a French message for people, an HTTP status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: ContentfulStatusCode;
  readonly issues: ErrorIssue[] | undefined;

  constructor(code: AppErrorCode, message: string, options: { issues?: ErrorIssue[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = STATUS[code];
    this.issues = options.issues;
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}

export const notAuthenticated = () => new AppError('UNAUTHENTICATED', 'Vous devez être connecté.');
export const forbidden = () => new AppError('FORBIDDEN', 'Action réservée aux administrateurs.');
export const notFound = (what = 'Ressource') => new AppError('NOT_FOUND', `${what} introuvable.`);
