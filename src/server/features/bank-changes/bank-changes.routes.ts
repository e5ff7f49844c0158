import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  bankChangeCreateSchema,
  bankChangeListWithProgressSchema,
  bankChangeRowSchema,
  bankChangeUpdateSchema,
} from '../../../shared/bank-changes.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { bankChangeParamsSchema } from './bank-changes-params.ts';
import { createBankChange, deleteBankChange, updateBankChange } from './bank-changes-write.service.ts';
import { listBankChanges } from './bank-changes.service.ts';

const tags = ['Changements de banque'];
const invalid = errorResponse('Données ou identifiant invalides, ou client inactif');
const missing = errorResponse('Changement de banque introuvable');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Changements de banque, le plus récent d’abord, et le nombre de changements en cours',
  description: 'Un changement dont les quatre étapes sont « terminé » n’est plus en cours.',
  responses: { 200: json(bankChangeListWithProgressSchema, 'Changements'), 401: unauthenticatedResponse },
});

const createBankChangeRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Ajoute un changement de banque pour un client actif (quatre étapes à faire)',
  request: { body: jsonBody(bankChangeCreateSchema) },
  responses: {
    201: json(bankChangeRowSchema, 'Changement ajouté'),
    400: invalid,
    401: unauthenticatedResponse,
    404: errorResponse('Client introuvable'),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Change une ou plusieurs des quatre étapes',
  request: { params: bankChangeParamsSchema, body: jsonBody(bankChangeUpdateSchema) },
  responses: { 200: json(bankChangeRowSchema, 'Changement modifié'), 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Supprime un changement de banque',
  request: { params: bankChangeParamsSchema },
  responses: { 204: { description: 'Changement supprimé' }, 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

export function createBankChangesRoutes({ db }: { db: Db }) {
  return withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
    // Deleting a client empties its changes' client_id (foreign key), journalled as the client's deletion.
    '/': { list: 'bank-changes', reads: ['bank_change', 'client'] },
  })
    .openapi(listRoute, async (c) => c.json(await listBankChanges({ db }), 200))
    .openapi(createBankChangeRoute, async (c) => {
      const { clientId, newBankName } = c.req.valid('json');
      return c.json(await createBankChange({ db, clientId, newBankName, actor: actingUser(c) }), 201);
    })
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateBankChange({ db, id, update: c.req.valid('json'), actor: actingUser(c) }), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteBankChange({ db, id: c.req.valid('param').id, actor: actingUser(c) });
      return c.body(null, 204);
    });
}
