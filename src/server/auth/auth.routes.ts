import { Hono } from 'hono';
import type { Context } from 'hono';
import { MESSAGES } from '../../shared/users.ts';
import { AppError } from '../errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { validationError } from '../http/validation.ts';
import type { AccountThrottle } from './account-throttle.ts';
import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { AUTH_ENDPOINTS, AUTH_ERROR_MESSAGES, USER_ANSWER_PATHS } from './auth-contracts.ts';
import { toCurrentUser, type AuthUser } from './current-user.ts';
import type { TwoFactorGuard } from './two-factor-guard.ts';

type Options = {
  auth: Auth;
  allowSignup: boolean;
  trustProxy: boolean;
  /** Failed sign-ins per account. */
  signInThrottle: AccountThrottle;
  /** Password-reset requests per account. */
  resetThrottle: AccountThrottle;
  /** Single-use codes, the wrong-code lock's delay and the firm's rule on the two-factor paths. */
  twoFactorGuard: TwoFactorGuard;
};

const SIGN_IN_PATH = '/sign-in/email';
const RESET_REQUEST_PATH = '/request-password-reset';
const GET_SESSION_PATH = '/get-session';

/**
 * Sign-in, sign-out, password reset and change, served by Better Auth behind an allowlist:
 * its other endpoints (account deletion, e-mail change…) are not part of this product.
 */
export function createAuthRoutes({ auth, allowSignup, trustProxy, signInThrottle, resetThrottle, twoFactorGuard }: Options) {
  const routes = new Hono();
  routes.all('/*', async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    const endpoint = AUTH_ENDPOINTS[path];
    if (!endpoint || (endpoint.signup && !allowSignup)) {
      throw new AppError('NOT_FOUND', 'Route inconnue.');
    }
    if (c.req.method !== endpoint.method) throw new AppError('BAD_REQUEST', 'Méthode non autorisée.');
    const body = endpoint.body ? await parseBody(c, endpoint.body) : undefined;
    // Checked before the password, and the same for unknown emails: a lock says nothing of the account.
    const signInEmail = path === SIGN_IN_PATH ? (body as { email: string }).email : undefined;
    if (signInEmail !== undefined) {
      const retryAfter = await signInThrottle.lockedFor(signInEmail);
      if (retryAfter !== null) return rateLimited(String(retryAfter));
    }
    // Every request for a link counts, whether the account exists or not: the counter is keyed on
    // the email as typed, before Better Auth looks it up. Past the limit the answer is the 429 of
    // the per-IP reset limit, which is already identical for known and unknown emails; answering
    // "sent" without sending would also hide the account, but would leave a real user waiting
    // for a mail that never comes, with no hint to try again later.
    if (path === RESET_REQUEST_PATH) {
      const retryAfter = await resetThrottle.consume((body as { email: string }).email);
      if (retryAfter !== null) return rateLimited(String(retryAfter));
    }

    const settleTwoFactor = await twoFactorGuard.check({ path, headers: c.req.raw.headers, body });

    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    headers.delete('content-length');
    const response = await auth.handler(
      new Request(c.req.url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (signInEmail !== undefined) {
      if (response.status === 401) await signInThrottle.record(signInEmail);
      else if (response.ok) await signInThrottle.reset(signInEmail);
    }
    await settleTwoFactor?.(response.ok);
    return translate(response, path);
  });
  return routes;
}

async function parseBody(c: Context, schema: NonNullable<(typeof AUTH_ENDPOINTS)[string]['body']>) {
  const raw = await c.req.text();
  let json: unknown = {};
  if (raw.trim()) {
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('MALFORMED_JSON', 'Le corps de la requête n’est pas un JSON valide.');
    }
  }
  const result = schema.safeParse(json);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

function rateLimitedError(retryAfter: string | null) {
  return { code: 'RATE_LIMITED', message: `Trop de tentatives. Réessayez dans ${retryAfter ?? 'quelques'} secondes.` };
}

/** The per-account locks answer exactly like Better Auth's per-IP limit. */
function rateLimited(retryAfter: string): Response {
  return new Response(JSON.stringify({ error: rateLimitedError(retryAfter) }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'x-retry-after': retryAfter },
  });
}

/** Better Auth's answers in our one error shape; the session token never goes back in a body. */
async function translate(response: Response, path: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  if (response.status >= 400) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const known = body.code ? AUTH_ERROR_MESSAGES[body.code] : undefined;
    const error =
      response.status === 429
        ? rateLimitedError(headers.get('x-retry-after'))
        : (known ?? { code: response.status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST', message: 'Requête refusée.' });
    return new Response(JSON.stringify({ error }), { status: response.status, headers });
  }
  if (USER_ANSWER_PATHS.has(path)) {
    const body = (await response.json()) as { user?: AuthUser; twoFactorRedirect?: boolean };
    // The password was right and the account has a second factor: no session yet, the code is asked next.
    if (!body.user) return new Response(JSON.stringify({ twoFactorRedirect: body.twoFactorRedirect === true }), { status: response.status, headers });
    return new Response(JSON.stringify({ user: toCurrentUser(body.user) }), { status: response.status, headers });
  }
  // Better Auth's own sentence is English: the SPEC's, the same for every email.
  if (path === RESET_REQUEST_PATH) return new Response(JSON.stringify({ status: true, message: MESSAGES.resetEmailSent }), { status: response.status, headers });
  if (path === GET_SESSION_PATH) {
    const body = (await response.json()) as SessionAnswer;
    return new Response(JSON.stringify(body && { ...body, session: withoutToken(body.session) }), { status: response.status, headers });
  }
  return new Response(response.body, { status: response.status, headers });
}

type SessionAnswer = { session: Record<string, unknown>; user: unknown } | null;

/** The session as Better Auth reads it, minus its token: the cookie's secret, which no script may see. */
function withoutToken({ token: _token, ...session }: Record<string, unknown>) {
  return session;
}
