/**
 * The value, or the test stops here naming what was missing: a precondition of the test, written
 * once instead of a branch inside each test.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} : absent`);
  return value;
}
