import { AppError } from '../errors.ts';

type ValidationResult =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** Every route's zod refusal becomes the one error shape, with each issue's path. */
export function validationHook(result: ValidationResult): void {
  if (result.success) return;
  throw validationError(result.error.issues);
}

export function validationError(zodIssues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  const issues = zodIssues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  // The message is the first issue's, as a form would show it; `issues` says which field.
  return new AppError('VALIDATION', issues[0]?.message ?? 'Données invalides.', { issues });
}
