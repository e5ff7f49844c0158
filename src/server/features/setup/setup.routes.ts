import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { currentUserSchema, setupAdminSchema, setupStatusSchema } from '../../../shared/users.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { createFirstAdmin, getSetupStatus } from './setup.service.ts';


const getStatusRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Premier démarrage'],
  summary: 'Indique si le compte administrateur reste à créer',
  responses: { 200: json(setupStatusSchema, 'État') },
});

const createAdminRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Premier démarrage'],
  summary: 'Crée le premier administrateur (tant qu’aucun utilisateur n’existe)',
  request: { body: jsonBody(setupAdminSchema) },
  responses: {
    201: json(currentUserSchema, 'Administrateur créé'),
    400: errorResponse('Données invalides'),
    409: errorResponse('Déjà fait'),
  },
});

export function createSetupRoutes({ db }: { db: Db }) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(getStatusRoute, async (c) => c.json(await getSetupStatus({ db }), 200))
    .openapi(createAdminRoute, async (c) => c.json(await createFirstAdmin({ db, input: c.req.valid('json') }), 201));
}
