import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  softwareCreateSchema,
  softwareListSchema,
  softwareOrderSchema,
  softwareRenameSchema,
  softwareSchema,
} from '../../../shared/software.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { adminOnlyResponse, errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { createSoftware, deleteSoftware, listSoftware, renameSoftware, reorderSoftware } from './software.service.ts';

const tags = ['Logiciels'];
const adminOnly = requireUser(['admin']);
const idParams = z.object({ id: z.uuid({ error: 'Identifiant de logiciel invalide' }) });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Logiciels dans l’ordre d’affichage, avec le nombre de clients de chacun',
  responses: {
    200: json(softwareListSchema, 'Logiciels'),
    401: unauthenticatedResponse,
  },
});

const createSoftwareRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Ajoute un logiciel en fin de liste (administrateurs)',
  middleware: adminOnly,
  request: { body: jsonBody(softwareCreateSchema) },
  responses: {
    201: json(softwareSchema, 'Logiciel ajouté'),
    400: errorResponse('Données invalides'),
    403: adminOnlyResponse,
    409: errorResponse('Nom déjà pris (sans tenir compte de la casse)'),
  },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Renomme un logiciel (administrateurs)',
  middleware: adminOnly,
  request: { params: idParams, body: jsonBody(softwareRenameSchema) },
  responses: {
    200: json(softwareSchema, 'Logiciel renommé'),
    400: errorResponse('Données invalides'),
    403: adminOnlyResponse,
    404: errorResponse('Logiciel inconnu'),
    409: errorResponse('Nom déjà pris'),
  },
});

const reorderRoute = createRoute({
  method: 'put',
  path: '/order',
  tags,
  summary: 'Enregistre l’ordre d’affichage : la liste complète des identifiants (administrateurs)',
  middleware: adminOnly,
  request: { body: jsonBody(softwareOrderSchema) },
  responses: {
    200: json(softwareListSchema, 'Nouvel ordre'),
    400: errorResponse('Liste incomplète, en double ou invalide'),
    403: adminOnlyResponse,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Supprime un logiciel qu’aucun client n’utilise (administrateurs)',
  middleware: adminOnly,
  request: { params: idParams },
  responses: {
    204: { description: 'Logiciel supprimé' },
    400: errorResponse('Identifiant invalide'),
    403: adminOnlyResponse,
    404: errorResponse('Logiciel inconnu'),
    409: errorResponse('Encore utilisé par des clients'),
  },
});

export function createSoftwareRoutes({ db }: { db: Db }) {
  return withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
    // Each software's client count moves with the clients.
    '/': { list: 'software', reads: ['software', 'client'] },
  })
    .openapi(listRoute, async (c) => c.json({ software: await listSoftware({ db }) }, 200))
    .openapi(createSoftwareRoute, async (c) => {
      const { name } = c.req.valid('json');
      return c.json(await createSoftware({ db, name, actor: actingUser(c) }), 201);
    })
    .openapi(reorderRoute, async (c) => {
      const { ids } = c.req.valid('json');
      return c.json({ software: await reorderSoftware({ db, ids, actor: actingUser(c) }) }, 200);
    })
    .openapi(renameRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return c.json(await renameSoftware({ db, id, name, actor: actingUser(c) }), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteSoftware({ db, id: c.req.valid('param').id, actor: actingUser(c) });
      return c.body(null, 204);
    });
}
