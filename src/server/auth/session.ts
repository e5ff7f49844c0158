import type { MiddlewareHandler } from 'hono';
import type { CurrentUser, Role } from '../../shared/users.ts';
import { forbidden, notAuthenticated } from '../errors.ts';
import type { Auth } from './auth.ts';
import { toCurrentUser } from './current-user.ts';

export type SessionVariables = { user: CurrentUser | null };
export type SessionEnv = { Variables: SessionVariables };

/** Reads the session cookie once per request; routes then ask for the user they need. */
export function loadSession(auth: Auth): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session ? toCurrentUser(session.user) : null);
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
