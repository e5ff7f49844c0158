import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { SessionEnv } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { notAuthenticated } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { errorResponse, unauthenticatedResponse } from '../http/openapi-responses.ts';
import { validationHook } from '../http/validation.ts';
import { runLiveStream } from './live-stream.ts';

const eventId = z.string().regex(/^\d{1,15}$/);

const eventsRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Temps réel'],
  summary:
    'Flux d’événements (Server-Sent Events) : chaque écriture validée, par entité et identifiant, sans valeurs ; reprise après Last-Event-ID ou ?since',
  request: { query: z.object({ since: eventId.optional() }) },
  responses: {
    200: { description: 'Flux text/event-stream (événements change, resync, ready)', content: { 'text/event-stream': { schema: z.string() } } },
    400: errorResponse('Paramètre invalide'),
    401: unauthenticatedResponse,
  },
});

/** The header EventSource sends back on reconnection; garbage in it is ignored, not refused. */
function resumeFrom(query: string | undefined, header: string | undefined): number | undefined {
  const text = query ?? (header && eventId.safeParse(header).success ? header : undefined);
  return text === undefined ? undefined : Number(text);
}

export function createEventsRoutes({ database, logger }: { database: Pick<Database, 'db' | 'changes'>; logger: Logger }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(eventsRoute, (c) => {
    if (!c.get('user')) throw notAuthenticated();
    const since = resumeFrom(c.req.valid('query').since, c.req.header('last-event-id'));
    // Streams are held open for hours: every user may read every list (SPEC §6), and events carry
    // only ids, so the session is checked once here.
    const response = streamSSE(
      c,
      (stream) => runLiveStream({ stream, db: database.db, changes: database.changes, since }),
      async (error) => logger.warn({ err: error }, 'flux temps réel interrompu'),
    );
    // Never compressed or buffered by a proxy (each event must leave at once), and the connection
    // closes with the stream so a stopping server is not held by an idle keep-alive socket.
    response.headers.set('Cache-Control', 'no-cache, no-transform');
    response.headers.set('X-Accel-Buffering', 'no');
    response.headers.set('Connection', 'close');
    return response;
  });
}
