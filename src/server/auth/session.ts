import type { MiddlewareHandler } from 'hono';
import { TWO_FACTOR_MESSAGES } from '../../shared/two-factor.ts';
import type { CurrentUser, Role } from '../../shared/users.ts';
import type { Db } from '../db/client.ts';
import { AppError, forbidden, notAuthenticated } from '../errors.ts';
import type { Auth } from './auth.ts';
import { toCurrentUser } from './current-user.ts';
import type { RequestSession, SessionLookup } from './session-lookup.ts';
import { isTwoFactorRequired } from './two-factor-policy.ts';

export type SessionVariables = {
  user: CurrentUser | null;
  /** The session's id (« Mon profil » marks it among the user's sessions). */
  sessionId: string | null;
  /** The firm requires a second factor and this user has none yet: only its setup is open to them. */
  twoFactorSetupPending: boolean;
};
export type SessionEnv = { Variables: SessionVariables };

/**
 * Reads the session cookie once per request; routes then ask for the user they need. The common
 * case in one query (session-lookup.ts), the rest by Better Auth.
 */
export function loadSession(auth: Auth, lookUpSession: SessionLookup, db: Db): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    let session: RequestSession | null | undefined = await lookUpSession(c.req.header('Cookie'));
    if (session === undefined) {
      const found = await auth.api.getSession({ headers: c.req.raw.headers });
      session = found && {
        user: toCurrentUser(found.user),
        sessionId: found.session.id,
        twoFactorSetupPending: !found.user.twoFactorEnabled && (await isTwoFactorRequired({ db })),
      };
    }
    c.set('user', session?.user ?? null);
    c.set('sessionId', session?.sessionId ?? null);
    c.set('twoFactorSetupPending', session?.twoFactorSetupPending ?? false);
    return next();
  };
}

/** 403 while the firm requires a second factor that this user has not set up (their other routes wait for it). */
export function requireTwoFactorSetUp(): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    if (c.get('twoFactorSetupPending')) throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.setupRequired);
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
