import '../shared/zod-locale.ts';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { createAccountThrottle } from './auth/account-throttle.ts';
import { createAuth } from './auth/auth.ts';
import { createAuthRoutes } from './auth/auth.routes.ts';
import { loadSession, requireTwoFactorSetUp, requireUser, type SessionEnv } from './auth/session.ts';
import { createSessionLookup } from './auth/session-lookup.ts';
import { createTwoFactorGuard } from './auth/two-factor-guard.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { AppError } from './errors.ts';
import { linkFeatures, type ServerFeature } from './feature.ts';
import { SERVER_FEATURES } from './features/index.ts';
import { renderApiDocs } from './http/api-docs.ts';
import { bodyLimit } from './http/body-limit.ts';
import { createEventsRoutes } from './realtime/events.routes.ts';
import { compressJson, isJsonType } from './http/compress-json.ts';
import { createErrorHandler } from './http/on-error.ts';
import { originCheck } from './http/origin-check.ts';
import { createPathMask, requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { validationHook } from './http/validation.ts';
import { createWebAppRoutes } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';

export type AppDeps = {
  database: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  authSecret: string;
  version: string;
  /** Folder of the built web app; omitted by API tests. */
  webRoot?: string;
};

const JSON_BODY_LIMIT = 1024 * 1024;

export function trustedOrigins(env: Env): string[] {
  const origins = [new URL(env.APP_URL).origin];
  if (env.NODE_ENV !== 'production') origins.push(env.DEV_ORIGIN ?? 'http://localhost:5173');
  return origins;
}

const tooLarge = (maxBytes: number) => `Requête trop volumineuse (${maxBytes / (1024 * 1024)} Mo au maximum).`;

/** A BodyLimit's path as a test of the requested one: a `{param}` segment stands for one segment. */
function pathMatcher(path: string, prefix: true | undefined): (requested: string) => boolean {
  if (!path.includes('{')) return prefix ? (requested) => requested.startsWith(`/api${path}`) : (requested) => requested === `/api${path}`;
  const pattern = `/api${path}`
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  const regex = new RegExp(`^${pattern}${prefix ? '' : '$'}`);
  return (requested) => regex.test(requested);
}

/** Every body is read whole within 1 MB, unless a feature sets its paths' own limit (BodyLimit). */
function bodyLimits(features: readonly ServerFeature[]): MiddlewareHandler {
  const byDefault = bodyLimit({ maxBytes: JSON_BODY_LIMIT, message: tooLarge(JSON_BODY_LIMIT) });
  const rules = features.flatMap((feature) => feature.bodyLimits ?? []).map(({ path, prefix, maxBytes }) => ({
    matches: pathMatcher(path, prefix),
    limit: maxBytes === 'own' ? undefined : bodyLimit({ maxBytes, message: tooLarge(maxBytes) }),
  }));
  return (c, next) => {
    const rule = rules.find((candidate) => candidate.matches(c.req.path));
    if (!rule) return byDefault(c, next);
    return rule.limit ? rule.limit(c, next) : next();
  };
}

/** Better Auth and its routes (sign-in, sign-out, password reset), with the per-account throttles. */
function createAuthentication({ database, env, logger, mailer, authSecret }: AppDeps, origins: string[]) {
  const { db } = database;
  const auth = createAuth({
    db,
    appUrl: env.APP_URL,
    secret: authSecret,
    trustedOrigins: origins,
    allowSignup: env.ALLOW_SIGNUP,
    signInPerMinute: env.SIGN_IN_RATE_LIMIT,
    twoFactorLockMinutes: env.SIGN_IN_ACCOUNT_WINDOW_MINUTES,
    mailer,
    logger,
  });
  const throttle = (purpose: 'sign-in' | 'password-reset', max: number, windowMinutes: number) =>
    createAccountThrottle({ db, purpose, max, windowMs: windowMinutes * 60_000 });
  const routes = createAuthRoutes({
    auth,
    allowSignup: env.ALLOW_SIGNUP,
    trustProxy: env.TRUST_PROXY,
    signInThrottle: throttle('sign-in', env.SIGN_IN_ACCOUNT_RATE_LIMIT, env.SIGN_IN_ACCOUNT_WINDOW_MINUTES),
    resetThrottle: throttle('password-reset', env.RESET_ACCOUNT_RATE_LIMIT, env.RESET_ACCOUNT_WINDOW_MINUTES),
    twoFactorGuard: createTwoFactorGuard({ auth, db }),
  });
  return { auth, routes };
}

/**
 * The API under /api: the features' public routes, the session check, then every other route,
 * all from the list of feature descriptors (src/server/features/index.ts), in its order.
 */
function createApi(deps: AppDeps, describe: () => ReturnType<OpenAPIHono['getOpenAPI31Document']>) {
  const { database, env, logger, mailer, version } = deps;
  const origins = trustedOrigins(env);
  const authentication = createAuthentication(deps, origins);
  const linked = linkFeatures(SERVER_FEATURES, { database, db: database.db, env, logger, mailer, version });
  const routes = SERVER_FEATURES.flatMap((feature) => feature.routes ?? []);

  const api = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  api.use('*', bodyLimits(SERVER_FEATURES));
  api.use('*', originCheck(origins));

  // Public: sign-in and password reset, the features' public routes, the API's own description.
  api.route('/auth', authentication.routes);
  for (const route of routes) if (route.public) api.route(route.path, route.create(linked));
  api.get('/openapi.json', (c) => c.json(describe()));
  api.get('/docs', (c) => c.html(renderApiDocs(describe())));

  // Everything below needs a session.
  api.use('*', loadSession(authentication.auth, createSessionLookup({ auth: authentication.auth, db: database.db }), database.db), requireUser());
  // What a user whom the firm requires to set up a second factor may reach before they have: who
  // they are, and its state. Their other requests are refused until then.
  for (const route of routes) if (!route.public && route.beforeTwoFactorSetup) api.route(route.path, route.create(linked));
  api.use('*', requireTwoFactorSetUp());
  for (const route of routes) if (!route.public && !route.beforeTwoFactorSetup) api.route(route.path, route.create(linked));
  api.route('/events', createEventsRoutes({ database, logger }));
  return api;
}

export function createApp(deps: AppDeps) {
  const openApiConfig = { openapi: '3.1.0', info: { title: 'API du cabinet', version: deps.version } };
  const app = new OpenAPIHono();
  const maskPath = createPathMask(SERVER_FEATURES.flatMap((feature) => feature.secretPaths ?? []));
  app.onError(createErrorHandler(deps.logger, maskPath));
  app.use('*', requestLog(deps.logger, maskPath), securityHeaders());
  // JSON in one step (compress-json.ts); compress() streams what is streamed (the CSV exports).
  app.use('/api/*', compress({ contentTypeFilter: (type) => !isJsonType(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) }), compressJson());
  app.route('/api', createApi(deps, () => app.getOpenAPI31Document(openApiConfig)));
  // Reached after the session check: an unknown API path is a 404 only for a signed-in caller.
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Route inconnue.');
  });
  if (deps.webRoot) app.route('/', createWebAppRoutes(deps.webRoot));
  app.notFound((c) => c.json(new AppError('NOT_FOUND', 'Route inconnue.').toBody(), 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
