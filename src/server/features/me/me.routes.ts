import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { currentUserSchema } from '../../../shared/users.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { notAuthenticated } from '../../errors.ts';
import { json, unauthenticatedResponse } from '../../http/openapi-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/',
  tags: ['Session'],
  summary: 'Utilisateur connecté',
  responses: {
    200: json(currentUserSchema, 'Utilisateur'),
    401: unauthenticatedResponse,
  },
});

export function createMeRoutes() {
  return new OpenAPIHono<SessionEnv>().openapi(route, async (c) => {
    const user = c.get('user');
    if (!user) throw notAuthenticated();
    return c.json(user, 200);
  });
}
