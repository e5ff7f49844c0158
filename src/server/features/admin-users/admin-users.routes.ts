import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { adminUserCreateSchema, adminUserListSchema, adminUserPatchSchema, adminUserSchema } from '../../../shared/settings.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { adminOnlyResponse, errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { deleteAdminUser, resetAdminUserTwoFactor, updateAdminUser } from './admin-users-write.service.ts';
import { createAdminUser, listAdminUsers } from './admin-users.service.ts';

const tags = ['Utilisateurs (administration)'];
const invalid = errorResponse('Données ou identifiant invalides, ou action sur son propre compte');
const missing = errorResponse('Utilisateur introuvable');
const idParams = z.object({ id: z.uuid({ error: "Identifiant d'utilisateur invalide" }) });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Tous les utilisateurs, les plus récents d’abord',
  responses: { 200: json(adminUserListSchema, 'Utilisateurs'), 401: unauthenticatedResponse, 403: adminOnlyResponse },
});

const createUserRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Crée un utilisateur avec un mot de passe (6 caractères au moins)',
  request: { body: jsonBody(adminUserCreateSchema) },
  responses: {
    201: json(adminUserSchema, 'Utilisateur créé'),
    400: invalid,
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
    409: errorResponse('Email déjà utilisé'),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Modifie le nom complet et/ou le rôle (l’email ne change pas)',
  request: { params: idParams, body: jsonBody(adminUserPatchSchema) },
  responses: {
    200: json(adminUserSchema, 'Utilisateur modifié'),
    400: invalid,
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
    404: missing,
    409: errorResponse('Il doit rester au moins un administrateur'),
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
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
    404: missing,
    409: errorResponse('Il doit rester au moins un administrateur'),
  },
});

const resetTwoFactorRoute = createRoute({
  method: 'post',
  path: '/{id}/two-factor/reset',
  tags,
  summary: 'Réinitialise la double authentification d’un utilisateur (appareil perdu) : ses sessions sont fermées, l’action est journalisée',
  request: { params: idParams },
  responses: {
    200: json(adminUserSchema, 'Double authentification réinitialisée'),
    400: invalid,
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
    404: missing,
    409: errorResponse('Double authentification non activée pour cet utilisateur'),
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
    .openapi(resetTwoFactorRoute, async (c) => {
      const user = await resetAdminUserTwoFactor({ db, id: c.req.valid('param').id, actor: actingUser(c) });
      return c.json(user, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteAdminUser({ db, id: c.req.valid('param').id, actor: actingUser(c) });
      return c.body(null, 204);
    });
}
