import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { communeListSchema, communesQuerySchema } from '../../../shared/communes.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { findCommunesByPostcode } from './communes.service.ts';


const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Communes'],
  summary: 'Communes desservies par un code postal (données officielles), triées par nom',
  request: { query: communesQuerySchema },
  responses: {
    200: json(communeListSchema, 'Communes (liste vide pour un code inconnu)'),
    400: errorResponse('Code postal invalide'),
    401: unauthenticatedResponse,
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
