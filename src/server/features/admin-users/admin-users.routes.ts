import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/errors.ts';
import { adminUserCreateSchema, adminUserListSchema, adminUserPatchSchema, adminUserSchema } from '../../../shared/settings.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { validationHook } from '../../http/validation.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { deleteAdminUser, updateAdminUser } from './admin-users-write.service.ts';
import { createAdminUser, listAdminUsers } from './admin-users.service.ts';

const tags = ['Utilisateurs (administration)'];
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = json(errorBodySchema);
const unauthenticated = { description: 'Non connecté', ...errors };
const forbidden = { description: 'Réservé aux administrateurs', ...errors };
const invalid = { description: 'Données ou identifiant invalides, ou action sur son propre compte', ...errors };
const missing = { description: 'Utilisateur introuvable', ...errors };
const idParams = z.object({ id: z.uuid({ error: "Identifiant d'utilisateur invalide" }) });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Tous les utilisateurs, les plus récents d’abord',
  responses: { 200: { description: 'Utilisateurs', ...json(adminUserListSchema) }, 401: unauthenticated, 403: forbidden },
});

const createUserRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Crée un utilisateur avec un mot de passe (6 caractères au moins)',
  request: { body: { required: true, ...json(adminUserCreateSchema) } },
  responses: {
    201: { description: 'Utilisateur créé', ...json(adminUserSchema) },
    400: invalid,
    401: unauthenticated,
    403: forbidden,
    409: { description: 'Email déjà utilisé', ...errors },
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Modifie le nom complet et/ou le rôle (l’email ne change pas)',
  request: { params: idParams, body: { required: true, ...json(adminUserPatchSchema) } },
  responses: {
    200: { description: 'Utilisateur modifié', ...json(adminUserSchema) },
    400: invalid,
    401: unauthenticated,
    403: forbidden,
    404: missing,
    409: { description: 'Il doit rester au moins un administrateur', ...errors },
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Supprime un utilisateur : ses tâches restent sans assigné, le journal garde son nom',
  request: { params: idParams },
  responses: {
    204: { description: 'Utilisateur supprimé' },
    400: invalid,
    401: unauthenticated,
    403: forbidden,
    404: missing,
    409: { description: 'Il doit rester au moins un administrateur', ...errors },
  },
});

/** The 'Utilisateurs' tab: every route is for admins, checked before the body is even read. */
export function createAdminUsersRoutes({ db }: { db: Db }) {
  const routes = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  routes.use('*', requireUser(['admin']));
  return routes
    .openapi(listRoute, async (c) => c.json({ users: await listAdminUsers({ db }) }, 200))
    .openapi(createUserRoute, async (c) => {
      const user = await createAdminUser({ db, input: c.req.valid('json'), actor: actingUser(c) });
      return c.json(user, 201);
    })
    .openapi(patchRoute, async (c) => {
      const { id } = c.req.valid('param');
      const user = await updateAdminUser({ db, id, patch: c.req.valid('json'), actor: actingUser(c) });
      return c.json(user, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteAdminUser({ db, id: c.req.valid('param').id, actor: actingUser(c) });
      return c.body(null, 204);
    });
}
