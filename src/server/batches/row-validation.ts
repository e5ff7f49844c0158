import { validationError } from '../http/validation.ts';

type Issue = { path: readonly PropertyKey[]; message: string };
type ValidationResult = { success: true } | { success: false; data?: unknown; error: { issues: readonly Issue[] } };

/** The id of the selection's `index`th row: the id itself in a list of ids, `id` in a list of rows. */
function rowId(data: unknown, key: PropertyKey, index: PropertyKey): string | undefined {
  if (typeof data !== 'object' || data === null || typeof index !== 'number') return undefined;
  const list = (data as Record<PropertyKey, unknown>)[key];
  const row: unknown = Array.isArray(list) ? list[index] : undefined;
  if (typeof row === 'string') return row;
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The bulk routes' validation hook: as every route's, except that an issue inside one row of the
 * selection (« rows.3.patch.status ») names that row by its id, as a refused row does, so the page
 * can point at the row whatever refused it.
 */
export function bulkValidationHook(result: ValidationResult): void {
  if (result.success) return;
  const data = result.data;
  throw validationError(
    result.error.issues.map((issue) => {
      const [key, index] = issue.path;
      const id = key === undefined || index === undefined ? undefined : rowId(data, key, index);
      return id ? { ...issue, path: [id] } : issue;
    }),
  );
}
