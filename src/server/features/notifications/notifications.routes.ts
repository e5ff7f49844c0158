import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { notificationListSchema } from '../../../shared/tasks.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

const tags = ['Notifications'];
const paramsSchema = z.object({
  id: z.uuid({ error: 'Identifiant de notification invalide' }).openapi({ param: { name: 'id', in: 'path' } }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'La cloche : nombre de non lues et les 30 dernières notifications',
  responses: { 200: json(notificationListSchema, 'Notifications'), 401: unauthenticatedResponse },
});

const readRoute = createRoute({
  method: 'post',
  path: '/{id}/read',
  tags,
  summary: 'Marque une notification comme lue',
  request: { params: paramsSchema },
  responses: {
    204: { description: 'Lue' },
    400: errorResponse('Identifiant invalide'),
    401: unauthenticatedResponse,
    404: errorResponse('Notification introuvable'),
  },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/read-all',
  tags,
  summary: 'Marque toutes mes notifications comme lues',
  responses: { 204: { description: 'Toutes lues' }, 401: unauthenticatedResponse },
});

export function createNotificationsRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => c.json(await listNotifications({ db, userId: actingUser(c).id }), 200))
    .openapi(readAllRoute, async (c) => {
      await markAllNotificationsRead({ db, userId: actingUser(c).id });
      return c.body(null, 204);
    })
    .openapi(readRoute, async (c) => {
      await markNotificationRead({ db, userId: actingUser(c).id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
