import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { openSessionListSchema, revokedSessionsSchema } from '../../../shared/sessions.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { notAuthenticated } from '../../errors.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { listOpenSessions, revokeOtherSessions, revokeSession } from './sessions.service.ts';

const tags = ['Sessions'];
const idParams = z.object({ id: z.uuid({ error: 'Identifiant de session invalide' }) });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Sessions ouvertes de l’utilisateur connecté (appareil, adresse IP, dernière activité)',
  responses: { 200: json(openSessionListSchema, 'Sessions'), 401: unauthenticatedResponse },
});

const revokeOthersRoute = createRoute({
  method: 'post',
  path: '/revoke-others',
  tags,
  summary: 'Ferme toutes les autres sessions de l’utilisateur (celle de la requête reste ouverte)',
  responses: { 200: json(revokedSessionsSchema, 'Nombre de sessions fermées'), 401: unauthenticatedResponse },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Ferme une session de l’utilisateur',
  request: { params: idParams },
  responses: {
    204: { description: 'Session fermée' },
    400: errorResponse('Identifiant invalide'),
    401: unauthenticatedResponse,
    404: errorResponse('Session introuvable (ou d’un autre utilisateur)'),
  },
});

/** « Mon profil › Sessions ouvertes »: each user sees and closes only their own. */
export function createSessionsRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const sessions = await listOpenSessions({ db, userId: actingUser(c).id, currentSessionId: c.get('sessionId') });
      return c.json({ sessions }, 200);
    })
    .openapi(revokeOthersRoute, async (c) => {
      const currentSessionId = c.get('sessionId');
      if (!currentSessionId) throw notAuthenticated();
      return c.json({ revoked: await revokeOtherSessions({ db, userId: actingUser(c).id, currentSessionId }) }, 200);
    })
    .openapi(revokeRoute, async (c) => {
      await revokeSession({ db, userId: actingUser(c).id, sessionId: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
