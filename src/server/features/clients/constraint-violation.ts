type PgError = { code?: string; constraint?: string; cause?: unknown };

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The foreign key a write broke, if that is why it failed (Drizzle wraps the driver's error, so
 * look through the causes): lets a service name the missing thing instead of a generic refusal.
 */
export function brokenForeignKey(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as PgError;
    if (code === FOREIGN_KEY_VIOLATION) return constraint;
    current = (current as PgError).cause;
  }
  return undefined;
}
