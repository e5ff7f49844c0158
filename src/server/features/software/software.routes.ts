import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/errors.ts';
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
import { validationHook } from '../../http/validation.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { createSoftware, deleteSoftware, listSoftware, renameSoftware, reorderSoftware } from './software.service.ts';

const tags = ['Logiciels'];
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = json(errorBodySchema);
const adminOnly = requireUser(['admin']);
const idParams = z.object({ id: z.uuid({ error: 'Identifiant de logiciel invalide' }) });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Logiciels dans l’ordre d’affichage, avec le nombre de clients de chacun',
  responses: {
    200: { description: 'Logiciels', ...json(softwareListSchema) },
    401: { description: 'Non connecté', ...errors },
  },
});

const createSoftwareRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Ajoute un logiciel en fin de liste (administrateurs)',
  middleware: adminOnly,
  request: { body: { required: true, ...json(softwareCreateSchema) } },
  responses: {
    201: { description: 'Logiciel ajouté', ...json(softwareSchema) },
    400: { description: 'Données invalides', ...errors },
    403: { description: 'Réservé aux administrateurs', ...errors },
    409: { description: 'Nom déjà pris (sans tenir compte de la casse)', ...errors },
  },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Renomme un logiciel (administrateurs)',
  middleware: adminOnly,
  request: { params: idParams, body: { required: true, ...json(softwareRenameSchema) } },
  responses: {
    200: { description: 'Logiciel renommé', ...json(softwareSchema) },
    400: { description: 'Données invalides', ...errors },
    403: { description: 'Réservé aux administrateurs', ...errors },
    404: { description: 'Logiciel inconnu', ...errors },
    409: { description: 'Nom déjà pris', ...errors },
  },
});

const reorderRoute = createRoute({
  method: 'put',
  path: '/order',
  tags,
  summary: 'Enregistre l’ordre d’affichage : la liste complète des identifiants (administrateurs)',
  middleware: adminOnly,
  request: { body: { required: true, ...json(softwareOrderSchema) } },
  responses: {
    200: { description: 'Nouvel ordre', ...json(softwareListSchema) },
    400: { description: 'Liste incomplète, en double ou invalide', ...errors },
    403: { description: 'Réservé aux administrateurs', ...errors },
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
    400: { description: 'Identifiant invalide', ...errors },
    403: { description: 'Réservé aux administrateurs', ...errors },
    404: { description: 'Logiciel inconnu', ...errors },
    409: { description: 'Encore utilisé par des clients', ...errors },
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
