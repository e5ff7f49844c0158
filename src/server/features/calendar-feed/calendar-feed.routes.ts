import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { calendarFeedSchema } from '../../../shared/tasks.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { renderUserCalendar } from './calendar-feed-ics.service.ts';
import { findFeedOwner, getCalendarFeed, regenerateCalendarFeed } from './calendar-feed.service.ts';
import { isFeedTokenShape } from './feed-token.ts';

const tags = ['Agenda'];

const icsRoute = createRoute({
  method: 'get',
  path: '/{token}',
  tags,
  summary: 'Le flux iCalendar des tâches ouvertes d’un utilisateur (authentifié par son jeton, avec ou sans .ics)',
  request: { params: z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) }) },
  responses: {
    200: { description: 'Agenda', content: { 'text/calendar': { schema: z.string() } } },
    404: errorResponse('Adresse inconnue ou régénérée'),
  },
});

/** The .ics feed itself: authenticated by its private token, not by a session. */
export function createCalendarFeedPublicRoutes({ db }: { db: Db }) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(icsRoute, async (c) => {
    const token = c.req.valid('param').token.replace(/\.ics$/, '');
    // Anything that is not a token of ours is simply unknown: no hint about what one looks like.
    const userId = isFeedTokenShape(token) ? await findFeedOwner({ db, token }) : undefined;
    if (!userId) throw notFound('Agenda');
    const body = await renderUserCalendar({ db, userId });
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="taches.ics"',
      'cache-control': 'private, no-store',
    });
  });
}

const getRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Mon adresse d’agenda privée (affichée à sa création seulement)',
  responses: { 200: json(calendarFeedSchema, 'Adresse'), 401: unauthenticatedResponse },
});

const regenerateRoute = createRoute({
  method: 'post',
  path: '/regenerate',
  tags,
  summary: 'Une nouvelle adresse d’agenda ; l’ancienne cesse de fonctionner',
  responses: { 200: json(calendarFeedSchema, 'Nouvelle adresse'), 401: unauthenticatedResponse },
});

/** The signed-in user's feed URL: show it, regenerate it. */
export function createCalendarFeedRoutes({ db, appUrl }: { db: Db; appUrl: string }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(getRoute, async (c) => c.json(await getCalendarFeed({ db, actor: actingUser(c), appUrl }), 200))
    .openapi(regenerateRoute, async (c) => c.json(await regenerateCalendarFeed({ db, actor: actingUser(c), appUrl }), 200));
}
