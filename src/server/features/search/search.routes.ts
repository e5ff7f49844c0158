import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { searchQuerySchema, searchResultsSchema } from '../../../shared/search.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { search } from './search.service.ts';


const searchRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Recherche'],
  summary:
    'Recherche globale : clients par raison sociale (sans accents, tolérante aux fautes), SIRET ou numéro client, tâches par titre, et les missions des clients trouvés ; 8 de chaque au plus',
  request: { query: searchQuerySchema },
  responses: {
    200: json(searchResultsSchema, 'Résultats groupés'),
    400: errorResponse('Recherche vide ou trop longue'),
    401: unauthenticatedResponse,
  },
});

/** Every signed-in role may search: the clients and the firm's tasks are visible to all of them. */
export function createSearchRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(searchRoute, async (c) =>
    c.json(await search({ db, query: c.req.valid('query').q }), 200),
  );
}
