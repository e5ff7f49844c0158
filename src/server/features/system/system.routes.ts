import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { systemInfoSchema } from '../../../shared/settings.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { DatabaseKind, Db } from '../../db/client.ts';
import { adminOnlyResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { getSystemInfo } from './system.service.ts';


const infoRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Système'],
  summary: 'Nombre d’utilisateurs, de clients, de tâches et de notes ; base, authentification, version',
  responses: {
    200: json(systemInfoSchema, 'État du système'),
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
  },
});

type SystemRoutesOptions = {
  db: Db;
  databaseKind: DatabaseKind;
  /** package.json's version, read once at start-up. */
  version: string;
  /** The authentication provider's name; Better Auth's by default. */
  authProvider?: string;
};

/** The 'Système' tab, for admins only. */
export function createSystemRoutes(options: SystemRoutesOptions) {
  const routes = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  routes.use('*', requireUser(['admin']));
  return routes.openapi(infoRoute, async (c) => c.json(await getSystemInfo(options), 200));
}
