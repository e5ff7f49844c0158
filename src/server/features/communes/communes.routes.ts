import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { communeListSchema, communesQuerySchema } from '../../../shared/communes.ts';
import { errorBodySchema } from '../../../shared/errors.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { validationHook } from '../../http/validation.ts';
import { findCommunesByPostcode } from './communes.service.ts';

const errors = { content: { 'application/json': { schema: errorBodySchema } } };

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Communes'],
  summary: 'Communes desservies par un code postal (données officielles), triées par nom',
  request: { query: communesQuerySchema },
  responses: {
    200: { description: 'Communes (liste vide pour un code inconnu)', content: { 'application/json': { schema: communeListSchema } } },
    400: { description: 'Code postal invalide', ...errors },
    401: { description: 'Non connecté', ...errors },
  },
});

export function createCommunesRoutes() {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(listRoute, async (c) => {
    const communes = await findCommunesByPostcode(c.req.valid('query'));
    // Official data changes once a year: let the browser keep the answer for a day.
    c.header('Cache-Control', 'private, max-age=86400');
    return c.json({ communes }, 200);
  });
}
