import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { addCollaborator, removeCollaborator } from './clients-collaborators.service.ts';
import { collaboratorParamsSchema } from './clients-params.ts';

const tags = ['Clients'];
const responses = {
  400: errorResponse('Identifiant invalide'),
  401: unauthenticatedResponse,
};

const addRoute = createRoute({
  method: 'put',
  path: '/{id}/collaborators/{userId}',
  tags,
  summary: 'Affecte un collaborateur au client (sans effet s’il l’est déjà)',
  request: { params: collaboratorParamsSchema },
  responses: { 204: { description: 'Collaborateur affecté' }, ...responses, 404: errorResponse('Client ou utilisateur introuvable') },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/{id}/collaborators/{userId}',
  tags,
  summary: 'Retire un collaborateur du client (sans effet s’il ne l’est pas)',
  request: { params: collaboratorParamsSchema },
  responses: { 204: { description: 'Collaborateur retiré' }, ...responses, 404: errorResponse('Client introuvable') },
});

export function createClientsCollaboratorsRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(addRoute, async (c) => {
      const { id, userId } = c.req.valid('param');
      await addCollaborator({ db, clientId: id, collaboratorId: userId, actor: actingUser(c) });
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeCollaborator({ db, clientId: id, collaboratorId: userId, actor: actingUser(c) });
      return c.body(null, 204);
    });
}
