import type { ErrorIssue } from '../../../../shared/errors.ts';

const SHOWN = 5;

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
