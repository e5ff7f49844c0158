import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

export const MASKED = '[masqué]';

/**
 * What the logs show of a request's path: below each of `secretPaths` (under /api, as features
 * declare them), the rest of the path is a credential (a calendar app's feed address) and is
 * replaced by « [masqué] », so a log read by an operator or shipped elsewhere opens nobody's data.
 */
export function createPathMask(secretPaths: readonly string[]): (path: string) => string {
  const prefixes = secretPaths.map((path) => `/api${path.replace(/\/+$/, '')}/`);
  return (path) => {
    const prefix = prefixes.find((candidate) => path.startsWith(candidate) && path.length > candidate.length);
    return prefix ? `${prefix}${MASKED}` : path;
  };
}

/** One log line per request; the path only, since query strings may carry tokens, and masked where a path does. */
export function requestLog(logger: Logger, maskPath: (path: string) => string = (path) => path): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: maskPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      'requête',
    );
  };
}
