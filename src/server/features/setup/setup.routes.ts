import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '../../../shared/errors.ts';
import { currentUserSchema, setupAdminSchema, setupStatusSchema } from '../../../shared/users.ts';
import type { Db } from '../../db/client.ts';
import { validationHook } from '../../http/validation.ts';
import { createFirstAdmin, getSetupStatus } from './setup.service.ts';

const errors = { content: { 'application/json': { schema: errorBodySchema } } };

const getStatusRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Premier démarrage'],
  summary: 'Indique si le compte administrateur reste à créer',
  responses: { 200: { description: 'État', content: { 'application/json': { schema: setupStatusSchema } } } },
});

const createAdminRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Premier démarrage'],
  summary: 'Crée le premier administrateur (tant qu’aucun utilisateur n’existe)',
  request: { body: { required: true, content: { 'application/json': { schema: setupAdminSchema } } } },
  responses: {
    201: { description: 'Administrateur créé', content: { 'application/json': { schema: currentUserSchema } } },
    400: { description: 'Données invalides', ...errors },
    409: { description: 'Déjà fait', ...errors },
  },
});

export function createSetupRoutes({ db }: { db: Db }) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(getStatusRoute, async (c) => c.json(await getSetupStatus({ db }), 200))
    .openapi(createAdminRoute, async (c) => c.json(await createFirstAdmin({ db, input: c.req.valid('json') }), 201));
}
