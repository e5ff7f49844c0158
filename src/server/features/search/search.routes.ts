import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '../../../shared/errors.ts';
import { searchQuerySchema, searchResultsSchema } from '../../../shared/search.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { validationHook } from '../../http/validation.ts';
import { search } from './search.service.ts';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

const searchRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Recherche'],
  summary:
    'Recherche globale : clients par raison sociale (sans accents, tolérante aux fautes), SIRET ou numéro client, et tâches par titre ; 8 de chaque au plus',
  request: { query: searchQuerySchema },
  responses: {
    200: { description: 'Résultats groupés', ...json(searchResultsSchema) },
    400: { description: 'Recherche vide ou trop longue', ...json(errorBodySchema) },
    401: { description: 'Non connecté', ...json(errorBodySchema) },
  },
});

/** Every signed-in role may search: the clients and the firm's tasks are visible to all of them. */
export function createSearchRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(searchRoute, async (c) =>
    c.json(await search({ db, query: c.req.valid('query').q }), 200),
  );
}
