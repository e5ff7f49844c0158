import type { MiddlewareHandler } from 'hono';
import type { CurrentUser, Role } from '../../shared/users.ts';
import { forbidden, notAuthenticated } from '../errors.ts';
import type { Auth } from './auth.ts';
import { toCurrentUser } from './current-user.ts';
import type { SessionLookup } from './session-lookup.ts';

export type SessionVariables = { user: CurrentUser | null };
export type SessionEnv = { Variables: SessionVariables };

/**
 * Reads the session cookie once per request; routes then ask for the user they need. The common
 * case in one query (session-lookup.ts), the rest by Better Auth.
 */
export function loadSession(auth: Auth, lookUpSession: SessionLookup): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    let user = await lookUpSession(c.req.header('Cookie'));
    if (user === undefined) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      user = session ? toCurrentUser(session.user) : null;
    }
    c.set('user', user);
    return next();
  };
}

/** 401 without a session; 403 when the role is not among `roles` (when given). */
export function requireUser(roles?: readonly Role[]): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw notAuthenticated();
    if (roles && !roles.includes(user.role)) throw forbidden();
    return next();
  };
}
