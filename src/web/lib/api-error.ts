import type { ErrorIssue } from '../../shared/errors.ts';

type ApiErrorOptions = {
  status: number;
  code: string;
  message: string;
  issues?: ErrorIssue[];
};

/** Every failed API call surfaces as this, with a French message ready to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ErrorIssue[];

  constructor({ status, code, message, issues = [] }: ApiErrorOptions) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Impossible de joindre le serveur';
export const UNEXPECTED_ERROR_MESSAGE = 'Une erreur inattendue est survenue';

/** The French message to show for a failed request. */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  return error instanceof ApiError ? error.message : fallback;
}
