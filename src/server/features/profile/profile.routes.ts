import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/errors.ts';
import { profileSchema, profileUpdateSchema } from '../../../shared/settings.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { notAuthenticated } from '../../errors.ts';
import { validationHook } from '../../http/validation.ts';
import { updateProfile } from './profile.service.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = json(errorBodySchema);

const updateRoute = createRoute({
  method: 'patch',
  path: '/',
  tags: ['Profil'],
  summary: 'Modifie le nom complet de l’utilisateur connecté (ni l’email ni le rôle)',
  request: { body: { required: true, ...json(profileUpdateSchema) } },
  responses: {
    200: { description: 'Profil mis à jour', ...json(profileSchema) },
    400: { description: 'Données invalides', ...errors },
    401: { description: 'Non connecté', ...errors },
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
