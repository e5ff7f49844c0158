import type { ZodError } from 'zod';

import { ApiError } from './api-error.ts';

/** One message per form field, keyed by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first message of each top-level field of a failed zod parse. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's per-field messages, keyed by the last segment of each issue path. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.split('.').at(-1) ?? issue.path;
    errors[key] ??= issue.message;
  }
  return errors;
}
