import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '../../../shared/errors.ts';
import { currentUserSchema } from '../../../shared/users.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { notAuthenticated } from '../../errors.ts';

const route = createRoute({
  method: 'get',
  path: '/',
  tags: ['Session'],
  summary: 'Utilisateur connecté',
  responses: {
    200: { description: 'Utilisateur', content: { 'application/json': { schema: currentUserSchema } } },
    401: { description: 'Non connecté', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

export function createMeRoutes() {
  return new OpenAPIHono<SessionEnv>().openapi(route, async (c) => {
    const user = c.get('user');
    if (!user) throw notAuthenticated();
    return c.json(user, 200);
  });
}
