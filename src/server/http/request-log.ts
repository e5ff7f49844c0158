import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

/** One log line per request; the path only, since query strings may carry tokens. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      'requête',
    );
  };
}
