import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { profileSchema, profileUpdateSchema } from '../../../shared/settings.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { notAuthenticated } from '../../errors.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { updateProfile } from './profile.service.ts';


const updateRoute = createRoute({
  method: 'patch',
  path: '/',
  tags: ['Profil'],
  summary: 'Modifie le nom complet de l’utilisateur connecté (ni l’email ni le rôle)',
  request: { body: jsonBody(profileUpdateSchema) },
  responses: {
    200: json(profileSchema, 'Profil mis à jour'),
    400: errorResponse('Données invalides'),
    401: unauthenticatedResponse,
  },
});

/** 'Mon profil'. The password change is Better Auth's POST /api/auth/change-password. */
export function createProfileRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(updateRoute, async (c) => {
    const user = c.get('user');
    if (!user) throw notAuthenticated();
    return c.json(await updateProfile({ db, user, input: c.req.valid('json') }), 200);
  });
}
