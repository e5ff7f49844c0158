import { OpenAPIHono } from '@hono/zod-openapi';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { validationHook } from '../../http/validation.ts';

/** The .ics feed itself: authenticated by its private token, not by a session. */
export function createCalendarFeedPublicRoutes(_deps: { db: Db }) {
  return new OpenAPIHono({ defaultHook: validationHook });
}

/** The signed-in user's feed URL: show it, regenerate it. */
export function createCalendarFeedRoutes(_deps: { db: Db; appUrl: string }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
}
