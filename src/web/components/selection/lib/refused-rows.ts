import type { ErrorIssue } from '../../../../shared/errors.ts';

const SHOWN = 5;

/**
 * A row's name by its id, for refusedRowsText. The map is built on the first lookup: only a
 * refusal asks, and up to BULK_MAX_ROWS refused rows looked up one by one in 10,000 rows would
 * be 10⁸ comparisons.
 */
export function namesById<R>(rows: readonly R[], idOf: (row: R) => string, nameOf: (row: R) => string): (id: string) => string | undefined {
  let names: Map<string, string> | undefined;
  return (id) => (names ??= new Map(rows.map((row) => [idOf(row), nameOf(row)]))).get(id);
}

/**
 * A refused bulk write names each refused row by its id (issue.path): say which rows by their
 * names, and why. Issues not about a row (the whole request) keep their own message.
 */
export function refusedRowsText(issues: readonly ErrorIssue[], nameOf: (id: string) => string | undefined): string {
  const lines = issues.map((issue) => {
    const name = nameOf(issue.path);
    return name ? `${name} : ${issue.message}` : issue.message;
  });
  const unique = [...new Set(lines)];
  const shown = unique.slice(0, SHOWN);
  const rest = unique.length - shown.length;
  return rest > 0 ? [...shown, `… et ${rest} autre(s)`].join('\n') : shown.join('\n');
}
