import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for state-changing requests: a browser always sends Origin on them, so any origin
 * other than the app's own (or the dev server's) is refused. 127.0.0.1 and localhost are
 * different origins. Without Origin, only a request carrying no cookie passes: a program
 * signing in or running first-run setup. One that carries a cookie without saying where it
 * comes from is refused, since an old browser or a stripping extension could be riding a
 * victim's session (OWASP's advice when Origin is absent).
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const refused = origin ? !trusted.has(origin) : fetchSite === 'cross-site' || Boolean(c.req.header('cookie'));
    if (refused) throw new AppError('FORBIDDEN', 'Origine de la requête refusée.');
    return next();
  };
}
