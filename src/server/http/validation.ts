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
  const first = issues[0];
  const message = first ? (first.path ? `${first.path} : ${first.message}` : first.message) : 'Données invalides.';
  return new AppError('VALIDATION', message, { issues });
}
