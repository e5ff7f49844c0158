import '../shared/zod-locale.ts';
import { OpenAPIHono } from '@hono/zod-openapi';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { createAccountThrottle } from './auth/account-throttle.ts';
import { createAuth } from './auth/auth.ts';
import { createAuthRoutes } from './auth/auth.routes.ts';
import { loadSession, requireUser, type SessionEnv } from './auth/session.ts';
import { createSessionLookup } from './auth/session-lookup.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { AppError } from './errors.ts';
import { createHealthRoutes } from './features/health/health.routes.ts';
import { createActivityRoutes } from './features/activity/activity.routes.ts';
import { createAdminUsersRoutes } from './features/admin-users/admin-users.routes.ts';
import { createProfileRoutes } from './features/profile/profile.routes.ts';
import { createSystemRoutes } from './features/system/system.routes.ts';
import { createAuthorizationsRoutes } from './features/authorizations/authorizations.routes.ts';
import { createAuthorizationsBulkRoutes } from './features/authorizations/authorizations-bulk.routes.ts';
import { createBankChangesRoutes } from './features/bank-changes/bank-changes.routes.ts';
import { createCalendarFeedPublicRoutes, createCalendarFeedRoutes } from './features/calendar-feed/calendar-feed.routes.ts';
import { createDashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { createStatsRoutes } from './features/stats/stats.routes.ts';
import { createSearchRoutes } from './features/search/search.routes.ts';
import { createNotificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createTasksRoutes } from './features/tasks/tasks.routes.ts';
import { createTasksBulkRoutes } from './features/tasks/tasks-bulk.routes.ts';
import { createTrackingRoutes } from './features/tracking/tracking.routes.ts';
import { createTrackingBulkRoutes } from './features/tracking/tracking-bulk.routes.ts';
import { createObligationsRoutes } from './features/obligations/obligations.routes.ts';
import { createClientsImportRoutes } from './features/clients/clients-import.routes.ts';
import { createClientsBulkRoutes } from './features/clients/clients-bulk.routes.ts';
import { createClientsRoutes } from './features/clients/clients.routes.ts';
import { createClientSheetRoutes } from './features/client-sheet/client-sheet.routes.ts';
import { createNotesRoutes } from './features/client-sheet/notes.routes.ts';
import { createCommunesRoutes } from './features/communes/communes.routes.ts';
import { createMeRoutes } from './features/me/me.routes.ts';
import { createSoftwareRoutes } from './features/software/software.routes.ts';
import { createUsersRoutes } from './features/users/users.routes.ts';
import { createSetupRoutes } from './features/setup/setup.routes.ts';
import { createBatchesRoutes } from './features/batches/batches.routes.ts';
import { clientUndoers } from './features/clients/clients-undoers.ts';
import { authorizationUndoers } from './features/authorizations/authorizations-undoers.ts';
import { trackingUndoers } from './features/tracking/tracking-undoers.ts';
import { taskUndoers } from './features/tasks/tasks-undoers.ts';
import { renderApiDocs } from './http/api-docs.ts';
import { bodyLimit } from './http/body-limit.ts';
import { createEventsRoutes } from './realtime/events.routes.ts';
import { compressJson, isJsonType } from './http/compress-json.ts';
import { createErrorHandler } from './http/on-error.ts';
import { originCheck } from './http/origin-check.ts';
import { requestLog } from './http/request-log.ts';
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
const CLIENTS_IMPORT_PATH = '/api/clients/import';
const CLIENTS_BULK_UPDATE_PATH = '/api/clients/bulk/update';
const CLIENTS_BULK_BODY_LIMIT = 4 * 1024 * 1024;

export function trustedOrigins(env: Env): string[] {
  const origins = [new URL(env.APP_URL).origin];
  if (env.NODE_ENV !== 'production') origins.push(env.DEV_ORIGIN ?? 'http://localhost:5173');
  return origins;
}

export function createApp(deps: AppDeps) {
  const { database, env, logger, mailer } = deps;
  const { db } = database;
  const origins = trustedOrigins(env);
  const auth = createAuth({
    db,
    appUrl: env.APP_URL,
    secret: deps.authSecret,
    trustedOrigins: origins,
    allowSignup: env.ALLOW_SIGNUP,
    signInPerMinute: env.SIGN_IN_RATE_LIMIT,
    mailer,
    logger,
  });

  const api = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  const jsonBodyLimit = bodyLimit({ maxBytes: JSON_BODY_LIMIT, message: 'Requête trop volumineuse (1 Mo au maximum).' });
  // A bulk update of the Clients table carries a patch per row (a paste from Excel): 10,000 rows
  // of a few cells each pass 1 MB.
  const bulkBodyLimit = bodyLimit({ maxBytes: CLIENTS_BULK_BODY_LIMIT, message: 'Requête trop volumineuse (4 Mo au maximum).' });
  // The CSV import takes files up to 10 MB and sets its own limit.
  api.use('*', (c, next) =>
    c.req.path.startsWith(CLIENTS_IMPORT_PATH) ? next() : c.req.path === CLIENTS_BULK_UPDATE_PATH ? bulkBodyLimit(c, next) : jsonBodyLimit(c, next),
  );
  api.use('*', originCheck(origins));

  // Public: health, sign-in and password reset, first-run setup, the API's own description.
  api.route('/health', createHealthRoutes({ db }));
  const signInThrottle = createAccountThrottle({
    db,
    purpose: 'sign-in',
    max: env.SIGN_IN_ACCOUNT_RATE_LIMIT,
    windowMs: env.SIGN_IN_ACCOUNT_WINDOW_MINUTES * 60_000,
  });
  const resetThrottle = createAccountThrottle({
    db,
    purpose: 'password-reset',
    max: env.RESET_ACCOUNT_RATE_LIMIT,
    windowMs: env.RESET_ACCOUNT_WINDOW_MINUTES * 60_000,
  });
  api.route(
    '/auth',
    createAuthRoutes({ auth, allowSignup: env.ALLOW_SIGNUP, trustProxy: env.TRUST_PROXY, signInThrottle, resetThrottle }),
  );
  api.route('/setup', createSetupRoutes({ db }));
  api.route('/calendar-feed/ics', createCalendarFeedPublicRoutes({ db }));
  const openApiConfig = { openapi: '3.1.0', info: { title: 'API du cabinet', version: deps.version } };
  api.get('/openapi.json', (c) => c.json(app.getOpenAPI31Document(openApiConfig)));
  api.get('/docs', (c) => c.html(renderApiDocs(app.getOpenAPI31Document(openApiConfig))));

  // Everything below needs a session.
  api.use('*', loadSession(auth, createSessionLookup({ auth, db })), requireUser());
  api.route('/me', createMeRoutes());
  api.route('/users', createUsersRoutes({ db }));
  api.route('/admin/users', createAdminUsersRoutes({ db }));
  api.route('/profile', createProfileRoutes({ db }));
  api.route('/activity', createActivityRoutes({ db }));
  api.route('/system', createSystemRoutes({ db, databaseKind: database.kind, version: deps.version }));
  api.route('/clients/import', createClientsImportRoutes({ db, logger }));
  api.route('/clients/bulk', createClientsBulkRoutes({ db }));
  api.route('/clients', createClientsRoutes({ db }));
  // The sheet's paths (/{id}/sheet, /{id}/history, /{id}/notes) are deeper than the Clients routes'.
  api.route('/clients', createClientSheetRoutes({ db }));
  api.route('/notes', createNotesRoutes({ db }));
  api.route('/software', createSoftwareRoutes({ db }));
  api.route('/communes', createCommunesRoutes());
  api.route('/tasks', createTasksBulkRoutes({ db, appUrl: env.APP_URL }));
  api.route('/tasks', createTasksRoutes({ db, appUrl: env.APP_URL }));
  api.route('/notifications', createNotificationsRoutes({ db }));
  api.route('/calendar-feed', createCalendarFeedRoutes({ db, appUrl: env.APP_URL }));
  api.route('/authorizations', createAuthorizationsRoutes({ db }));
  api.route('/authorizations', createAuthorizationsBulkRoutes({ db }));
  api.route('/tracking', createTrackingRoutes({ db }));
  api.route('/tracking', createTrackingBulkRoutes({ db }));
  api.route('/obligations', createObligationsRoutes({ db }));
  api.route('/bank-changes', createBankChangesRoutes({ db }));
  api.route('/dashboard', createDashboardRoutes({ db }));
  api.route('/stats', createStatsRoutes({ db }));
  api.route('/events', createEventsRoutes({ database, logger }));
  api.route('/search', createSearchRoutes({ db }));
  api.route('/batches', createBatchesRoutes({ db, undoers: { ...clientUndoers, ...authorizationUndoers, ...trackingUndoers, ...taskUndoers } }));

  const app = new OpenAPIHono();
  app.onError(createErrorHandler(logger));
  app.use('*', requestLog(logger), securityHeaders());
  // JSON in one step (compress-json.ts); compress() streams what is streamed (the CSV exports).
  app.use('/api/*', compress({ contentTypeFilter: (type) => !isJsonType(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) }), compressJson());
  app.route('/api', api);
  // Reached after the session check: an unknown API path is a 404 only for a signed-in caller.
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Route inconnue.');
  });
  if (deps.webRoot) app.route('/', createWebAppRoutes(deps.webRoot));
  app.notFound((c) => c.json(new AppError('NOT_FOUND', 'Route inconnue.').toBody(), 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
