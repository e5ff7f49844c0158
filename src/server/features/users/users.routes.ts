import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import { userOptionListSchema } from '../../../shared/users.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Utilisateurs'],
  summary: 'Liste des utilisateurs (pour les listes de choix), triée par nom',
  responses: {
    200: json(userOptionListSchema, 'Utilisateurs'),
    401: unauthenticatedResponse,
  },
});

export function createUsersRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(listRoute, async (c) => {
    const rows = await db
      .select({ id: users.id, fullName: users.fullName, role: users.role })
      .from(users)
      .orderBy(asc(users.fullName));
    return c.json({ users: rows }, 200);
  });
}
